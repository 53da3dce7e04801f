import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { ROOM_FITTINGS } from '../../src/lib/domain/resources';
import { resourceMessages } from '../../src/lib/validation/resources';
import { auditEvents, reservations } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';

const shirodhara = {
  name: { en: 'Shirodhara', hi: 'शिरोधारा', gu: 'શિરોધારા' },
  minutes: 45,
  therapistsNeeded: 1,
  fitting: 'dhara-stand',
  preInstructions: { en: 'Wash your hair the night before.', hi: 'पिछली रात बाल धो लें।', gu: 'આગલી રાત્રે વાળ ધોઈ લો.' },
};

/** 1 December 2026 at `hh:mm` IST. */
const at = (time: string, day = '2026-12-01') => `${day}T${time}:00+05:30`;

describe('the therapy catalogue (/api/v1/therapies)', () => {
  it('staff add a therapy in three languages; visitors read the active ones only', async ({ call, client }) => {
    const created = await call('POST', '/api/v1/therapies', shirodhara);
    expect(created.status).toBe(201);
    const therapy = (await created.json()) as { id: number };
    expect(therapy).toMatchObject({ ...shirodhara, status: true });

    const hidden = await call('POST', '/api/v1/therapies', {
      ...shirodhara,
      name: { en: 'Old Dhara', hi: 'पुरानी धारा', gu: 'જૂની ધારા' },
      status: false,
    });
    const hiddenId = ((await hidden.json()) as { id: number }).id;
    const visitorList = (await (await client.api.v1.therapies.$get()).json()) as { id: number }[];
    expect(visitorList.map((t) => t.id)).toContain(therapy.id);
    expect(visitorList.map((t) => t.id)).not.toContain(hiddenId);
    expect((await client.api.v1.therapies[':id'].$get({ param: { id: String(hiddenId) } })).status).toBe(404);
    const staffList = (await (await call('GET', '/api/v1/therapies')).json()) as { id: number }[];
    expect(staffList.map((t) => t.id)).toEqual(expect.arrayContaining([therapy.id, hiddenId]));
  });

  it('PUT changes a therapy and records who changed it; an unknown id is 404', async ({ api, call }) => {
    const { id } = (await (await call('POST', '/api/v1/therapies', shirodhara)).json()) as { id: number };
    const changed = await call('PUT', `/api/v1/therapies/${id}`, { ...shirodhara, minutes: 60 });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ id, minutes: 60 });
    const trail = await api.db.select().from(auditEvents).where(eq(auditEvents.entity, 'therapy'));
    expect(trail.filter((event) => event.entityId === id).map((event) => event.action)).toEqual(['create', 'update']);
    expect((await call('PUT', '/api/v1/therapies/999999', shirodhara)).status).toBe(404);
  });

  it.for([
    [{ ...shirodhara, name: { en: 'Shirodhara', hi: '', gu: 'શિરોધારા' } }, resourceMessages.therapyNameRequired],
    [{ ...shirodhara, minutes: 5 }, resourceMessages.therapyMinutesInvalid],
    [{ ...shirodhara, minutes: 45.5 }, resourceMessages.therapyMinutesInvalid],
    [{ ...shirodhara, therapistsNeeded: 3 }, resourceMessages.therapistsNeededInvalid],
    [{ ...shirodhara, fitting: 'jacuzzi' }, resourceMessages.fittingInvalid],
    [{ ...shirodhara, preInstructions: { en: 'x'.repeat(2001), hi: '', gu: '' } }, resourceMessages.instructionsTooLong],
  ])('refuses a bad therapy with its message and stores nothing: %#', async ([body, message], { call }) => {
    const before = ((await (await call('GET', '/api/v1/therapies')).json()) as unknown[]).length;
    const refused = await call('POST', '/api/v1/therapies', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: message, code: 'invalid' });
    expect(((await (await call('GET', '/api/v1/therapies')).json()) as unknown[]).length).toBe(before);
  });

  it('names every fitting in the message that refuses an unknown one', () => {
    for (const fitting of ROOM_FITTINGS) expect(resourceMessages.fittingInvalid).toContain(fitting);
  });

  it('lets only staff write the catalogue', async ({ call, patient }) => {
    expect((await call('POST', '/api/v1/therapies', shirodhara, null)).status).toBe(401);
    expect((await call('POST', '/api/v1/therapies', shirodhara, patient.token)).status).toBe(403);
  });
});

