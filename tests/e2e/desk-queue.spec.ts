import type { Page } from '@playwright/test';
import { CLINIC_TIME_ZONE, indiaDateOf, weekdayOf } from '../../src/lib/time/clinic-time';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';
import { serverNowMs, slotStartingSoon, type Slot } from './support/slot-starting-soon';

// Issue 51 items 7 and 8: the walk-in queue with the waiting room's board, and a doctor's leave.
test.use({ timezoneId: CLINIC_TIME_ZONE });
const SHOTS = '/tmp/desk-queue';
const CONSULTATION = 'Personalized Consultation';

const bearer = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

/** A doctor of this test alone (no other spec signs in as them), offering the consultation. */
async function newDoctor(page: Page, name: string) {
  const service = (await adminGet<{ id: number; name: string; price: number }[]>(page, '/services')).find((s) => s.name === CONSULTATION)!;
  const suffix = Date.now().toString(36);
  const res = await page.request.post('/api/v1/doctors', {
    headers: await bearer(page),
    data: {
      name: `${name} ${suffix}`,
      specialization: 'Kayachikitsa',
      email: `${name.toLowerCase().replace(/\W+/g, '.')}.${suffix}@clinic.example`,
      mobile: '9824011000',
      gender: 'female',
      service_ids: [service.id],
    },
  });
  expect(res.status()).toBe(201);
  const doctor = (await res.json()) as { id: number; name: string; email: string };
  return { doctor, service };
}

