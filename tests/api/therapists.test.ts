import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { doctorPortalMessages } from '../../src/lib/validation/messages';
import { resourceMessages as m } from '../../src/lib/validation/resources';
import { indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import { auditEvents, resourceLeave, therapistSkills, users, workingHours } from '../../src/server/kernel/db/schema';
import { workingWindows } from '../../src/server/practice';
import { apiTest as it, type Call } from '../support/api-fixture';

const PASSWORD = 'oil and warm hands';
/** Monday to Saturday, 08:00 to 17:00. */
const WEEK = [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 }));

let serial = 0;
const newTherapy = async (call: Call, name: string) => {
  const res = await call('POST', '/api/v1/therapies', {
    name: { en: name, hi: 'अभ्यंग', gu: 'અભ્યંગ' },
    minutes: 45,
    therapistsNeeded: 1,
    fitting: null,
  });
  return ((await res.json()) as { id: number }).id;
};

const therapistBody = (overrides: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    name: 'Lakshmi Nair',
    email: `lakshmi.${serial}@ayurvedaclinic.in`,
    password: PASSWORD,
    gender: 'female',
    therapyIds: [] as number[],
    hours: WEEK,
    active: true,
    ...overrides,
  };
};

interface TherapistJson {
  id: number;
  name: string;
  email: string;
  gender: string;
  active: boolean;
  therapyIds: number[];
  hours: { weekday: number; startMinute: number; endMinute: number }[];
}

