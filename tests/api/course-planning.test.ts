import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect } from 'vitest';
import { auditEvents, courseSessions, courses, courseTemplates, reservations, rooms } from '../../src/server/kernel/db/schema';
import type { Database } from '../../src/server/kernel/db/database';
import { apiTest as it, type Call } from '../support/api-fixture';
import { createAppointment, insertDoctor, insertService } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { addLeave, addRoom, addTemplate, addTherapist, addTherapy, retireResources, setHours } from '../support/course-rows';
import { createUser } from '../support/test-app';

const STARTS_ON = '2027-01-04';
const ist = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(11, 16);
const istDate = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 10);

interface Proposed {
  stepIndex: number;
  therapyName: string;
  date: string;
  dayOffset: number;
  startsAt: string | null;
  endsAt: string | null;
  roomId: number | null;
  therapistIds: number[];
  conflicts: { kind: string; message: string }[];
  alternatives: { startsAt: string; endsAt: string; roomId: number; therapistIds: number[] }[];
}
interface Proposal {
  fits: boolean;
  sessions: Proposed[];
}
interface CourseJson {
  id: number;
  pricePaise: number;
  sessionCount: number;
  ledger: Record<string, number>;
  sessions: {
    id: number;
    stepIndex: number;
    status: string;
    startsAt: string;
    endsAt: string;
    roomId: number;
    therapistIds: number[];
    replacesSessionId: number | null;
  }[];
}

/**
 * A clinic of its own: abhyanga (45 min, two therapists, a treatment table), swedana (20 min, a
 * steam chamber) and basti (30 min, a basti bed); four women and two men; a three-day course.
 */
async function clinic(db: Database) {
  await retireResources(db);
  const abhyanga = await addTherapy(db, 'Abhyanga', 45, 'treatment-table', 2);
  const swedana = await addTherapy(db, 'Swedana', 20, 'steam-chamber');
  const basti = await addTherapy(db, 'Basti', 30, 'basti-bed');
  const table = await addRoom(db, ['treatment-table']);
  const steam = await addRoom(db, ['steam-chamber']);
  const bastiRoom = await addRoom(db, ['basti-bed']);
  const asha = await addTherapist(db, 'Asha', 'female', [abhyanga.id, swedana.id]);
  const bina = await addTherapist(db, 'Bina', 'female', [abhyanga.id, swedana.id]);
  const chitra = await addTherapist(db, 'Chitra', 'female', [basti.id]);
  const deepa = await addTherapist(db, 'Deepa', 'female', [abhyanga.id]);
  const mohan = await addTherapist(db, 'Mohan', 'male', [abhyanga.id, basti.id]);
  const naren = await addTherapist(db, 'Naren', 'male', [abhyanga.id]);
  const template = await addTemplate(db, 3, [
    { phase: 'purvakarma', dayOffset: 0, therapyId: abhyanga.id, timeOfDay: 'morning' },
    { phase: 'purvakarma', dayOffset: 0, therapyId: swedana.id, timeOfDay: 'morning' },
    { phase: 'purvakarma', dayOffset: 1, therapyId: abhyanga.id },
    { phase: 'purvakarma', dayOffset: 1, therapyId: swedana.id },
    { phase: 'pradhanakarma', dayOffset: 2, therapyId: basti.id },
  ]);
  const patient = (await createUser(db, 'patient', { gender: 'female' })).user;
  return { abhyanga, swedana, basti, table, steam, bastiRoom, asha, bina, chitra, deepa, mohan, naren, template, patient };
}
type Clinic = Awaited<ReturnType<typeof clinic>>;

async function propose(call: Call, body: object): Promise<Proposal> {
  const answer = await call('POST', '/api/v1/courses/proposal', body);
  expect(answer.status, await answer.clone().text()).toBe(200);
  return (await answer.json()) as Proposal;
}

type Chosen = { stepIndex: number; startsAt: string | null; roomId: number | null; therapistIds: number[] };
const chosen = (proposal: Proposal): Chosen[] =>
  proposal.sessions.map((s) => ({ stepIndex: s.stepIndex, startsAt: s.startsAt, roomId: s.roomId, therapistIds: s.therapistIds }));
const toConfirm = (c: Clinic, proposal: Proposal, extra: object = {}) => ({
  patientId: c.patient.id,
  templateId: c.template.id,
  startsOn: STARTS_ON,
  sessions: chosen(proposal),
  ...extra,
});