/** A desk booking paid in cash, in person. */
async function book(page: Page, slotId: number, service: { id: number; price: number }, name: string, language: 'en' | 'hi' | 'gu' = 'en') {
  const res = await page.request.post('/api/v1/appointments/staff', {
    headers: await bearer(page),
    data: {
      patient: { name, language, mobile: `+9197${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}` },
      serviceId: service.id,
      slotId,
      mode: 'in_person',
      payment: { method: 'cash', amount: service.price },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { patientId: number; appointment: { id: number } };
}

test('the desk gives tokens, the doctor calls the next from My Schedule, the waiting room’s board shows it at 1366 and 360 px', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { doctor, service } = await newDoctor(page, 'Dr Queue');
  const password = 'e2e-queue-doctor-password';
  expect(
    (await page.request.put(`/api/v1/doctors/${doctor.id}/login`, { headers: await bearer(page), data: { email: doctor.email, password } })).status(),
  ).toBe(200);

  // A booked visit today: the patient arrives and gets token 1.
  const suffix = Date.now().toString(36);
  const booked = await book(page, (await slotStartingSoon(page, doctor.name)).id, service, `Asha ${suffix} Mehta`);
  expect(
    (
      await page.request.post(`/api/v1/appointments/${booked.appointment.id}/status`, { headers: await bearer(page), data: { status: 'checked_in' } })
    ).status(),
  ).toBe(200);
  // Someone on file walks in without a booking: the desk gives them token 2 on the Queue screen.
  const walker = await book(page, (await slotStartingSoon(page, doctor.name)).id, service, `Ravi ${suffix} Kumar`);
  await page.goto('/admin/queue');
  await expect(page.getByRole('heading', { name: /^Queue/, level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add a walk-in' });
  await form.getByRole('button', { name: 'Give a token' }).click();
  await expect(form.getByText('Choose the doctor')).toBeVisible();
  await form.getByLabel('Doctor').selectOption({ label: doctor.name });
  await form.getByLabel('Patient: find by name or mobile').fill(`Ravi ${suffix} Kumar`);
  await form.getByRole('button', { name: new RegExp(`^Ravi ${suffix} Kumar`) }).click();
  await form.getByRole('button', { name: 'Give a token' }).click();
  await expect(page.getByText(`Token 2 given to Ravi ${suffix} Kumar`)).toBeVisible();
  const desk = page.getByRole('region', { name: doctor.name });
  await expect(desk.getByRole('row')).toHaveText([/^Token/, /^1Asha .* Mehta.*Booked visit/, /^2Ravi .* Kumar.*Walk-in/]);
  expect(walker.patientId).toBeGreaterThan(0);

  // The waiting room's screens, signed out: initials and numbers only.
  const room = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE });
  const wide = await room.newPage();
  await wide.setViewportSize({ width: 1366, height: 768 });
  const narrow = await room.newPage();
  await narrow.setViewportSize({ width: 360, height: 740 });
  for (const board of [wide, narrow]) {
    await board.goto(`/queue-board?doctor=${doctor.id}`);
    const card = board.getByRole('listitem').filter({ has: board.getByRole('heading', { name: doctor.name }) });
    await expect(card).toContainText('Not started yet');
    await expect(card.getByRole('listitem')).toHaveText(['1A. M.', '2R. K.']);
    await expect(board.locator('body')).not.toContainText('Asha');
    await expect(board.locator('body')).not.toContainText('Ravi');
  }
  await expectNoAxeViolations(narrow);

  // The doctor calls the next patient from My Schedule.
  const doctorContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width: 1366, height: 900 } });
  const own = await doctorContext.newPage();
  await own.goto('/admin');
  await own.getByLabel('Email').fill(doctor.email);
  await own.getByLabel('Password').fill(password);
  await own.getByRole('button', { name: 'Login' }).click();
  await expect(own).toHaveURL(/\/admin\/my-schedule$/);
  const queueCard = own.getByRole('region', { name: 'Queue today' });
  await expect(queueCard).toContainText('Waiting: 2');
  await queueCard.getByRole('button', { name: 'Call next patient' }).click();
  await expect(own.getByText(`Token 1 called: Asha ${suffix} Mehta`)).toBeVisible();
  await expect(own.getByTestId('schedule-now-calling')).toHaveText('1');
  await own.screenshot({ path: `${SHOTS}/my-schedule-queue-1366.png` });

  // The boards read themselves again within ten seconds: "now calling" 1, A. M.
  for (const [board, width] of [
    [wide, 1366],
    [narrow, 360],
  ] as const) {
    await expect(board.getByTestId(`now-calling-${doctor.id}`)).toHaveText('1A. M.', { timeout: 15_000 });
    await expect(
      board
        .getByRole('listitem')
        .filter({ has: board.getByRole('heading', { name: doctor.name }) })
        .getByRole('listitem'),
    ).toHaveText(['2R. K.']);
    await board.screenshot({ path: `${SHOTS}/board-${width}.png`, fullPage: true });
  }
  // In Hindi the board's labels are Hindi.
  await narrow.goto(`/hi/queue-board?doctor=${doctor.id}`);
  await expect(narrow.getByText('अभी बुलाया जा रहा है')).toBeVisible();
  await narrow.screenshot({ path: `${SHOTS}/board-hi-360.png`, fullPage: true });

  // The desk sees the call and the average wait.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId(`queue-now-calling-${doctor.id}`)).toHaveText('1');
  await expect(page.getByTestId(`queue-average-wait-${doctor.id}`)).toHaveText(/^\d+ min$/);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/queue-1366.png`, fullPage: true });
  await room.close();
  await doctorContext.close();
});

test('staff mark a doctor away for a day: the booked patients are listed, moved or cancelled with a full refund and told in their language; some hours close only those slots', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const away = await newDoctor(page, 'Dr Away');
  const cover = await newDoctor(page, 'Dr Cover');
  const day = indiaDateOf(new Date((await serverNowMs(page)) + 4 * 86_400_000));
  const headers = await bearer(page);
  for (const doctorId of [away.doctor.id, cover.doctor.id]) {
    const generated = await page.request.post('/api/v1/time-slots/generate', {
      headers,
      data: { doctorId, startDate: day, endDate: day, weekdays: [weekdayOf(day)], dayStart: '10:00', dayEnd: '12:00', slotMinutes: 30 },
    });
    expect(generated.status()).toBeLessThan(300);
  }
  const slotsOf = async (doctorId: number) =>
    (await adminGet<Slot[]>(page, '/time-slots'))
      .filter(
        (slot) =>
          slot.doctor.name === (doctorId === away.doctor.id ? away.doctor.name : cover.doctor.name) && indiaDateOf(new Date(slot.start_time)) === day,
      )
      .sort((a, b) => a.start_time.localeCompare(b.start_time));
  const [ten, tenThirty] = await slotsOf(away.doctor.id);
  const suffix = Date.now().toString(36);
  // Meena reads Hindi, Kiran Gujarati: each is told in their own language.
  const meenaBooking = await book(page, ten!.id, away.service, `Meena Desai ${suffix}`, 'hi');
  const kiranBooking = await book(page, tenThirty!.id, away.service, `Kiran Shah ${suffix}`, 'gu');
  const toldIn = async (appointmentId: number, kind: string, script: RegExp) => {
    const outbox = (await (await page.request.get('/api/dev/outbox', { params: { appointment_id: appointmentId, kind } })).json()) as {
      audience: string;
      body_text: string;
    }[];
    const toPatient = outbox.filter((message) => message.audience === 'patient');
    expect(toPatient.length).toBeGreaterThan(0);
    for (const message of toPatient) expect(message.body_text).toMatch(script);
  };

  await page.goto('/admin/doctor-leave');
  await page.getByLabel('Doctor').selectOption({ label: away.doctor.name });
  const form = page.getByRole('form', { name: 'Mark the doctor away' });
  await form.getByLabel('First day').fill(day);
  await form.getByLabel('Last day').fill(day);
  await form.getByLabel('Note (optional)').fill('Conference');
  await form.getByRole('button', { name: 'Save leave' }).click();
  await expect(page.getByText('Leave saved. 2 booked appointment(s) need action.')).toBeVisible();
  const needing = page.getByRole('region', { name: 'Appointments needing action' });
  await expect(needing.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Leave ahead' })).toContainText('Conference');
  await page.screenshot({ path: `${SHOTS}/leave-1366.png`, fullPage: true });

  // Meena moves to the covering doctor at the same hour.
  const meena = needing.getByRole('row').filter({ hasText: `Meena Desai ${suffix}` });
  const moveTo = meena.getByLabel('Move to');
  const coverTime = moveTo.locator('option', { hasText: cover.doctor.name }).first();
  await expect(coverTime).toHaveText(/10:00/);
  await moveTo.selectOption({ label: (await coverTime.textContent())! });
  await meena.getByRole('button', { name: 'Move' }).click();
  await expect(page.getByText('Appointment moved; the patient is told.')).toBeVisible();
  await expect(needing.getByRole('row').filter({ hasText: `Meena Desai ${suffix}` })).toHaveCount(0);
  await toldIn(meenaBooking.appointment.id, 'rescheduled', /[\u0900-\u097F]/);

  // Kiran's is cancelled with the full fee back.
  await needing
    .getByRole('row')
    .filter({ hasText: `Kiran Shah ${suffix}` })
    .getByRole('button', { name: 'Cancel with full refund' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel with a full refund' });
  await expect(dialog).toContainText('goes back in full');
  await dialog.getByRole('button', { name: 'Cancel the appointment' }).click();
  await expect(page.getByText('Appointment cancelled with a full refund; the patient is told.')).toBeVisible();
  await toldIn(kiranBooking.appointment.id, 'cancelled', /[\u0A80-\u0AFF]/);
  await expect(needing).toContainText('No booked appointment falls in this doctor’s leave.');
  await expect(page.getByRole('region', { name: 'Leave ahead' }).getByRole('row').nth(1)).toContainText('None');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/leave-done-1366.png`, fullPage: true });

  // The covering doctor away 10:00 to 11:00 only: Meena's moved visit is listed, the 10:30 closes, 11:00 and 11:30 stay open.
  const [, coverTenThirty, coverEleven, coverElevenThirty] = await slotsOf(cover.doctor.id);
  await page.getByLabel('Doctor', { exact: true }).selectOption({ label: cover.doctor.name });
  await form.getByLabel('Only some hours of one day').check();
  await form.getByLabel('Day', { exact: true }).fill(day);
  await form.getByLabel('Away from').fill('10:00');
  await form.getByLabel('Back at').fill('11:00');
  await form.getByRole('button', { name: 'Save leave' }).click();
  await expect(page.getByText('Leave saved. 1 booked appointment(s) need action.')).toBeVisible();
  await expect(needing.getByRole('row')).toHaveCount(2);
  await expect(needing).toContainText(`Meena Desai ${suffix}`);
  await expect(page.getByRole('region', { name: 'Leave ahead' }).getByRole('row').nth(1)).toContainText(/10:00.*11:00/);
  const open = await page.request.get('/api/v1/time-slots/available', {
    params: { startDate: `${day}T00:00:00+05:30`, endDate: `${day}T23:59:00+05:30`, serviceId: cover.service.id },
  });
  const openIds = ((await open.json()) as { id: number }[]).map((slot) => slot.id);
  expect(openIds).toEqual(expect.arrayContaining([coverEleven!.id, coverElevenThirty!.id]));
  expect(openIds).not.toContain(coverTenThirty!.id);
  await page.screenshot({ path: `${SHOTS}/leave-hours-1366.png`, fullPage: true });
});
