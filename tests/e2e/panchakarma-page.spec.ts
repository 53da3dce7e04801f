import { openWithStoredSession, signedInPatient } from './booking-support';
import { expect, test } from './support/clinic-clock';

/**
 * The public Panchakarma page (issue 47) in its three languages: the course explained, the price
 * range of the seeded course templates (read at build), and a button that opens the booking
 * wizard with the Panchakarma service chosen for the assessment.
 */
const LANGUAGES = [
  {
    prefix: '',
    title: 'The Panchakarma course at our clinic',
    price: 'A course costs ₹7,500 – ₹42,000',
    book: 'Book the assessment consultation',
    phases: ['Purvakarma: preparation', 'Pradhanakarma: the main procedure', 'Paschatkarma: recovery'],
  },
  {
    prefix: '/hi',
    title: 'हमारे क्लिनिक में पंचकर्म कोर्स',
    price: 'कोर्स का शुल्क ₹7,500 – ₹42,000 है',
    book: 'आकलन परामर्श बुक करें',
    phases: ['पूर्वकर्म: तैयारी', 'प्रधानकर्म: मुख्य प्रक्रिया', 'पश्चात्कर्म: स्वास्थ्य-लाभ'],
  },
  {
    prefix: '/gu',
    title: 'અમારા ક્લિનિકમાં પંચકર્મ કોર્સ',
    price: 'કોર્સની કિંમત ₹7,500 – ₹42,000 છે',
    book: 'મૂલ્યાંકન પરામર્શ બુક કરો',
    phases: ['પૂર્વકર્મ: તૈયારી', 'પ્રધાનકર્મ: મુખ્ય પ્રક્રિયા', 'પશ્ચાત્કર્મ: સ્વાસ્થ્ય-લાભ'],
  },
];

test.describe('The Panchakarma page explains the course and books its assessment', () => {
  for (const language of LANGUAGES) {
    test(`${language.prefix || '/en'}: course, price range and the assessment's booking link`, async ({ page, request }) => {
      const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
      const panchakarma = services.find((service) => service.name === 'Panchakarma')!;
      await page.goto(`${language.prefix}/services/panchakarma`);
      const course = page.getByRole('region', { name: language.title });
      await expect(course).toBeVisible();
      await expect(course.getByText(language.price)).toBeVisible();
      for (const phase of language.phases) await expect(course.getByText(phase)).toBeVisible();
      await expect(course.getByRole('listitem')).toHaveCount(4 + 3 + 3);
      await expect(course.getByRole('link', { name: language.book })).toHaveAttribute(
        'href',
        `${language.prefix}/book-appointment?service=${panchakarma.id}`,
      );
    });
  }

  test('the button opens the booking wizard with Panchakarma chosen', async ({ page, request }) => {
    const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
    const panchakarma = services.find((service) => service.name === 'Panchakarma')!;
    // A patient whose phone is verified goes straight to Service Details.
    await openWithStoredSession(page, await signedInPatient(request, 'Course Patient'));
    await page.goto('/services/panchakarma');
    await page.getByRole('link', { name: 'Book the assessment consultation' }).click();
    await expect(page).toHaveURL(new RegExp(`/book-appointment\\?service=${panchakarma.id}$`));
    await expect(page.getByLabel('Service', { exact: true })).toHaveValue(String(panchakarma.id));
  });

  test('My appointments: a patient without a course reads so, in English and Hindi, with the way to the page', async ({ page, request }) => {
    await openWithStoredSession(page, await signedInPatient(request, 'No Course Patient'));
    await page.goto('/my-appointments');
    const section = page.getByRole('region', { name: 'Your Panchakarma course' });
    await expect(section.getByText('You have no Panchakarma course.', { exact: false })).toBeVisible();
    await expect(section.getByRole('link', { name: 'About Panchakarma' })).toHaveAttribute('href', '/services/panchakarma');
    await page.goto('/hi/my-appointments');
    const hindi = page.getByRole('region', { name: 'आपका पंचकर्म कोर्स' });
    await expect(hindi.getByText('आपका कोई पंचकर्म कोर्स नहीं है।', { exact: false })).toBeVisible();
    await expect(hindi.getByRole('link', { name: 'पंचकर्म के बारे में' })).toHaveAttribute('href', '/hi/services/panchakarma');
  });

  test('reads on a phone and a desktop', async ({ page }, testInfo) => {
    for (const width of [360, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/services/panchakarma');
      const course = page.getByRole('region', { name: 'The Panchakarma course at our clinic' });
      await expect(course).toBeVisible();
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await course.screenshot({ path: testInfo.outputPath(`panchakarma-course-${width}.png`) });
    }
  });
});