async function counts(db: Database) {
  return { courses: (await db.select().from(courses)).length, reservations: (await db.select().from(reservations)).length };
}

let c: Clinic;

describe('proposing a course (POST /api/v1/courses/proposal)', () => {
  beforeEach<{ api: { db: Database } }>(async ({ api }) => {
    c = await clinic(api.db);
  });

  it('plans every step in order on its day, back to back, at one start time, with the same therapists and room', async ({ call }) => {
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    expect(plan.fits, JSON.stringify(plan.sessions.map((s) => s.conflicts))).toBe(true);
    expect(plan.sessions.map((s) => [s.therapyName, s.date])).toEqual([
      ['Abhyanga', '2027-01-04'],
      ['Swedana', '2027-01-04'],
      ['Abhyanga', '2027-01-05'],
      ['Swedana', '2027-01-05'],
      ['Basti', '2027-01-06'],
    ]);
    const [a0, s0, a1, s1, b2] = plan.sessions as [Proposed, Proposed, Proposed, Proposed, Proposed];
    // Therapists start at 08:00: the first time that works, then the same every day.
    expect([a0, a1, b2].map((s) => ist(s.startsAt!))).toEqual(['08:00', '08:00', '08:00']);
    expect(s0.startsAt).toBe(a0.endsAt);
    expect(s1.startsAt).toBe(a1.endsAt);
    expect(ist(a0.endsAt!)).toBe('08:45');
    // Women for a woman; two for abhyanga; the same two and room on day 2.
    expect(a0.therapistIds).toHaveLength(2);
    expect(a0.therapistIds.every((id) => [c.asha.id, c.bina.id, c.deepa.id].includes(id))).toBe(true);
    expect(a1.therapistIds).toEqual(a0.therapistIds);
    expect(a1.roomId).toBe(a0.roomId);
    expect([a0.roomId, s0.roomId, b2.roomId]).toEqual([c.table.id, c.steam.id, c.bastiRoom.id]);
    expect(b2.therapistIds).toEqual([c.chitra.id]);
    // Other ways to give swedana that morning, nearest first, after abhyanga ends.
    expect(s0.alternatives.map((alt) => ist(alt.startsAt))).toEqual(['09:00', '09:15', '09:30']);
    for (const alt of s0.alternatives) expect(alt.roomId).toBe(c.steam.id);
  });

  it('honours working hours, leave and existing reservations, and a start time asked for', async ({ api, call }) => {
    await addLeave(api.db, 'therapist', c.asha.id, '2027-01-05');
    await api.db.insert(reservations).values({
      resourceKind: 'room',
      resourceId: c.table.id,
      startsAt: new Date('2027-01-04T08:00:00+05:30'),
      endsAt: new Date('2027-01-04T09:00:00+05:30'),
      purpose: 'block',
    });
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON, startTime: '07:00' });
    expect(plan.fits).toBe(true);
    const [a0, , a1, , b2] = plan.sessions;
    // 07:00 is before any therapist works; 08:00 is blocked in the table room: 09:00.
    expect(ist(a0!.startsAt!)).toBe('09:00');
    // The time asked for never works; each day takes its first time that does.
    expect(ist(a1!.startsAt!)).toBe('08:00');
    expect(a1!.therapistIds).not.toContain(c.asha.id);
    expect(ist(b2!.startsAt!)).toBe('08:00');
  });

  it('a day on which nobody who could give its steps works (a Sunday) names them as conflicts instead of failing', async ({ api, call }) => {
    // Day 3 (Wednesday 2027-01-06) is basti's alone: its therapists and room are off that weekday.
    const notWednesday = [0, 1, 2, 4, 5, 6];
    for (const id of [c.chitra.id, c.mohan.id]) await setHours(api.db, 'therapist', id, ['08:00', '18:00'], notWednesday);
    await setHours(api.db, 'room', c.bastiRoom.id, ['07:00', '20:00'], notWednesday);
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    expect(plan.fits).toBe(false);
    const b2 = plan.sessions[4]!;
    expect([b2.startsAt, b2.roomId, b2.therapistIds]).toEqual([null, null, []]);
    expect(b2.conflicts).toEqual([
      { kind: 'unavailable', message: 'No free therapist and room for Basti on 2027-01-06 after the sessions before it' },
    ]);
    // The days around it are planned as usual.
    expect(plan.sessions.slice(0, 4).every((s) => s.startsAt !== null)).toBe(true);
  });

  it('under the same-gender rule a man is given men; with "any" the women trained in swedana', async ({ api, call }) => {
    const man = (await createUser(api.db, 'patient', { gender: 'male' })).user;
    const same = await propose(call, { patientId: man.id, templateId: c.template.id, startsOn: STARTS_ON });
    expect(same.fits).toBe(false);
    const [a0, s0, , , b2] = same.sessions;
    expect(a0!.therapistIds.sort()).toEqual([c.mohan.id, c.naren.id].sort());
    expect(b2!.therapistIds).toEqual([c.mohan.id]);
    expect(s0!.conflicts).toEqual([{ kind: 'gender', message: "No male therapist is trained in Swedana (the patient's same-gender rule)" }]);
    expect(s0!.startsAt).toBeNull();
    const any = await propose(call, { patientId: man.id, templateId: c.template.id, startsOn: STARTS_ON, therapistGender: 'any' });
    expect(any.fits).toBe(true);
  });

  it('names a step no room is fitted for and a step no therapist is trained in; 404 and 400 for what is not there', async ({ api, call }) => {
    const droni = await addTherapy(api.db, 'Udvartana', 30, 'droni');
    const pizhichil = await addTherapy(api.db, 'Pizhichil', 60, null);
    const template = await addTemplate(api.db, 2, [
      { phase: 'purvakarma', dayOffset: 0, therapyId: droni.id },
      { phase: 'purvakarma', dayOffset: 1, therapyId: pizhichil.id },
    ]);
    const plan = await propose(call, { patientId: c.patient.id, templateId: template.id, startsOn: STARTS_ON, therapistGender: 'any' });
    expect(plan.fits).toBe(false);
    expect(plan.sessions[0]!.conflicts.map((x) => x.message)).toEqual([
      'No therapist is trained in Udvartana',
      'No active room is fitted with droni for Udvartana',
    ]);
    expect(plan.sessions[1]!.conflicts).toEqual([{ kind: 'untrained', message: 'No therapist is trained in Pizhichil' }]);

    expect((await call('POST', '/api/v1/courses/proposal', { patientId: 999999, templateId: template.id, startsOn: STARTS_ON })).status).toBe(404);
    expect((await call('POST', '/api/v1/courses/proposal', { patientId: c.patient.id, templateId: 999999, startsOn: STARTS_ON })).status).toBe(404);
    await api.db.update(rooms).set({ status: true }).where(eq(rooms.id, c.table.id));
    await api.db.update(courseTemplates).set({ status: false }).where(eq(courseTemplates.id, template.id));
    const inactive = await call('POST', '/api/v1/courses/proposal', { patientId: c.patient.id, templateId: template.id, startsOn: STARTS_ON });
    expect(inactive.status).toBe(400);
    expect(((await inactive.json()) as { error: string }).error).toBe('This course template is not offered any more');
    const badDate = await call('POST', '/api/v1/courses/proposal', { patientId: c.patient.id, templateId: c.template.id, startsOn: '2027-02-30' });
    expect(badDate.status).toBe(400);
  });
});

