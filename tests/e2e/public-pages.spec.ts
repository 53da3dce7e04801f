import { type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { doctors } from '../../src/content/doctors';
import { pregnancyMonths } from '../../src/content/garbhasanskar';
import { testimonials } from '../../src/content/testimonials';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('Public pages show their SPEC §2 content', () => {
  test('Home: hero with booking and perks, services, about, testimonials and contact form', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Jamnagar Ayurveda Clinic');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const hero = page.locator('.hero');
    await expect(hero.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', 'book-appointment');
    await expect(hero.getByText('Video Consultation')).toBeVisible();
    await expect(hero.getByText('Call Consultation')).toBeVisible();

    const services = page.getByRole('region', { name: 'Our Services' });
    const learnMore = services.getByRole('link', { name: /^Learn More/ });
    await expect(learnMore).toHaveCount(3);
    expect(await learnMore.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/services/personalized-consultation',
      '/services/panchkarma',
      '/services/garbhasanskar',
    ]);

    await expect(page.getByRole('link', { name: /^Read More/ })).toHaveAttribute('href', '/about');
    await expect(page.getByRole('heading', { name: 'What Our Patients Say' })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByLabel('Message')).toBeVisible();
    await expect(contact.getByLabel('Subject')).toHaveCount(0);
    await expect(contact.getByRole('link', { name: '+91 98240 11000' })).toHaveAttribute('href', 'tel:+919824011000');
    await expect(contact.getByRole('link', { name: 'care@ayurvedaclinic.in' })).toHaveAttribute('href', 'mailto:care@ayurvedaclinic.in');
  });

  test('Home uses the simplified bar; other pages show Book an Appointment in the bar', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Book an Appointment' })).toHaveCount(0);
    for (const path of ['/about', '/services', '/diet-plans', '/contact', '/services/garbhasanskar']) {
      await page.goto(path);
      await expect(mainNav(page).getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/book-appointment');
    }
  });

  test('Home carousel shows the patients’ testimonials with star ratings', async ({ page }) => {
    await page.goto('/');
    const carousel = page.locator('.testimonial-carousel');
    await carousel.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island:has(.testimonial-carousel)')).not.toHaveAttribute('ssr');
    const first = testimonials[0]!;
    await expect(carousel.locator('.slick-active').getByText(first.text)).toBeVisible();
    const firstCard = carousel.locator('.slick-active').getByRole('figure', { name: first.patient });
    await expect(firstCard.getByRole('img', { name: `Rated ${first.rating} out of 5` })).toBeVisible();
    await expect(carousel.getByRole('img', { name: 'Rated 4.5 out of 5' }).first()).toBeAttached();
    await expect(carousel.locator('.slick-dots li')).toHaveCount(Math.ceil(testimonials.length / 3));
    for (const item of testimonials) await expect(carousel.getByText(item.patient).first()).toBeAttached();
    await carousel.locator('.slick-dots button').nth(1).click();
    await expect(carousel.locator('.slick-active').getByText(testimonials[3]!.patient)).toBeVisible();
  });

  for (const { width, slides } of [
    { width: 1280, slides: 3 },
    { width: 560, slides: 2 },
    { width: 400, slides: 1 },
  ]) {
    test(`Home carousel shows ${slides} testimonial(s) at a time at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const carousel = page.locator('.testimonial-carousel');
      await carousel.scrollIntoViewIfNeeded();
      await expect(page.locator('astro-island:has(.testimonial-carousel)')).not.toHaveAttribute('ssr');
      await expect(carousel.locator('.slick-slide.slick-active')).toHaveCount(slides);
      await expect(carousel.locator('.slick-dots li')).toHaveCount(Math.ceil(testimonials.length / slides));
    });
  }

  test('About Us: expertise, vision and the three doctors', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Expertise' })).toBeVisible();
    await expect(page.getByText(/trained at the Institute of Teaching and Research in Ayurveda in Jamnagar/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
    await expect(page.getByText(/personalized, evidence-based Ayurveda/)).toBeVisible();
    const team = page.getByRole('region', { name: 'Meet Our Team' });
    await expect(team.getByRole('article')).toHaveCount(3);
    for (const doctor of doctors) {
      const card = team.getByRole('article').filter({ hasText: doctor.name });
      await expect(card.getByText(doctor.qualification)).toBeVisible();
      await expect(card.getByText(doctor.specialty, { exact: true })).toBeVisible();
    }
    await expect(team).toContainText('Gynecology and Fertility');
    await expect(team).toContainText('General Medicine');
    await expect(team).toContainText('Panchakarma');
  });

  test('Contact Us: Get in Touch form with a subject, Call Us and Mail Us cards', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Get in Touch' });
    for (const label of ['Name', 'Email', 'Mobile (optional)', 'Subject', 'Message']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Call Us' }).getByRole('link')).toHaveAttribute('href', 'tel:+919824011000');
    await expect(page.getByRole('region', { name: 'Mail Us' }).getByRole('link')).toHaveAttribute('href', 'mailto:care@ayurvedaclinic.in');
  });

  test('Services: the five service cards', async ({ page }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const titles = ['Personalized Consultation', 'Panchakarma', 'Garbhasanskar', 'Diet Plans & Lifestyle', 'Workshop & Classes'];
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
    for (const title of titles) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  });

  test('Personalized Consultation: ten specialities and a Book Appointment link', async ({ page }) => {
    await page.goto('/services/personalized-consultation');
    await expect(page.getByRole('heading', { level: 1, name: 'Personalized Consultation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Specialities' }).getByRole('heading', { level: 3 })).toHaveCount(10);
    await expect(page.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', '/book-appointment');
  });

  test('Panchakarma: the five main procedures and five specialities', async ({ page }) => {
    await page.goto('/services/panchakarma');
    await expect(page.getByRole('heading', { level: 1, name: 'Panchakarma' })).toBeVisible();
    const procedures = page.getByRole('region', { name: 'The Five Main Procedures' });
    for (const name of ['Vamana', 'Virechana', 'Basti', 'Nasya', 'Raktamokshana']) {
      await expect(procedures.getByRole('heading', { level: 3, name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Our Panchakarma Specialities' }).getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(page.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', '/book-appointment');
  });

  test('Garbhasanskar: nine month tabs with diet and exercise, guidelines and notes', async ({ page }) => {
    await page.goto('/services/garbhasanskar');
    await expect(page.getByRole('heading', { level: 1, name: 'Garbhasanskar' })).toBeVisible();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(9);
    await expect(page.getByRole('tab', { name: 'Month 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText(pregnancyMonths[0]!.diet[0]!);

    await page.getByRole('tab', { name: 'Month 5' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading', { name: 'Diet' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Exercise' })).toBeVisible();
    await expect(panel).toContainText(pregnancyMonths[4]!.exercise[0]!);

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Month 6' })).toBeFocused();
    await expect(page.getByRole('tabpanel')).toContainText(pregnancyMonths[5]!.diet[0]!);

    await expect(page.getByRole('heading', { name: 'Universal Guidelines' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Important Notes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', '/book-appointment');
  });

  test('Arthritis diet plan: causes, symptoms and diet for Amavata and Sandhivata', async ({ page }) => {
    await page.goto('/diet-plans/arthritis');
    await expect(page.getByRole('heading', { level: 1, name: 'Arthritis Diet Plan' })).toBeVisible();
    for (const name of ['Amavata (Rheumatoid arthritis)', 'Sandhivata (Osteoarthritis)']) {
      const section = page.getByRole('region', { name });
      for (const heading of ['Causes', 'Symptoms', 'Foods to favour', 'Foods to avoid']) {
        await expect(section.getByRole('heading', { name: heading })).toBeVisible();
      }
    }
    await expect(page.getByRole('link', { name: 'Book Appointment', exact: true })).toHaveAttribute('href', '/book-appointment');
  });

  test('Every page has a title, a description and a canonical URL', async ({ page }) => {
    for (const path of ['/', '/about', '/contact', '/services', '/services/panchakarma', '/diet-plans', '/diet-plans/arthritis']) {
      await page.goto(path);
      expect((await page.title()).length).toBeGreaterThan(10);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}/?$`));
    }
  });

  test('robots.txt names the sitemap, which lists the public pages', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    const sitemap = await (await request.get('/sitemap-0.xml')).text();
    for (const path of ['/about/', '/services/panchakarma/', '/diet-plans/arthritis/']) expect(sitemap).toContain(path);
    expect(sitemap).not.toContain('/admin');
  });
});

