import { expect, test } from './support/clinic-clock';
import { clinicDayRangeIso } from '../../src/lib/time/booking-day';
import { bookedPatient, clinicDayAhead, openMyAppointments, pickCalendarDay, slotRadios } from './booking-support';

test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = process.env.SHOTS_DIR;

type Slot = { id: number; doctor: { name: string } };

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('A patient moves an appointment with the month calendar and times of the service’s doctors, and lands on the moved card', async ({
      page,
      request,
    }) => {
      const { patient } = await bookedPatient(request, 'Garbhasanskar');
      await openMyAppointments(page, patient);
      const card = page.getByRole('article', { name: 'Garbhasanskar' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /Reschedule/ }).click();
      // The wizard's calendar, not a bare date box.
      await expect(card.getByRole('grid')).toBeVisible();
      await expect(card.getByLabel('New date')).toHaveCount(0);
      await pickCalendarDay(page, clinicDayAhead(5));
      await expect(slotRadios(page).first()).toBeVisible();
      // Only doctors who offer Garbhasanskar are offered (the API says which).
      const day = clinicDayRangeIso(clinicDayAhead(5));
      const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
      const serviceId = services.find((s) => s.name === 'Garbhasanskar')!.id;
      const offered = (await (
        await request.get(
          `/api/v1/time-slots/available?startDate=${encodeURIComponent(day.startDate)}&endDate=${encodeURIComponent(day.endDate)}&serviceId=${serviceId}`,
        )
      ).json()) as Slot[];
      const all = (await (
        await request.get(`/api/v1/time-slots/available?startDate=${encodeURIComponent(day.startDate)}&endDate=${encodeURIComponent(day.endDate)}`)
      ).json()) as Slot[];
      expect(await slotRadios(page).count()).toBe(offered.length);
      expect(offered.length).toBeLessThan(all.length);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reschedule-${width}.png`, fullPage: true });

      await slotRadios(page).last().check();
      await card.getByRole('button', { name: 'Move appointment' }).click();
      await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
      const moved = page.getByRole('article', { name: 'Garbhasanskar' });
      await expect(moved).toContainText('1 move left');
      await expect(moved).toBeFocused();
      await expect(moved).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/moved-${width}.png` });
    });

    test('A patient chooses Hindi for their messages under Your details; a call says the doctor will call', async ({ page, request }) => {
      const { patient } = await bookedPatient(request, 'Personalized Consultation', 'call');
      await openMyAppointments(page, patient);
      const card = page.getByRole('article', { name: 'Personalized Consultation' });
      await expect(card).toContainText('A phone call: the doctor will call your verified number at');
      await expect(card).not.toContainText('meeting link');
      const details = page.getByRole('region', { name: 'Your details' });
      await expect(details).toContainText(patient.mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2'));
      const language = details.getByLabel('Language of your messages');
      await expect(language).toHaveValue('en');
      await language.selectOption('hi');
      await details.getByRole('button', { name: 'Save language' }).click();
      await expect(page.getByText('Your messages will now come in this language.')).toBeVisible();
      const me = (await (await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${patient.token}` } })).json()) as {
        language: string;
      };
      expect(me.language).toBe('hi');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS) await details.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/details-${width}.png`, fullPage: true });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Language of your messages')).toHaveValue('hi');
    });
  });
}