describe('confirming a course (POST /api/v1/courses)', () => {
  beforeEach<{ api: { db: Database } }>(async ({ api }) => {
    c = await clinic(api.db);
  });

  it('holds every session’s room and therapists in one go, prices it from the template, and records who planned it', async ({ api, call }) => {
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    // The client's word on price or length is not asked for; a stray field is refused.
    expect((await call('POST', '/api/v1/courses', { ...toConfirm(c, plan), pricePaise: 1 })).status).toBe(400);
    const answer = await call('POST', '/api/v1/courses', toConfirm(c, plan));
    expect(answer.status, await answer.clone().text()).toBe(201);
    const course = (await answer.json()) as CourseJson;
    expect(course).toMatchObject({ pricePaise: 2_100_000, sessionCount: 5, ledger: { planned: 5, done: 0, missed: 0, moved: 0, cancelled: 0 } });
    const held = await api.db
      .select()
      .from(reservations)
      .where(
        inArray(
          reservations.courseSessionId,
          course.sessions.map((s) => s.id),
        ),
      );
    // Abhyanga: a room and two therapists; the others a room and one.
    expect(held).toHaveLength(3 + 2 + 3 + 2 + 2);
    expect(held.every((r) => r.purpose === 'course_session')).toBe(true);
    const trail = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'course'), eq(auditEvents.entityId, course.id)));
    expect(trail.map((e) => e.action)).toEqual(['create']);

    const read = (await (await call('GET', `/api/v1/courses/${course.id}`)).json()) as CourseJson & { sessions: { therapistNames: string[] }[] };
    expect(read.sessions[4]!.therapistNames).toEqual(['Chitra']);
    const list = (await (await call('GET', `/api/v1/courses?patientId=${c.patient.id}`)).json()) as CourseJson[];
    expect(list.map((x) => x.id)).toEqual([course.id]);
    expect((await call('GET', '/api/v1/courses/999999')).status).toBe(404);

    // The same plan again: the first one holds it all; 409 naming the clash and nothing left behind.
    const before = await counts(api.db);
    const again = await call('POST', '/api/v1/courses', toConfirm(c, plan));
    expect(again.status).toBe(409);
    const body = (await again.json()) as { key: string; error: string };
    expect(body.key).toBe('resource.reservationClash');
    expect(body.error).toMatch(/is already reserved on 4 Jan from 8:00 AM to 8:45 AM \(IST\)/);
    expect(await counts(api.db)).toEqual(before);
  });

  const refusals: [string, (plan: Chosen[]) => object, RegExp][] = [
    [
      'an untrained therapist',
      (plan) => ({ sessions: plan.map((s, i) => (i === 4 ? { ...s, therapistIds: [c.asha.id] } : s)) }),
      /^Asha is not trained in Basti$/,
    ],
    [
      'a room not fitted for the therapy',
      (plan) => ({ sessions: plan.map((s, i) => (i === 0 ? { ...s, roomId: c.steam.id } : s)) }),
      /^steam-chamber room .* is not fitted with treatment-table, which Abhyanga needs$/,
    ],
    [
      'a session outside its step’s day',
      (plan) => ({
        sessions: plan.map((s, i) => (i === 4 ? { ...s, startsAt: new Date(new Date(s.startsAt!).getTime() + 86_400_000).toISOString() } : s)),
      }),
      /^Basti \(step 5\) belongs on 2027-01-06, day 3 of the 3-day course: the plan must fit within the course's days$/,
    ],
    ['a step missing', (plan) => ({ sessions: plan.slice(0, 4) }), /^Basti \(step 5, day 3\) has no session$/],
    ['a step twice', (plan) => ({ sessions: [...plan, plan[1]] }), /^Swedana \(step 2\) has more than one session$/],
    [
      'a man for a woman under the same-gender rule',
      (plan) => ({ sessions: plan.map((s, i) => (i === 0 ? { ...s, therapistIds: [c.asha.id, c.mohan.id] } : s)) }),
      /^Mohan is not female: this patient's therapists are of their own gender$/,
    ],
    [
      'steps out of order',
      (plan) => ({ sessions: plan.map((s, i) => (i === 1 ? { ...s, startsAt: plan[0]!.startsAt } : s)) }),
      /^Swedana \(step 2\) starts before Abhyanga \(step 1\) ends at 8:45/,
    ],
    [
      'a therapist outside working hours',
      (plan) => ({ sessions: plan.map((s, i) => (i === 4 ? { ...s, startsAt: '2027-01-06T17:45:00+05:30' } : s)) }),
      /^Chitra does not work on 2027-01-06 from 5:45 PM to 6:15 PM$/,
    ],
  ];
  it.for(refusals)('refuses %s with its message and stores nothing', async ([, change, message], { api, call }) => {
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    const before = await counts(api.db);
    const refused = await call('POST', '/api/v1/courses', { ...toConfirm(c, plan), ...change(chosen(plan)) });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(message);
    expect(await counts(api.db)).toEqual(before);
  });

  it('a therapist on leave is refused at confirmation', async ({ api, call }) => {
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    await addLeave(api.db, 'therapist', c.chitra.id, '2027-01-06');
    const refused = await call('POST', '/api/v1/courses', toConfirm(c, plan));
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('Chitra is on leave on 2027-01-06');
  });
});

