import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/http/seed';
import { createUser, jsonRequest, useTestApp } from '../support/test-app';

const t = useTestApp();
beforeAll(async () => {
  await seedDemoData(t.db);
});

describe('demo seed in the admin', () => {
  it('gives GET /api/v1/appointments/admin a confirmed upcoming, a confirmed one awaiting its outcome and a completed past one, all paid', async () => {
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.request('/api/v1/appointments/admin', jsonRequest('GET', undefined, admin.token));
    const body = (await res.json()) as { status: string; time: string; user: { name: string }; payment: { status: string; amount: number } }[];
    expect(body.map((a) => [a.user.name, a.status])).toEqual([
      ['Kavya Sharma', 'confirmed'],
      ['Rohan Mehta', 'confirmed'],
      ['Kavya Sharma', 'completed'],
    ]);
    expect(body.every((a) => a.payment.status === 'completed' && a.payment.amount > 0)).toBe(true);
    expect(new Date(body[0]!.time).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(body[1]!.time).getTime()).toBeLessThan(Date.now());
    expect(new Date(body[2]!.time).getTime()).toBeLessThan(Date.now());
  });

  it('lists the demo patients in GET /api/v1/users/patients', async () => {
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.request('/api/v1/users/patients', jsonRequest('GET', undefined, admin.token));
    expect(await res.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Kavya Sharma', gender: 'female', role: 'patient' }),
        expect.objectContaining({ name: 'Rohan Mehta', gender: 'male', role: 'patient' }),
      ]),
    );
  });
});