test.describe('Routing', () => {
  test('The home page’s /services/panchkarma spelling redirects permanently to /services/panchakarma', async ({ page, request }) => {
    const res = await request.get('/services/panchkarma', { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/services/panchakarma');
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More Panchakarma' }).click();
    await expect(page).toHaveURL(/\/services\/panchakarma$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Panchakarma' })).toBeVisible();
  });

  test('An unknown path shows Page Not Found with a link home', async ({ page }) => {
    const res = await page.goto('/services/unknown-therapy');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });
});

test.describe('Navigation', () => {
  test('The Services dropdown opens on hover and closes 150 ms after the pointer leaves', async ({ page }) => {
    await page.clock.install({ time: Date.now() });
    await page.goto('/about');
    const services = mainNav(page).getByRole('link', { name: 'Services', exact: true });
    const panchakarma = mainNav(page).getByRole('link', { name: 'Panchakarma' });
    await expect(panchakarma).toBeHidden();
    await services.hover();
    await expect(panchakarma).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await mainNav(page).getByRole('link', { name: 'Personalized Consultation' }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Garbhasanskar' })).toBeVisible();
    // Leave the menu for a point far below it: it stays open for 150 ms (SPEC §9), then closes.
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.mouse.move(640, 700);
    await page.clock.runFor(140);
    await expect(panchakarma).toBeVisible();
    await page.clock.runFor(20);
    await expect(panchakarma).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('The Services dropdown opens on keyboard focus and closes with Escape', async ({ page }) => {
    await page.goto('/about');
    const services = mainNav(page).getByRole('link', { name: 'Services', exact: true });
    await services.focus();
    await expect(mainNav(page).getByRole('link', { name: 'Personalized Consultation' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Personalized Consultation' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(services).toBeFocused();
    await expect(mainNav(page).getByRole('link', { name: 'Personalized Consultation' })).toBeHidden();
  });

  test('On a phone the hamburger toggles the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const contactLink = mainNav(page).getByRole('link', { name: 'Contact Us' });
    await expect(contactLink).toBeHidden();
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(contactLink).toBeVisible();
    await contactLink.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toBeHidden();
  });

  test('The footer has Quick Links, Services and Policies; social icons only once their URL is configured', async ({ page }) => {
    await page.goto('/services');
    const footer = page.getByRole('contentinfo');
    const quickLinks = footer.getByRole('navigation', { name: 'Quick Links' });
    for (const name of ['Home', 'About Us', 'Contact Us']) await expect(quickLinks.getByRole('link', { name })).toBeVisible();
    const services = footer.getByRole('navigation', { name: 'Services' });
    for (const name of ['Personalized Consultation', 'Panchakarma', 'Garbhasanskar'])
      await expect(services.getByRole('link', { name })).toBeVisible();
    const policies = footer.getByRole('navigation', { name: 'Policies' });
    for (const name of ['Cancellation & Refund Policy', 'Privacy Policy', 'Terms of Use'])
      await expect(policies.getByRole('link', { name })).toBeVisible();
    // The content file configures no social URL yet: no icons that link nowhere (issue 20).
    await expect(footer.getByRole('heading', { name: 'Follow Us' })).toHaveCount(0);
    for (const name of ['Facebook', 'Instagram', 'YouTube']) await expect(footer.getByRole('link', { name })).toHaveCount(0);
  });

  test('The translation widget loads only on request and the page works when it cannot load', async ({ page }) => {
    const translateRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('translate.google.com')) translateRequests.push(req.url());
    });
    await page.route('https://translate.google.com/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    expect(translateRequests).toEqual([]);
    await page.getByRole('button', { name: 'Translate' }).click();
    await expect(page.getByText('Translation is unavailable right now. Please try again later.')).toBeVisible();
    expect(translateRequests[0]).toContain('cb=googleTranslateElementInit');
    await expect(page.getByRole('button', { name: 'Translate' })).toBeEnabled();
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover();
    await expect(mainNav(page).getByRole('link', { name: 'Panchakarma' })).toBeVisible();
  });
});
