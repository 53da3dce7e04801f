import { describe, expect } from 'vitest';
import { resourceMessages } from '../../src/lib/validation/resources';
import { courseSessions, courseTemplates, courses, reservations, rooms, therapies, users } from '../../src/server/kernel/db/schema';
import type { ResourceGrid } from '../../src/server/scheduling/resource-grid/responses';
import { apiTest as it } from '../support/api-fixture';
import type { TestContext } from '../support/test-app';

/** 1 December 2026 at `hh:mm` IST. */
const at = (time: string, day = '2026-12-01') => `${day}T${time}:00+05:30`;
const gridOf = (from: string, to: string) => `/api/v1/resource-grid?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** A therapist's login needs an e-mail, a password and a gender (users_therapist_check). */
const therapist = { role: 'therapist', passwordHash: 'not-a-real-hash', gender: 'female' } as const;

/** Two rooms (one out of use), two therapists (one gone), one patient's course with one session. */
async function clinicWithOneSession(db: TestContext['db'], patientId: number) {
  const [droni, closed, table] = await db
    .insert(rooms)
    .values([
      { name: 'Zeta Droni Room', fittings: ['droni'] },
      { name: 'Old Store', fittings: [], status: false },
      { name: 'Alpha Table Room', fittings: ['treatment-table'] },
    ])
    .returning();
  const [meera, gone] = await db
    .insert(users)
    .values([
      { ...therapist, name: 'Meera Therapist', email: 'meera.grid@example.com' },
      { ...therapist, name: 'Former Therapist', email: 'former.grid@example.com', status: false },
    ])
    .returning();
  const [abhyanga] = await db
    .insert(therapies)
    .values({ nameEn: 'Abhyanga', nameHi: 'अभ्यंग', nameGu: 'અભ્યંગ', minutes: 60, therapistsNeeded: 1, fitting: 'droni' })
    .returning();
  const [template] = await db
    .insert(courseTemplates)
    .values({ nameEn: 'Short', nameHi: 'छोटा', nameGu: 'ટૂંકો', days: 1, pricePaise: 100 })
    .returning();
  const [course] = await db
    .insert(courses)
    .values({ patientId, templateId: template!.id, startsOn: '2026-12-01', pricePaise: 100, sessionCount: 1 })
    .returning();
  const startsAt = new Date(at('09:00'));
  const endsAt = new Date(at('10:00'));
  const [session] = await db
    .insert(courseSessions)
    .values({ courseId: course!.id, stepIndex: 0, phase: 'purvakarma', therapyId: abhyanga!.id, roomId: droni!.id, startsAt, endsAt })
    .returning();
  const held = { startsAt, endsAt, purpose: 'course_session' as const, courseSessionId: session!.id };
  await db.insert(reservations).values([
    { ...held, resourceKind: 'room', resourceId: droni!.id },
    { ...held, resourceKind: 'therapist', resourceId: meera!.id },
    // The closed room's and the former therapist's reservations have no column to show in.
    { resourceKind: 'room', resourceId: closed!.id, startsAt, endsAt, purpose: 'block' },
    { resourceKind: 'therapist', resourceId: gone!.id, startsAt, endsAt, purpose: 'block' },
    {
      resourceKind: 'room',
      resourceId: table!.id,
      startsAt: new Date(at('14:00')),
      endsAt: new Date(at('15:00')),
      purpose: 'block',
      note: 'Deep clean',
    },
    { resourceKind: 'room', resourceId: table!.id, startsAt: new Date(at('16:00')), endsAt: new Date(at('17:00')), purpose: 'block' },
    // The next day: outside a one-day window.
    {
      resourceKind: 'room',
      resourceId: table!.id,
      startsAt: new Date(at('09:00', '2026-12-02')),
      endsAt: new Date(at('10:00', '2026-12-02')),
      purpose: 'block',
    },
  ]);
  return { droni: droni!, table: table!, closed: closed!, meera: meera!, gone: gone!, course: course!, session: session! };
}

describe('the resource grid (/api/v1/resource-grid)', () => {
  it('lays out active rooms then active therapists, and the day’s sessions and blocks in their columns', async ({ api, call, patient }) => {
    const clinic = await clinicWithOneSession(api.db, patient.user.id);
    const answer = await call('GET', gridOf(at('00:00'), at('00:00', '2026-12-02')));
    expect(answer.status).toBe(200);
    const grid = (await answer.json()) as ResourceGrid;

    const columns = grid.resources.map(({ kind, title }) => `${kind}:${title}`);
    expect(columns).toEqual(expect.arrayContaining(['room:Alpha Table Room', 'room:Zeta Droni Room', 'therapist:Meera Therapist']));
    expect(columns).not.toContain('room:Old Store');
    expect(columns).not.toContain('therapist:Former Therapist');
    const lastRoom = columns.findLastIndex((column) => column.startsWith('room:'));
    expect(columns.slice(0, lastRoom + 1).every((column) => column.startsWith('room:'))).toBe(true);
    expect(columns.indexOf('room:Alpha Table Room')).toBeLessThan(columns.indexOf('room:Zeta Droni Room'));

    const session = { purpose: 'course_session', title: `${patient.user.name} — Abhyanga`, courseId: clinic.course.id, sessionId: clinic.session.id };
    expect(grid.events).toEqual([
      expect.objectContaining({
        kind: 'room',
        resourceId: clinic.droni.id,
        startsAt: '2026-12-01T03:30:00.000Z',
        endsAt: '2026-12-01T04:30:00.000Z',
        ...session,
      }),
      expect.objectContaining({ kind: 'therapist', resourceId: clinic.meera.id, ...session }),
      expect.objectContaining({ kind: 'room', resourceId: clinic.table.id, purpose: 'block', title: 'Deep clean', courseId: null, sessionId: null }),
      expect.objectContaining({ kind: 'room', resourceId: clinic.table.id, purpose: 'block', title: 'Blocked' }),
    ]);
  });

  it('shows a block made through the reservations API, and forgets it once released', async ({ api, call }) => {
    const [room] = await api.db.insert(rooms).values({ name: 'Released Room', fittings: [] }).returning();
    const window = gridOf(at('00:00', '2026-12-05'), at('00:00', '2026-12-06'));
    const block = await call('POST', '/api/v1/reservations', {
      resource: { kind: 'room', id: room!.id },
      startsAt: at('11:00', '2026-12-05'),
      endsAt: at('12:00', '2026-12-05'),
      note: 'Plumber',
    });
    const { id } = (await block.json()) as { id: number };
    const shown = (await (await call('GET', window)).json()) as ResourceGrid;
    expect(shown.events).toContainEqual(expect.objectContaining({ id, resourceId: room!.id, title: 'Plumber', purpose: 'block' }));
    expect((await call('DELETE', `/api/v1/reservations/${id}`)).status).toBe(204);
    const after = (await (await call('GET', window)).json()) as ResourceGrid;
    expect(after.events.map((event) => event.id)).not.toContain(id);
  });

  it.for([
    [gridOf(at('00:00'), at('00:00', '2026-12-10')), resourceMessages.gridWindowTooLong, 'to'],
    [gridOf(at('10:00'), at('09:00')), resourceMessages.rangeInvalid, 'to'],
    [gridOf('yesterday', at('09:00')), resourceMessages.dateTimeInvalid, 'from'],
    [`/api/v1/resource-grid?from=${encodeURIComponent(at('09:00'))}`, resourceMessages.dateTimeInvalid, 'to'],
  ] as const)('refuses a bad window with its message: %#', async ([path, message, field], { call }) => {
    const refused = await call('GET', path);
    expect(refused.status).toBe(400);
    const body = (await refused.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe(message);
    expect(body.fields[field]).toBe(message);
  });

  it('takes eight days (a week and a day either side) but not more', async ({ call }) => {
    expect((await call('GET', gridOf(at('00:00'), at('00:00', '2026-12-09')))).status).toBe(200);
  });

  it('is for staff only', async ({ call, patient }) => {
    const path = gridOf(at('00:00'), at('00:00', '2026-12-02'));
    expect((await call('GET', path, undefined, null)).status).toBe(401);
    expect((await call('GET', path, undefined, patient.token)).status).toBe(403);
  });
});