describe('demo seed of the Panchakarma wing (issue 47)', () => {
  it('gives the catalogue, five therapy rooms (and the classes’ hall) and three courses that every room fitting can run', async () => {
    const admin = await createUser(t.db, 'admin');
    const read = async <T>(path: string) => (await (await t.app.request(path, jsonRequest('GET', undefined, admin.token))).json()) as T;
    const therapies = await read<{ name: { en: string; hi: string; gu: string }; fitting: string | null }[]>('/api/v1/therapies');
    expect(therapies.map((therapy) => therapy.name.en)).toEqual(
      expect.arrayContaining(['Abhyanga', 'Bashpa Swedana', 'Shirodhara', 'Virechana', 'Niruha Basti', 'Nasya']),
    );
    expect(therapies.every((therapy) => /[\u0900-\u097F]/.test(therapy.name.hi) && /[\u0A80-\u0AFF]/.test(therapy.name.gu))).toBe(true);
    const rooms = await read<{ fittings: string[] }[]>('/api/v1/rooms');
    expect(rooms).toHaveLength(6);
    for (const therapy of therapies)
      if (therapy.fitting)
        expect(
          rooms.some((room) => room.fittings.includes(therapy.fitting!)),
          therapy.name.en,
        ).toBe(true);

    const courses =
      await read<{ name: { en: string }; days: number; pricePaise: number; steps: { dayOffset: number; phase: string }[] }[]>(
        '/api/v1/course-templates',
      );
    expect(courses.map((course) => [course.name.en, course.days])).toEqual([
      ['7-day Panchakarma (Virechana)', 7],
      ['14-day Panchakarma (Basti)', 14],
      ['5-day Shirodhara', 5],
    ]);
    // Every day of every course has a step, and the pradhanakarma comes after the purvakarma.
    for (const course of courses) {
      expect(new Set(course.steps.map((step) => step.dayOffset)).size).toBe(course.days);
      expect(course.pricePaise).toBeGreaterThan(0);
    }
    expect(courses[0]!.steps.find((step) => step.phase === 'pradhanakarma')!.dayOffset).toBe(4);
  });

  it('gives four therapists, two women and two men, who between them give every therapy to either gender, and a seven-day week for them and the rooms (a course runs without a break)', async () => {
    const admin = await createUser(t.db, 'admin');
    const read = async <T>(path: string) => (await (await t.app.request(path, jsonRequest('GET', undefined, admin.token))).json()) as T;
    type Span = { weekday: number; startMinute: number; endMinute: number };
    const therapies = await read<{ id: number; name: { en: string }; therapistsNeeded: number }[]>('/api/v1/therapies');
    const therapists =
      await read<{ name: string; email: string; gender: string; active: boolean; therapyIds: number[]; hours: Span[] }[]>('/api/v1/therapists');
    expect(therapists).toHaveLength(4);
    expect(therapists.filter((therapist) => therapist.gender === 'female')).toHaveLength(2);
    expect(therapists.filter((therapist) => therapist.gender === 'male')).toHaveLength(2);
    expect(therapists.every((therapist) => therapist.active && /^[a-z]+\.[a-z]+@ayurvedaclinic\.in$/.test(therapist.email))).toBe(true);
    for (const therapy of therapies)
      for (const gender of ['female', 'male']) {
        const trained = therapists.filter((therapist) => therapist.gender === gender && therapist.therapyIds.includes(therapy.id));
        expect(trained.length, `${therapy.name.en} for a ${gender} patient`).toBeGreaterThanOrEqual(therapy.therapistsNeeded);
      }
    const week = (start: number, end: number) => [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: start, endMinute: end }));
    for (const therapist of therapists) expect(therapist.hours, therapist.name).toEqual(week(480, 1020));
    const rooms = await read<{ name: string; hours: Span[] }[]>('/api/v1/rooms');
    // The classes' hall keeps no therapy hours: its sessions hold it by reservation.
    for (const room of rooms.filter((one) => one.name !== 'Yoga Hall')) expect(room.hours, room.name).toEqual(week(450, 1080));
    // Nobody knows a seeded therapist's password: staff set one first.
    const login = await t.app.request('/api/v1/users/login', jsonRequest('POST', { email: therapists[0]!.email, password: '!unset' }));
    expect(login.status).toBe(401);
  });

  it('gives three classes with sessions to come, in three languages, their seats all free', async () => {
    const sessions = (await (await t.app.request('/api/v1/class-sessions')).json()) as {
      title: { en: string; hi: string; gu: string };
      inSeries: boolean;
      seatsLeft: { in_person: number; online: number };
    }[];
    const count = (title: string) => sessions.filter((session) => session.title.en === title).length;
    expect([count('Garbhasanskar'), count('Yoga for arthritis'), count('Ayurvedic cooking workshop')]).toEqual([6, 8, 1]);
    expect(sessions.every((session) => /[\u0900-\u097F]/.test(session.title.hi) && /[\u0A80-\u0AFF]/.test(session.title.gu))).toBe(true);
    expect(sessions.find((session) => session.title.en === 'Garbhasanskar')).toMatchObject({
      inSeries: true,
      seatsLeft: { in_person: 12, online: 20 },
    });
  });
});

describe('demo seed of the dispensary (issue 50)', () => {
  it('gives classical medicines in stock at 5 % GST, and the completed visit’s finalised prescription to dispense', async () => {
    const admin = await createUser(t.db, 'admin');
    const read = async <T>(path: string) => (await (await t.app.request(path, jsonRequest('GET', undefined, admin.token))).json()) as T;
    const medicines = await read<{ name: string; usable: number; gstRate: number; hsn: string }[]>('/api/v1/dispensary/medicines');
    expect(medicines.length).toBeGreaterThanOrEqual(5);
    expect(medicines.every((m) => m.usable > 0 && m.gstRate === 5 && m.hsn.startsWith('3004'))).toBe(true);
    expect((await read<unknown[]>('/api/v1/dispensary/reports/near-expiry?days=30')).length).toBeGreaterThan(0);
    const queue = await read<{ patientName: string; lines: number; dispensedLines: number }[]>('/api/v1/dispensary/queue');
    expect(queue).toEqual([expect.objectContaining({ patientName: 'Kavya Sharma', lines: 3, dispensedLines: 0 })]);
  });
});