const create = async (call: Call, body: Record<string, unknown>) => {
  const res = await call('POST', '/api/v1/therapists', body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(201);
  return (await res.json()) as TherapistJson;
};

const login = (call: Call, email: string, password = PASSWORD) => call('POST', '/api/v1/users/login', { email, password }, null);

describe('therapists (/api/v1/therapists)', () => {
  it('staff create a therapist with training and a week; the list shows them; they log in as a therapist and are refused admin routes', async ({
    call,
  }) => {
    const abhyanga = await newTherapy(call, 'Abhyanga');
    const shirodhara = await newTherapy(call, 'Shirodhara');
    const body = therapistBody({ email: 'Lakshmi.Nair@AyurvedaClinic.in', therapyIds: [shirodhara, abhyanga] });
    const created = await create(call, body);
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Lakshmi Nair',
      email: 'lakshmi.nair@ayurvedaclinic.in',
      gender: 'female',
      active: true,
      therapyIds: [abhyanga, shirodhara].sort((a, b) => a - b),
      hours: WEEK,
    });
    const list = (await (await call('GET', '/api/v1/therapists')).json()) as TherapistJson[];
    expect(list).toContainEqual(created);
    expect(await (await call('GET', `/api/v1/therapists/${created.id}`)).json()).toEqual(created);

    const signedIn = await login(call, 'lakshmi.nair@ayurvedaclinic.in');
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string; id: number };
    expect(claims).toMatchObject({ role: 'therapist', id: created.id });
    for (const path of ['/api/v1/therapists', '/api/v1/rooms', `/api/v1/resource-leave?resourceKind=therapist&resourceId=${created.id}`]) {
      expect((await call('GET', path, undefined, token)).status, path).toBe(403);
    }
    expect((await call('POST', '/api/v1/therapists', therapistBody(), token)).status).toBe(403);
  });

  it('records the creation and each change in the trail, without the password', async ({ api, call }) => {
    const created = await create(call, therapistBody());
    expect((await call('PUT', `/api/v1/therapists/${created.id}`, { ...therapistBody(), name: 'Lakshmi N.', password: '' })).status).toBe(200);
    const trail = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'therapist'), eq(auditEvents.entityId, created.id)))
      .orderBy(auditEvents.id);
    expect(trail.map((event) => event.action)).toEqual(['create', 'update']);
    expect(trail[0]!.actorRole).toBe('admin');
    expect(trail[0]!.after).toMatchObject({ name: 'Lakshmi Nair', gender: 'female', hours: WEEK, credentialsReset: true });
    expect(trail[1]!.before).toMatchObject({ name: 'Lakshmi Nair' });
    expect(trail[1]!.after).toMatchObject({ name: 'Lakshmi N.', credentialsReset: false });
    expect(JSON.stringify(trail)).not.toContain(PASSWORD);
    expect(JSON.stringify(trail)).not.toMatch(/scrypt/);
  });

  it('PUT changes name, training and week; a blank password keeps the old one and the sessions', async ({ api, call }) => {
    const nasya = await newTherapy(call, 'Nasya');
    const created = await create(call, therapistBody({ name: 'Ramesh Pillai', gender: 'male', therapyIds: [nasya] }));
    const { token } = (await (await login(call, created.email)).json()) as { token: string };
    const res = await call('PUT', `/api/v1/therapists/${created.id}`, {
      ...created,
      id: undefined,
      name: 'Ramesh K. Pillai',
      password: '',
      therapyIds: [],
      hours: [{ weekday: 0, startMinute: 420, endMinute: 780 }],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ name: 'Ramesh K. Pillai', therapyIds: [], hours: [{ weekday: 0, startMinute: 420, endMinute: 780 }] });
    expect(await api.db.select().from(therapistSkills).where(eq(therapistSkills.userId, created.id))).toEqual([]);
    expect(await api.db.select().from(workingHours).where(eq(workingHours.resourceId, created.id))).toHaveLength(1);
    // Nothing about the login changed: the session started before goes on.
    expect((await login(call, created.email)).status).toBe(200);
    expect((await call('GET', '/api/v1/users/me', undefined, token)).status).not.toBe(401);
  });

  it.for([
    ['a new password', { password: 'a brand new password' }],
    ['a new e-mail', { email: 'new.address@ayurvedaclinic.in' }],
    ['deactivation', { active: false }],
  ] as const)('PUT with %s ends the therapist’s sessions', async ([, change], { api, call }) => {
    const created = await create(call, therapistBody());
    const [before] = await api.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, created.id));
    const res = await call('PUT', `/api/v1/therapists/${created.id}`, { ...therapistBody({ email: created.email, password: '' }), ...change });
    expect(res.status).toBe(200);
    const [after] = await api.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, created.id));
    expect(after!.v).toBe(before!.v + 1);
  });

  it('a deactivated therapist cannot log in; reactivated, they can again (and the bump happens again)', async ({ api, call }) => {
    const created = await create(call, therapistBody());
    const body = therapistBody({ email: created.email, password: '' });
    expect((await call('PUT', `/api/v1/therapists/${created.id}`, { ...body, active: false })).status).toBe(200);
    expect((await login(call, created.email)).status).toBe(401);
    const [off] = await api.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, created.id));
    expect((await call('PUT', `/api/v1/therapists/${created.id}`, { ...body, active: true })).status).toBe(200);
    const [on] = await api.db.select({ v: users.tokenVersion }).from(users).where(eq(users.id, created.id));
    expect(on!.v).toBe(off!.v + 1);
    expect((await login(call, created.email)).status).toBe(200);
  });

  it('PUT of an unknown id, or of a user who is not a therapist, is 404 and changes nothing', async ({ admin, call }) => {
    expect(await (await call('PUT', '/api/v1/therapists/999999', therapistBody())).json()).toMatchObject({ error: 'Therapist not found' });
    const res = await call('PUT', `/api/v1/therapists/${admin.user.id}`, therapistBody());
    expect(res.status).toBe(404);
    expect((await call('GET', `/api/v1/therapists/${admin.user.id}`)).status).toBe(404);
  });

  it('refuses an e-mail any staff login has, whatever its case, with 409 and stores nothing', async ({ admin, api, call }) => {
    const first = await create(call, therapistBody());
    const count = async () => (await api.db.select().from(users).where(eq(users.role, 'therapist'))).length;
    const before = await count();
    for (const email of [first.email.toUpperCase(), admin.user.email!.toUpperCase()]) {
      const res = await call('POST', '/api/v1/therapists', therapistBody({ email }));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({
        error: doctorPortalMessages.loginEmailTaken,
        fields: { email: doctorPortalMessages.loginEmailTaken },
      });
    }
    const second = await create(call, therapistBody());
    const taken = await call('PUT', `/api/v1/therapists/${second.id}`, therapistBody({ email: first.email }));
    expect(taken.status).toBe(409);
    expect(await count()).toBe(before + 1);
    expect((await (await call('GET', `/api/v1/therapists/${second.id}`)).json()) as TherapistJson).toEqual(second);
  });

  it('refuses unknown therapies naming them, and stores nothing', async ({ api, call }) => {
    const known = await newTherapy(call, 'Udvartana');
    const before = await api.db.select().from(users).where(eq(users.role, 'therapist'));
    const res = await call('POST', '/api/v1/therapists', therapistBody({ therapyIds: [known, 999998, 999999] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: 'Therapies 999998, 999999 are not in the catalogue',
      key: 'resource.therapiesUnknown',
      params: { therapyIds: '999998, 999999' },
    });
    expect(await api.db.select().from(users).where(eq(users.role, 'therapist'))).toHaveLength(before.length);
  });

  it.for([
    [{ name: ' ' }, m.therapistNameRequired],
    [{ gender: undefined }, m.therapistGenderRequired],
    [{ gender: 'unknown' }, m.therapistGenderRequired],
    [{ email: 'not-an-email' }, doctorPortalMessages.loginEmailInvalid],
    [{ password: 'short' }, doctorPortalMessages.passwordTooShort],
    [{ password: '' }, doctorPortalMessages.passwordRequiredForNew],
    [{ therapyIds: [1, 1] }, m.therapiesRepeated],
    [{ hours: [{ weekday: 7, startMinute: 480, endMinute: 1020 }] }, m.weekdayInvalid],
    [{ hours: [{ weekday: 1, startMinute: 1020, endMinute: 480 }] }, m.hoursOrder],
    [{ hours: [{ weekday: 1, startMinute: 480, endMinute: 480 }] }, m.hoursOrder],
    [{ hours: [{ weekday: 1, startMinute: 485, endMinute: 1020 }] }, m.hoursMinuteInvalid],
    [{ hours: [{ weekday: 1, startMinute: 480, endMinute: 1455 }] }, m.hoursMinuteInvalid],
    [{ hours: [{ weekday: 1, startMinute: -15, endMinute: 480 }] }, m.hoursMinuteInvalid],
    [
      {
        hours: [
          { weekday: 2, startMinute: 480, endMinute: 720 },
          { weekday: 2, startMinute: 780, endMinute: 1020 },
        ],
      },
      m.weekdayRepeated,
    ],
  ] as const)('POST refuses %j with its message and stores nothing', async ([change, message], { api, call }) => {
    const before = (await api.db.select().from(users).where(eq(users.role, 'therapist'))).length;
    const res = await call('POST', '/api/v1/therapists', { ...therapistBody(), ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: message, code: 'invalid' });
    expect(await api.db.select().from(users).where(eq(users.role, 'therapist'))).toHaveLength(before);
  });

  it('a day worked to midnight is allowed (24:00 is 1440)', async ({ call }) => {
    const created = await create(call, therapistBody({ hours: [{ weekday: 3, startMinute: 1200, endMinute: 1440 }] }));
    expect(created.hours).toEqual([{ weekday: 3, startMinute: 1200, endMinute: 1440 }]);
  });

  it('only staff manage therapists', async ({ call, patient }) => {
    expect((await call('GET', '/api/v1/therapists', undefined, null)).status).toBe(401);
    expect((await call('GET', '/api/v1/therapists', undefined, patient.token)).status).toBe(403);
    expect((await call('POST', '/api/v1/therapists', therapistBody(), patient.token)).status).toBe(403);
  });
});