describe('moving a session (POST /api/v1/courses/:id/sessions/:sessionId/move)', () => {
  beforeEach<{ api: { db: Database } }>(async ({ api }) => {
    c = await clinic(api.db);
  });

  async function planned(call: Call): Promise<CourseJson> {
    const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON });
    return (await (await call('POST', '/api/v1/courses', toConfirm(c, plan))).json()) as CourseJson;
  }

  it('previews the later sessions that must move, saving nothing; then applies it keeping the order', async ({ api, call }) => {
    const course = await planned(call);
    const first = course.sessions[0]!;
    const path = `/api/v1/courses/${course.id}/sessions/${first.id}/move`;
    const preview = await call('POST', `${path}/preview`, { startsAt: '2027-01-04T10:00:00+05:30' });
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { fits: boolean; sessions: { sessionId: number; changed: boolean; startsAt: string }[] };
    expect(body.fits).toBe(true);
    expect(body.sessions.map((s) => s.changed)).toEqual([true, true, false, false, false]);
    expect(body.sessions.slice(0, 2).map((s) => ist(s.startsAt))).toEqual(['10:00', '10:45']);
    const unchanged = (await (await call('GET', `/api/v1/courses/${course.id}`)).json()) as CourseJson;
    expect(unchanged.sessions).toEqual(course.sessions);

    const moved = await call('POST', path, { startsAt: '2027-01-04T10:00:00+05:30' });
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await moved.json()) as CourseJson;
    expect(after.ledger).toMatchObject({ planned: 5, moved: 2 });
    const live = after.sessions.filter((s) => s.status === 'planned');
    expect(live.map((s) => s.stepIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(live[0]!.replacesSessionId).toBe(first.id);
    expect(live[0]!.therapistIds).toEqual(first.therapistIds);
    for (const [k, s] of live.entries()) if (k > 0) expect(s.startsAt >= live[k - 1]!.endsAt).toBe(true);
    // The moved ones' reservations are gone; the new ones hold theirs.
    const oldHeld = await api.db
      .select()
      .from(reservations)
      .where(inArray(reservations.courseSessionId, [first.id, course.sessions[1]!.id]));
    expect(oldHeld).toEqual([]);
    const newHeld = await api.db.select().from(reservations).where(eq(reservations.courseSessionId, live[0]!.id));
    expect(newHeld.map((r) => ist(r.startsAt.toISOString()))).toEqual(['10:00', '10:00', '10:00']);
  });

  it('a session moved a day later takes the later days with it; a move onto a held room is 409 and changes nothing', async ({ api, call }) => {
    const course = await planned(call);
    const [, , a1] = course.sessions;
    const preview = (await (
      await call('POST', `/api/v1/courses/${course.id}/sessions/${a1!.id}/move/preview`, { startsAt: '2027-01-06T08:00:00+05:30' })
    ).json()) as {
      sessions: { startsAt: string }[];
    };
    expect(preview.sessions.map((s) => istDate(s.startsAt))).toEqual(['2027-01-06', '2027-01-06', '2027-01-07']);

    const other = (await createUser(api.db, 'patient', { gender: 'female' })).user;
    await api.db.insert(reservations).values({
      resourceKind: 'room',
      resourceId: c.table.id,
      startsAt: new Date('2027-01-05T11:00:00+05:30'),
      endsAt: new Date('2027-01-05T12:00:00+05:30'),
      purpose: 'block',
      note: `held for ${other.id}`,
    });
    const before = await api.db.select().from(courseSessions).where(eq(courseSessions.courseId, course.id));
    const refused = await call('POST', `/api/v1/courses/${course.id}/sessions/${a1!.id}/move`, {
      startsAt: '2027-01-05T11:00:00+05:30',
      roomId: c.table.id,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /treatment-table room .* is already reserved on 2027-01-05 from 11:00 AM to 11:45 AM/,
    );
    expect(await api.db.select().from(courseSessions).where(eq(courseSessions.courseId, course.id))).toEqual(before);
  });
});

