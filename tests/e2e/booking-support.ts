import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { catalogueOf } from '../../src/i18n/catalogues';
import type { Locale } from '../../src/i18n/locales';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import type { AvailableSlot, BookedAppointment, IntakeForm } from '../../src/lib/api/types';
import { formatDate, longDateName } from '../../src/lib/format/date';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { clinicDayRangeIso } from '../../src/lib/time/booking-day';

/** A 10-digit Indian mobile number nobody else in this run uses. */
export const uniqueMobile = () => `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;

/**
 * The first Monday-to-Saturday date from the day after tomorrow, as YYYY-MM-DD in India (the seed
 * has slots then). Never tomorrow: at any hour its first slot is more than 24 hours away, so a
 * booking on it is cancelled with a full refund and can be moved, whatever the time of the run.
 */
export function nextClinicDay(): string {
  for (let days = 2; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000 + 5.5 * 3_600_000);
    if (date.getUTCDay() !== 0) return date.toISOString().slice(0, 10);
  }
}

/** The newest one-time code for a number, from the local provider's dev endpoint. */
export async function latestCode(request: APIRequestContext, mobile: string): Promise<string> {
  const res = await request.get(`/api/dev/verification-codes?mobile=${encodeURIComponent(mobile)}`);
  expect(res.status()).toBe(200);
  const codes = (await res.json()) as { code: string }[];
  expect(codes.length).toBeGreaterThan(0);
  return codes[0]!.code;
}

/** Registers and verifies a patient through the API, as a previous visit would have (details confirmed unless `confirm` is false). */
export async function signedInPatient(request: APIRequestContext, name = 'Returning Patient', { confirm = true } = {}) {
  const mobile = `+91${uniqueMobile()}`;
  expect((await request.post('/api/v1/users', { data: { name, mobile } })).status()).toBe(201);
  const session = await signIn(request, mobile);
  if (confirm) {
    const put = await request.put('/api/v1/users/me', { data: { name }, headers: { Authorization: `Bearer ${session.token}` } });
    expect(put.status()).toBe(200);
  }
  return session;
}

/** A registered patient verifies the phone again: a new session (after a clock jump past the last one's expiry). */
export async function signIn(request: APIRequestContext, mobile: string) {
  const sent = (await (await request.post('/api/v1/auth/send-otp', { data: { mobile } })).json()) as { firebase_uid: string };
  const code = await latestCode(request, mobile);
  const confirmed = (await (await request.post('/api/dev/phone-auth/confirm', { data: { sessionId: sent.firebase_uid, code } })).json()) as {
    idToken: string;
    uid: string;
  };
  const verified = (await (
    await request.post('/api/v1/auth/verify-otp', { data: { firebase_uid: confirmed.uid, idToken: confirmed.idToken } })
  ).json()) as { token: string; id: number };
  return { mobile, token: verified.token, userId: verified.id, firebaseUid: confirmed.uid };
}

/** Puts a stored patient session in the browser (SPEC §3 keys) and reloads the wizard. */
export async function openWithStoredSession(
  page: Page,
  session: { token: string; userId: number; firebaseUid: string },
  expiresAt = Date.now() + 3_600_000,
  path = '/book-appointment',
) {
  await page.goto(path);
  await page.evaluate(
    ({ keys, values }) => {
      localStorage.setItem(keys.token, values.token);
      localStorage.setItem(keys.expiry, String(values.expiresAt));
      localStorage.setItem(keys.firebaseUid, values.firebaseUid);
      localStorage.setItem(keys.userId, String(values.userId));
    },
    { keys: SESSION_KEYS, values: { ...session, expiresAt } },
  );
  await page.reload();
}

/** The calendar's button for a day (its label starts with the long date). */
export const calendarDay = (page: Page, date: string, locale: Locale = 'en') =>
  page.getByRole('grid').getByRole('button', { name: new RegExp(`^${longDateName(date, locale)}`) });

/** On Select Date: moves to the day's month if needed and picks it. */
export async function pickCalendarDay(page: Page, date: string, locale: Locale = 'en') {
  const day = calendarDay(page, date, locale);
  if (!(await day.isVisible())) await page.getByRole('button', { name: catalogueOf(locale).booking.bookingCopy.calendar.nextMonth }).click();
  await day.click();
}

/** The time slots offered on Select Time (not the doctor choice). */
export const slotRadios = (page: Page) => page.getByRole('group', { name: /^Times with / }).getByRole('radio');

/** From step 1 to the confirmation step: service, description, date, the first free slot. Answers the slot id. */
export async function chooseServiceDateAndSlot(
  page: Page,
  date = nextClinicDay(),
  service = { name: 'Personalized Consultation', price: '₹800.00' },
): Promise<number> {
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await page.getByLabel('Service', { exact: true }).selectOption({ label: service.name });
  await expect(page.getByText(service.price)).toBeVisible();
  await page.getByLabel('Describe your condition').fill('Joint pain in the mornings for three months');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Select Date' })).toBeVisible();
  await pickCalendarDay(page, date);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Select Time' })).toBeVisible();
  const slot = slotRadios(page).first();
  await slot.check();
  const slotId = Number(await slot.getAttribute('value'));
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
  return slotId;
}

/** Whether a slot is still offered on that day (to the patient holding it, when a token is given). */
export async function isSlotAvailable(request: APIRequestContext, slotId: number, date: string, token?: string) {
  const startDate = new Date(`${date}T00:00:00+05:30`).toISOString();
  const endDate = new Date(`${date}T23:59:59.999+05:30`).toISOString();
  const res = await request.get(`/api/v1/time-slots/available?startDate=${encodeURIComponent(startDate)}&endDate=${encodeURIComponent(endDate)}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }[]).some((s) => s.id === slotId);
}