describe('room hours (PUT /api/v1/rooms/:id/hours)', () => {
  it('sets a room’s week, shows it in the room list, records it, and refuses bad hours', async ({ api, call }) => {
    const room = (await (await call('POST', '/api/v1/rooms', { name: `Hours Room ${++serial}`, fittings: ['droni'] })).json()) as {
      id: number;
      hours: unknown[];
    };
    expect(room.hours).toEqual([]);
    const week = [6, 1, 3].map((weekday) => ({ weekday, startMinute: 450, endMinute: 1080 }));
    const res = await call('PUT', `/api/v1/rooms/${room.id}/hours`, { hours: week });
    expect(res.status).toBe(200);
    const sorted = [...week].sort((a, b) => a.weekday - b.weekday);
    expect(await res.json()).toMatchObject({ id: room.id, hours: sorted });
    const list = (await (await call('GET', '/api/v1/rooms')).json()) as { id: number; hours: unknown }[];
    expect(list.find((r) => r.id === room.id)!.hours).toEqual(sorted);
    // Renaming the room keeps its hours.
    const renamed = await call('PUT', `/api/v1/rooms/${room.id}`, { name: `Hours Room ${++serial}`, fittings: ['droni'] });
    expect(((await renamed.json()) as { hours: unknown }).hours).toEqual(sorted);

    const bad = await call('PUT', `/api/v1/rooms/${room.id}/hours`, { hours: [{ weekday: 1, startMinute: 600, endMinute: 540 }] });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: m.hoursOrder });
    expect(
      await api.db
        .select()
        .from(workingHours)
        .where(and(eq(workingHours.resourceKind, 'room'), eq(workingHours.resourceId, room.id))),
    ).toHaveLength(3);
    const [event] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'room'), eq(auditEvents.entityId, room.id), eq(auditEvents.action, 'set_hours')));
    expect(event).toMatchObject({ before: { hours: [] }, after: { hours: sorted } });
    expect((await call('PUT', '/api/v1/rooms/999999/hours', { hours: [] })).status).toBe(404);
  });
});