describe('a course keeps its gender rule (courses.gender_rule)', () => {
  beforeEach<{ api: { db: Database } }>(async ({ api }) => {
    c = await clinic(api.db);
  });

  it('a course confirmed with "any" moves with "any"; one confirmed under the default keeps to the patient’s gender', async ({ call }) => {
    const confirm = async (therapistGender?: 'any') => {
      const rule = therapistGender ? { therapistGender } : {};
      const plan = await propose(call, { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON, ...rule });
      const answer = await call('POST', '/api/v1/courses', toConfirm(c, plan, rule));
      expect(answer.status, await answer.clone().text()).toBe(201);
      return (await answer.json()) as CourseJson & { genderRule: string };
    };
    // Both plans give this woman women only: the rule is what staff confirmed, not who was chosen.
    const any = await confirm('any');
    expect(any.genderRule).toBe('any');
    expect(any.sessions[0]!.therapistIds).not.toContain(c.mohan.id);
    const men = { startsAt: '2027-01-04T10:00:00+05:30', therapistIds: [c.mohan.id, c.naren.id] };
    const anyPath = `/api/v1/courses/${any.id}/sessions/${any.sessions[0]!.id}/move`;
    const preview = (await (await call('POST', `${anyPath}/preview`, men)).json()) as { fits: boolean };
    expect(preview.fits).toBe(true);
    const moved = await call('POST', anyPath, men);
    expect(moved.status, await moved.clone().text()).toBe(200);
    const after = (await moved.json()) as CourseJson & { genderRule: string };
    expect(after.genderRule).toBe('any');
    expect(after.sessions.find((s) => s.status === 'planned' && s.stepIndex === 0)!.therapistIds.sort()).toEqual([c.mohan.id, c.naren.id].sort());

    const same = await confirm();
    expect(same.genderRule).toBe('same');
    const refused = await call('POST', `/api/v1/courses/${same.id}/sessions/${same.sessions[0]!.id}/move`, {
      ...men,
      startsAt: '2027-01-04T12:00:00+05:30',
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(/is not female/);
    expect(((await (await call('GET', `/api/v1/courses/${same.id}`)).json()) as { genderRule: string }).genderRule).toBe('same');
  });
});

describe('who may plan a course', () => {
  beforeEach<{ api: { db: Database } }>(async ({ api }) => {
    c = await clinic(api.db);
  });

  it('a doctor plans from their own assessment only; a patient or a therapist is refused', async ({ api, call }) => {
    const { doctor, token } = await createDoctorLogin(api.db);
    const service = await insertService(api.db);
    const { appointment: own } = await createAppointment(api.db, { userId: c.patient.id, doctorId: doctor.id, serviceId: service.id });
    const otherDoctor = await insertDoctor(api.db);
    const { appointment: notOwn } = await createAppointment(api.db, {
      userId: c.patient.id,
      doctorId: otherDoctor.id,
      serviceId: service.id,
      hoursFromNow: 30,
    });
    const ask = { patientId: c.patient.id, templateId: c.template.id, startsOn: STARTS_ON };

    const plan = await call('POST', '/api/v1/courses/proposal', { ...ask, assessmentAppointmentId: own.id }, token);
    expect(plan.status, await plan.clone().text()).toBe(200);
    const confirmed = await call(
      'POST',
      '/api/v1/courses',
      { ...toConfirm(c, (await plan.json()) as Proposal), assessmentAppointmentId: own.id },
      token,
    );
    expect(confirmed.status).toBe(201);
    const { id } = (await confirmed.json()) as { id: number };
    expect((await call('GET', `/api/v1/courses/${id}`, undefined, token)).status).toBe(200);
    expect((await call('GET', `/api/v1/courses?patientId=${c.patient.id}`, undefined, token)).status).toBe(403);

    for (const assessmentAppointmentId of [notOwn.id, undefined]) {
      const refused = await call('POST', '/api/v1/courses/proposal', { ...ask, assessmentAppointmentId }, token);
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: string }).error).toBe('A doctor plans a course from their own assessment of the patient');
    }
    const otherLogin = await createDoctorLogin(api.db);
    expect((await call('GET', `/api/v1/courses/${id}`, undefined, otherLogin.token)).status).toBe(404);
    // Staff naming an assessment of another patient.
    const stranger = (await createUser(api.db, 'patient')).user;
    const mismatch = await call('POST', '/api/v1/courses/proposal', { ...ask, patientId: stranger.id, assessmentAppointmentId: own.id });
    expect(mismatch.status).toBe(400);

    const patientToken = (await createUser(api.db, 'patient')).token;
    expect((await call('POST', '/api/v1/courses/proposal', ask, patientToken)).status).toBe(403);
    expect((await call('POST', '/api/v1/courses/proposal', ask, c.asha.token)).status).toBe(403);
    expect((await call('GET', `/api/v1/courses/${id}`, undefined, c.asha.token)).status).toBe(403);
    expect((await call('POST', '/api/v1/courses/proposal', ask, null)).status).toBe(401);
  });
});