describe('rooms (/api/v1/rooms)', () => {
  it('staff add and change rooms; two rooms cannot share a name; patients see none', async ({ call, patient }) => {
    const created = await call('POST', '/api/v1/rooms', { name: 'Dhara Room', fittings: ['dhara-stand', 'treatment-table'] });
    expect(created.status).toBe(201);
    const room = (await created.json()) as { id: number };
    expect(room).toMatchObject({ name: 'Dhara Room', fittings: ['dhara-stand', 'treatment-table'], status: true });
    expect((await call('POST', '/api/v1/rooms', { name: 'Dhara Room', fittings: [] })).status).toBe(409);
    const changed = await call('PUT', `/api/v1/rooms/${room.id}`, { name: 'Dhara Room', fittings: ['dhara-stand'], status: false });
    expect(await changed.json()).toMatchObject({ fittings: ['dhara-stand'], status: false });
    expect((await call('GET', '/api/v1/rooms', undefined, patient.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/rooms', undefined, null)).status).toBe(401);
  });

  it.for([
    [{ name: '  ', fittings: [] }, resourceMessages.roomNameRequired],
    [{ name: 'Room', fittings: ['droni', 'droni'] }, resourceMessages.fittingsRepeated],
    [{ name: 'Room', fittings: ['sauna'] }, resourceMessages.fittingInvalid],
  ])('refuses a bad room with its message: %#', async ([body, message], { call }) => {
    const refused = await call('POST', '/api/v1/rooms', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: message });
  });
});

describe('room blocks (/api/v1/reservations)', () => {
  it('a block holds the room; one that overlaps it is refused naming the clash; one that only touches it is held', async ({ call }) => {
    const room = await newRoom(call, 'Basti Room A');
    const first = await call('POST', '/api/v1/reservations', {
      resource: { kind: 'room', id: room },
      startsAt: at('09:00'),
      endsAt: at('10:30'),
      note: 'Deep clean',
    });
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ resource: { kind: 'room', id: room, name: 'Basti Room A' }, purpose: 'block', note: 'Deep clean' });

    const clash = await call('POST', '/api/v1/reservations', { resource: { kind: 'room', id: room }, startsAt: at('10:00'), endsAt: at('11:00') });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toMatchObject({
      code: 'conflict',
      key: 'resource.reservationClash',
      error: 'Basti Room A is already reserved on 1 Dec from 9:00 AM to 10:30 AM (IST)',
      params: {
        resourceKind: 'room',
        resourceId: room,
        resource: 'Basti Room A',
        startsAt: '2026-12-01T03:30:00.000Z',
        endsAt: '2026-12-01T05:00:00.000Z',
      },
    });

    // Half-open ranges: a block from 10:30 meets the first at its end and holds.
    expect(
      (await call('POST', '/api/v1/reservations', { resource: { kind: 'room', id: room }, startsAt: at('10:30'), endsAt: at('11:00') })).status,
    ).toBe(201);
    // Another room at the same hour is free.
    const other = await newRoom(call, 'Basti Room B');
    expect(
      (await call('POST', '/api/v1/reservations', { resource: { kind: 'room', id: other }, startsAt: at('09:00'), endsAt: at('10:30') })).status,
    ).toBe(201);
  });

  it('the grid reads a window: what overlaps it, earliest first, with the room’s name', async ({ call }) => {
    const room = await newRoom(call, 'Swedana Room A');
    for (const [from, to] of [
      ['14:00', '15:00'],
      ['12:00', '13:00'],
    ] as const) {
      await call('POST', '/api/v1/reservations', {
        resource: { kind: 'room', id: room },
        startsAt: at(from, '2026-12-02'),
        endsAt: at(to, '2026-12-02'),
      });
    }
    const list = await call(
      'GET',
      `/api/v1/reservations?startsAt=${encodeURIComponent(at('12:30', '2026-12-02'))}&endsAt=${encodeURIComponent(at('14:00', '2026-12-02'))}`,
    );
    expect(list.status).toBe(200);
    const rows = (await list.json()) as { startsAt: string; resource: { name: string } }[];
    // 12:00–13:00 overlaps the window; 14:00–15:00 only touches its end.
    expect(rows.map((row) => [row.resource.name, row.startsAt])).toEqual([['Swedana Room A', '2026-12-02T06:30:00.000Z']]);
    expect((await call('GET', '/api/v1/reservations?startsAt=2026-12-01T00:00:00Z&endsAt=2027-02-01T00:00:00Z')).status).toBe(400);
  });

  it('releases a block, and 404s one already released', async ({ api, call }) => {
    const room = await newRoom(call, 'Nasya Room');
    const block = (await (
      await call('POST', '/api/v1/reservations', { resource: { kind: 'room', id: room }, startsAt: at('16:00'), endsAt: at('17:00') })
    ).json()) as { id: number };
    expect((await call('DELETE', `/api/v1/reservations/${block.id}`)).status).toBe(204);
    expect(await api.db.select().from(reservations).where(eq(reservations.id, block.id))).toEqual([]);
    expect((await call('DELETE', `/api/v1/reservations/${block.id}`)).status).toBe(404);
  });

  it.for<[{ startsAt: string; endsAt: string }, string]>([
    [{ startsAt: at('10:00'), endsAt: at('09:00') }, resourceMessages.rangeInvalid],
    [{ startsAt: at('10:00'), endsAt: at('10:00') }, resourceMessages.rangeInvalid],
    [{ startsAt: at('10:00'), endsAt: at('10:00', '2026-12-20') }, resourceMessages.blockTooLong],
    [{ startsAt: '2026-12-01 10:00', endsAt: at('11:00') }, resourceMessages.dateTimeInvalid],
    [{ startsAt: '2026-12-01T10:00:00', endsAt: at('11:00') }, resourceMessages.dateTimeInvalid],
  ])('refuses a bad block with its message and holds nothing: %#', async ([range, message], { api, call }) => {
    const room = await newRoom(call, `Room ${Math.random()}`);
    const refused = await call('POST', '/api/v1/reservations', { resource: { kind: 'room', id: room }, ...range });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: message });
    expect(await api.db.select().from(reservations).where(eq(reservations.resourceId, room))).toEqual([]);
  });

  it('404s a block of an unknown room, and lets only staff block', async ({ call, patient }) => {
    const body = { resource: { kind: 'room', id: 999999 }, startsAt: at('09:00'), endsAt: at('10:00') };
    expect((await call('POST', '/api/v1/reservations', body)).status).toBe(404);
    expect((await call('POST', '/api/v1/reservations', body, patient.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/reservations?startsAt=2026-12-01T00:00:00Z&endsAt=2026-12-02T00:00:00Z', undefined, null)).status).toBe(401);
  });
});

async function newRoom(call: Call, name: string): Promise<number> {
  const res = await call('POST', '/api/v1/rooms', { name, fittings: ['treatment-table'] });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

describe('course templates (/api/v1/course-templates)', () => {
  async function therapy(call: Call, fitting: string | null, en = 'Abhyanga') {
    const res = await call('POST', '/api/v1/therapies', { ...shirodhara, name: { en, hi: 'अभ्यंग', gu: 'અભ્યંગ' }, fitting });
    return ((await res.json()) as { id: number }).id;
  }
  const course = (steps: object[], days = 3) => ({
    name: { en: 'Test course', hi: 'परीक्षण', gu: 'પરીક્ષણ' },
    days,
    pricePaise: 900_000,
    steps,
  });

  it('staff write a course day by day; visitors read it with each step’s therapy, in order', async ({ call, client }) => {
    const oil = await therapy(call, null, 'Snehapana');
    const purge = await therapy(call, null, 'Virechana');
    const created = await call(
      'POST',
      '/api/v1/course-templates',
      course([
        { phase: 'purvakarma', dayOffset: 0, therapyId: oil, timeOfDay: 'morning' },
        { phase: 'purvakarma', dayOffset: 0, therapyId: purge },
        { phase: 'pradhanakarma', dayOffset: 2, therapyId: purge, timeOfDay: 'morning' },
      ]),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await client.api.v1['course-templates'][':id'].$get({ param: { id: String(id) } });
    expect(await read.json()).toMatchObject({
      days: 3,
      pricePaise: 900_000,
      steps: [
        { phase: 'purvakarma', dayOffset: 0, position: 0, timeOfDay: 'morning', therapy: { id: oil, name: { en: 'Snehapana' } } },
        { phase: 'purvakarma', dayOffset: 0, position: 1, timeOfDay: 'any', therapy: { id: purge } },
        { phase: 'pradhanakarma', dayOffset: 2, position: 0, therapy: { id: purge } },
      ],
    });
    // PUT replaces the steps whole.
    const changed = await call('PUT', `/api/v1/course-templates/${id}`, course([{ phase: 'pradhanakarma', dayOffset: 1, therapyId: oil }], 2));
    expect(await changed.json()).toMatchObject({ days: 2, steps: [{ dayOffset: 1, therapy: { id: oil } }] });
  });

  it.for<[object, string]>([
    [course([{ phase: 'purvakarma', dayOffset: 3, therapyId: 1 }]), resourceMessages.stepOutsideCourse],
    [
      course([
        { phase: 'pradhanakarma', dayOffset: 0, therapyId: 1 },
        { phase: 'purvakarma', dayOffset: 1, therapyId: 1 },
      ]),
      resourceMessages.phasesOutOfOrder,
    ],
    [
      course([
        { phase: 'purvakarma', dayOffset: 2, therapyId: 1 },
        { phase: 'purvakarma', dayOffset: 1, therapyId: 1 },
      ]),
      resourceMessages.phasesOutOfOrder,
    ],
    [course([]), resourceMessages.stepsRequired],
    [course([{ phase: 'rasayana', dayOffset: 0, therapyId: 1 }]), resourceMessages.phaseInvalid],
    [course([{ phase: 'purvakarma', dayOffset: 0 }]), resourceMessages.stepTherapyRequired],
    [{ ...course([{ phase: 'purvakarma', dayOffset: 0, therapyId: 1 }]), days: 30 }, resourceMessages.courseDaysInvalid],
    [{ ...course([{ phase: 'purvakarma', dayOffset: 0, therapyId: 1 }]), pricePaise: -1 }, resourceMessages.coursePriceInvalid],
  ])('refuses a course that cannot run as written: %#', async ([body, message], { call }) => {
    const refused = await call('POST', '/api/v1/course-templates', body);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: message });
  });

  it('refuses a step whose therapy no active room is fitted for, naming it, and one that is not in the catalogue', async ({ call }) => {
    const before = ((await (await call('GET', '/api/v1/course-templates')).json()) as unknown[]).length;
    const basti = await therapy(call, 'basti-bed', 'Niruha Basti');
    const refused = await call('POST', '/api/v1/course-templates', course([{ phase: 'pradhanakarma', dayOffset: 0, therapyId: basti }]));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      key: 'resource.noRoomFitted',
      error: 'Niruha Basti needs a room fitted with basti-bed, and no active room has one',
    });
    const unknown = await call('POST', '/api/v1/course-templates', course([{ phase: 'pradhanakarma', dayOffset: 0, therapyId: 999999 }]));
    expect(await unknown.json()).toMatchObject({ error: resourceMessages.stepTherapyUnknown });
    expect(((await (await call('GET', '/api/v1/course-templates')).json()) as unknown[]).length).toBe(before);

    // Once a room has the fitting, the same course is accepted.
    await call('POST', '/api/v1/rooms', { name: 'Basti Room C', fittings: ['basti-bed'] });
    expect((await call('POST', '/api/v1/course-templates', course([{ phase: 'pradhanakarma', dayOffset: 0, therapyId: basti }]))).status).toBe(201);
  });

  it('lets only staff write courses', async ({ call, patient }) => {
    const body = course([{ phase: 'purvakarma', dayOffset: 0, therapyId: 1 }]);
    expect((await call('POST', '/api/v1/course-templates', body, null)).status).toBe(401);
    expect((await call('PUT', '/api/v1/course-templates/1', body, patient.token)).status).toBe(403);
  });
});