describe('leave (/api/v1/resource-leave)', () => {
  it('staff add, list and remove a therapist’s leave; each is in the therapist’s trail', async ({ api, call }) => {
    const therapist = await create(call, therapistBody());
    const add = (startsOn: string, endsOn: string, note = '') =>
      call('POST', '/api/v1/resource-leave', { resourceKind: 'therapist', resourceId: therapist.id, startsOn, endsOn, note });
    const later = await add('2027-01-10', '2027-01-12', 'Sankranti');
    expect(later.status).toBe(201);
    const earlier = (await (await add('2026-12-24', '2026-12-24')).json()) as { id: number };
    const list = await call('GET', `/api/v1/resource-leave?resourceKind=therapist&resourceId=${therapist.id}`);
    expect(await list.json()).toEqual([
      { id: earlier.id, resourceKind: 'therapist', resourceId: therapist.id, startsOn: '2026-12-24', endsOn: '2026-12-24', note: '' },
      expect.objectContaining({ startsOn: '2027-01-10', endsOn: '2027-01-12', note: 'Sankranti' }),
    ]);
    expect((await call('DELETE', `/api/v1/resource-leave/${earlier.id}`)).status).toBe(204);
    expect((await call('DELETE', `/api/v1/resource-leave/${earlier.id}`)).status).toBe(404);
    expect(await (await call('GET', `/api/v1/resource-leave?resourceKind=therapist&resourceId=${therapist.id}`)).json()).toHaveLength(1);
    const trail = await api.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'therapist'), eq(auditEvents.entityId, therapist.id)))
      .orderBy(auditEvents.id);
    expect(trail.map((event) => event.action)).toEqual(['create', 'add_leave', 'add_leave', 'remove_leave']);
  });

  it('a room takes leave too (closed for repair)', async ({ call }) => {
    const room = (await (await call('POST', '/api/v1/rooms', { name: `Leave Room ${++serial}`, fittings: [] })).json()) as { id: number };
    const res = await call('POST', '/api/v1/resource-leave', {
      resourceKind: 'room',
      resourceId: room.id,
      startsOn: '2026-12-01',
      endsOn: '2026-12-03',
      note: 'Droni repair',
    });
    expect(res.status).toBe(201);
    expect(await (await call('GET', `/api/v1/resource-leave?resourceKind=room&resourceId=${room.id}`)).json()).toHaveLength(1);
  });

  it.for([
    [{ endsOn: '2026-11-30' }, 400, m.leaveRangeInvalid],
    [{ startsOn: '2026-01-01', endsOn: '2027-01-02' }, 400, m.leaveTooLong],
    [{ startsOn: '2026-02-30' }, 400, m.leaveDateInvalid],
    [{ startsOn: '1 Dec 2026' }, 400, m.leaveDateInvalid],
    [{ resourceKind: 'doctor' }, 400, m.leaveKindInvalid],
    [{ note: 'x'.repeat(201) }, 400, m.noteTooLong],
    [{ resourceId: 999999 }, 404, 'Therapist not found'],
    [{ resourceKind: 'room', resourceId: 999999 }, 404, 'Room not found'],
  ] as const)('refuses bad leave (%#) with its message and stores nothing', async ([change, status, message], { api, call }) => {
    const therapist = await create(call, therapistBody());
    const before = (await api.db.select().from(resourceLeave)).length;
    const res = await call('POST', '/api/v1/resource-leave', {
      resourceKind: 'therapist',
      resourceId: therapist.id,
      startsOn: '2026-12-01',
      endsOn: '2026-12-05',
      ...change,
    });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error: message });
    expect(await api.db.select().from(resourceLeave)).toHaveLength(before);
  });

  it('a whole year (366 days) is the longest leave', async ({ call }) => {
    const therapist = await create(call, therapistBody());
    const res = await call('POST', '/api/v1/resource-leave', {
      resourceKind: 'therapist',
      resourceId: therapist.id,
      startsOn: '2028-01-01',
      endsOn: '2028-12-31',
    });
    expect(res.status).toBe(201);
  });

  it('the list refuses an admin user as a therapist, and a patient altogether', async ({ admin, call, patient }) => {
    expect((await call('GET', `/api/v1/resource-leave?resourceKind=therapist&resourceId=${admin.user.id}`)).status).toBe(404);
    expect((await call('GET', '/api/v1/resource-leave?resourceKind=room&resourceId=1', undefined, patient.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/resource-leave?resourceKind=sauna&resourceId=1')).status).toBe(400);
  });
});

describe('workingWindows', () => {
  const window = (date: string, start: string, end: string) => ({
    date,
    startsAt: indiaTimeToInstant(date, start),
    endsAt: indiaTimeToInstant(date, end),
  });

  it('gives each working clinic day its span in IST, minus leave days and weekdays without hours', async ({ api, call }) => {
    // Monday to Friday 08:00–17:00, Saturday 09:00–13:00, Sunday off.
    const hours = [...WEEK.slice(0, 5), { weekday: 6, startMinute: 540, endMinute: 780 }];
    const therapist = await create(call, therapistBody({ hours }));
    const other = await create(call, therapistBody({ hours: [{ weekday: 0, startMinute: 0, endMinute: 1440 }] }));
    // Wednesday 2 December 2026 on leave.
    await call('POST', '/api/v1/resource-leave', {
      resourceKind: 'therapist',
      resourceId: therapist.id,
      startsOn: '2026-12-02',
      endsOn: '2026-12-02',
    });
    // 2026-11-30 is a Monday; 2026-12-06 a Sunday.
    const windows = await workingWindows(api.db, 'therapist', [therapist.id, other.id, 999999], '2026-11-30', '2026-12-06');
    expect(windows.get(therapist.id)).toEqual([
      window('2026-11-30', '08:00', '17:00'),
      window('2026-12-01', '08:00', '17:00'),
      window('2026-12-03', '08:00', '17:00'),
      window('2026-12-04', '08:00', '17:00'),
      window('2026-12-05', '09:00', '13:00'),
    ]);
    // 08:00 IST is 02:30 UTC.
    expect(windows.get(therapist.id)![0]!.startsAt.toISOString()).toBe('2026-11-30T02:30:00.000Z');
    // A day worked to midnight ends at the next day's 00:00 IST.
    expect(windows.get(other.id)).toEqual([
      { date: '2026-12-06', startsAt: indiaTimeToInstant('2026-12-06', '00:00'), endsAt: indiaTimeToInstant('2026-12-07', '00:00') },
    ]);
    expect(windows.get(999999)).toEqual([]);
  });

  it('gives a deactivated therapist no days, and reads rooms by their own hours and leave', async ({ api, call }) => {
    const therapist = await create(call, therapistBody());
    await call('PUT', `/api/v1/therapists/${therapist.id}`, therapistBody({ email: therapist.email, password: '', active: false }));
    expect((await workingWindows(api.db, 'therapist', [therapist.id], '2026-11-30', '2026-12-01')).get(therapist.id)).toEqual([]);

    const room = (await (await call('POST', '/api/v1/rooms', { name: `Window Room ${++serial}`, fittings: [] })).json()) as { id: number };
    await call('PUT', `/api/v1/rooms/${room.id}/hours`, {
      hours: [
        { weekday: 1, startMinute: 450, endMinute: 1080 },
        { weekday: 2, startMinute: 450, endMinute: 1080 },
      ],
    });
    await call('POST', '/api/v1/resource-leave', { resourceKind: 'room', resourceId: room.id, startsOn: '2026-11-24', endsOn: '2026-11-30' });
    expect((await workingWindows(api.db, 'room', [room.id], '2026-11-30', '2026-12-01')).get(room.id)).toEqual([
      window('2026-12-01', '07:30', '18:00'),
    ]);
    // The therapist's id read as a room: no room has it, so no days.
    expect((await workingWindows(api.db, 'room', [therapist.id + 100000], '2026-11-30', '2026-12-01')).get(therapist.id + 100000)).toEqual([]);
  });
});