/** A Monday-to-Saturday India date at least `days` days ahead (the seed has slots then). */
export function clinicDayAhead(days: number): string {
  for (let d = days; ; d++) {
    const date = new Date(Date.now() + d * 86_400_000 + 5.5 * 3_600_000);
    if (date.getUTCDay() !== 0) return date.toISOString().slice(0, 10);
  }
}

type BookableSlot = { id: number; doctor: { name: string } };

/** An appointment's booking as the wizard sends it to create-order and verify-payment. */
export interface BookingRequest {
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
  mode?: 'video' | 'call' | 'in_person';
}

/**
 * Books and pays for a slot through the API, as the wizard does: create-order (with `orderOnly`,
 * such as the consent version), the local checkout's payment, verify-payment (201).
 */
export async function paidBooking(request: APIRequestContext, token: string, booking: BookingRequest, orderOnly: Record<string, unknown> = {}) {
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/v1/appointments/create-order', { headers, data: { ...booking, ...orderOnly } });
  expect(created.ok(), await created.text()).toBe(true);
  const { order_id } = (await created.json()) as { order_id: string };
  const paid = (await (await request.post('/api/dev/checkout/pay', { data: { order_id } })).json()) as Record<string, string>;
  const verified = await request.post('/api/v1/appointments/verify-payment', { headers, data: { ...paid, ...booking } });
  expect(verified.status()).toBe(201);
  return ((await verified.json()) as BookedAppointment).appointment;
}

/** The patient answers the appointment's intake form (its current version) with what `answersOf` gives for it. */
export async function answerIntake(
  request: APIRequestContext,
  token: string,
  appointmentId: number,
  answersOf: (form: IntakeForm) => Record<string, unknown>,
) {
  const headers = { Authorization: `Bearer ${token}` };
  const { form } = (await (await request.get(`/api/v1/appointments/${appointmentId}/intake`, { headers })).json()) as { form: IntakeForm };
  const put = await request.put(`/api/v1/appointments/${appointmentId}/intake`, {
    headers,
    data: { version: form.version, answers: answersOf(form) },
  });
  expect(put.status()).toBe(200);
}

/** A signed-in patient with one paid appointment of `serviceName` (booked through the API, as the wizard does). */
export async function bookedPatient(request: APIRequestContext, serviceName: string, mode: 'video' | 'call' = 'video', name = 'Journey Patient') {
  const patient = await signedInPatient(request, name);
  const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
  const service = services.find((s) => s.name === serviceName)!;
  const day = clinicDayAhead(2);
  const range = clinicDayRangeIso(day);
  const slots = (await (
    await request.get(
      `/api/v1/time-slots/available?startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}&serviceId=${service.id}`,
    )
  ).json()) as BookableSlot[];
  // Slots late in the list: other specs take the first ones.
  const slot = slots[slots.length - 1 - Math.floor(Math.random() * Math.min(4, slots.length))]!;
  await paidBooking(request, patient.token, { userId: patient.userId, slotId: slot.id, serviceId: service.id, description: 'Journey test', mode });
  return { patient, service };
}

/** Opens My appointments (at `path`: /hi/my-appointments in Hindi) with the patient's stored session (SPEC §3 keys, as the wizard leaves them). */
export async function openMyAppointments(page: Page, session: { token: string; userId: number; firebaseUid: string }, path = '/my-appointments') {
  await page.goto(path);
  await page.evaluate(
    ({ keys, values }) => {
      localStorage.setItem(keys.token, values.token);
      localStorage.setItem(keys.expiry, String(Date.now() + 3_600_000));
      localStorage.setItem(keys.firebaseUid, values.firebaseUid);
      localStorage.setItem(keys.userId, String(values.userId));
    },
    { keys: SESSION_KEYS, values: session },
  );
  await page.reload();
}

/** In the open New appointment dialog: the slot's day and time. */
export async function chooseDayAndTime(page: Page, slot: AvailableSlot) {
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByLabel('Day', { exact: true }).fill(indiaDateOf(new Date(slot.start_time)));
  await dialog
    .getByRole('group', { name: 'Time' })
    .getByRole('radio', { name: formatDate(slot.start_time, 'time', 'Asia/Kolkata') })
    .check();
}
