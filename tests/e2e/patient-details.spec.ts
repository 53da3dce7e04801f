import { expect, test } from './support/admin';
import { latestCode, openMyAppointments, signedInPatient, uniqueMobile } from './booking-support';

test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = '/tmp/shots-patient-details';

for (const width of [1366, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('A patient corrects their gender, date of birth, address and emergency contact, and changes their mobile with a code sent to the new number', async ({
      page,
      request,
    }) => {
      const patient = await signedInPatient(request, `Details Patient ${width}`);
      await openMyAppointments(page, patient);
      const form = page.getByRole('form', { name: 'Correct your details' });
      await form.getByLabel('Gender').selectOption({ label: 'Female' });
      await form.getByLabel('Date of birth').fill('1988-02-10');
      await form.getByLabel('Address (printed on your receipts)').fill('4 Gandhi Road, Jamnagar 361001');
      await form.getByLabel('Emergency contact', { exact: true }).fill('Ravi Patel');
      await form.getByLabel('Emergency contact’s number').fill('98250 12345');
      await form.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Your details are corrected.')).toBeVisible();
      await form.screenshot({ path: `${SHOTS}/correct-details-${width}.png` });

      // After a reload the details are the server's.
      await page.reload();
      await expect(form.getByLabel('Gender')).toHaveValue('female');
      await expect(form.getByLabel('Date of birth')).toHaveValue('1988-02-10');
      await expect(form.getByLabel('Address (printed on your receipts)')).toHaveValue('4 Gandhi Road, Jamnagar 361001');
      await expect(form.getByLabel('Emergency contact’s number')).toHaveValue('+919825012345');

      const mobileForm = page.getByRole('form', { name: 'Change your mobile number' });
      const digits = uniqueMobile();
      await mobileForm.getByLabel('New mobile number, with country code (+91…)').fill(`+91 ${digits}`);
      await mobileForm.getByRole('button', { name: 'Send code' }).click();
      const code = mobileForm.getByLabel('Code sent to the new number');
      await expect(code).toBeVisible();
      await code.fill(await latestCode(request, `+91${digits}`));
      await mobileForm.screenshot({ path: `${SHOTS}/mobile-code-${width}.png` });
      await mobileForm.getByRole('button', { name: 'Confirm new number' }).click();
      await expect(page.getByText('Your mobile number is changed. Sign in with it from now on.')).toBeVisible();
      await expect(mobileForm).toContainText(`Your number now: +91 ${digits.slice(0, 5)} ${digits.slice(5)}.`);
      await expect(page.getByRole('region', { name: 'Your details' })).toContainText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
      await page.screenshot({ path: `${SHOTS}/my-appointments-${width}.png`, fullPage: true });
    });

    test('Staff correct a patient’s gender, age, address and mobile on the patient page; the desk’s new patient is asked age, gender and address', async ({
      adminPage: page,
      request,
    }) => {
      const patient = await signedInPatient(request, `Desk Corrected ${width}`);
      await page.goto(`/admin/patients/${patient.userId}`);
      await page.getByRole('button', { name: 'Correct details' }).click();
      const dialog = page.getByRole('dialog', { name: 'Correct details' });
      await dialog.getByLabel('Gender').selectOption({ label: 'Male' });
      await dialog.getByLabel('Age (years)').fill('62');
      await dialog.getByLabel('Address').fill('Near Lakhota Lake, Jamnagar');
      const digits = uniqueMobile();
      await dialog.getByLabel('Mobile').fill(`+91${digits}`);
      await dialog.screenshot({ path: `${SHOTS}/staff-correct-${width}.png` });
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Patient details saved')).toBeVisible();
      const details = page.getByRole('region', { name: 'Details' });
      await expect(details).toContainText('Male');
      await expect(details).toContainText('62 years (as given)');
      await expect(details).toContainText('Near Lakhota Lake, Jamnagar');
      await expect(details).toContainText(`+91 ${digits.slice(0, 5)} ${digits.slice(5)}`);
      await page.screenshot({ path: `${SHOTS}/staff-patient-page-${width}.png`, fullPage: true });

      await page.goto('/admin/appointments');
      await page.getByRole('button', { name: 'New appointment' }).click();
      const booking = page.getByRole('dialog', { name: 'New appointment' });
      await booking.getByRole('button', { name: 'Add a new patient' }).click();
      await expect(booking.getByLabel('Gender')).toBeVisible();
      await expect(booking.getByLabel('Age (years)')).toBeVisible();
      await expect(booking.getByLabel('Address')).toBeVisible();
      await booking.screenshot({ path: `${SHOTS}/desk-new-patient-${width}.png` });
    });
  });
}
