import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { formatPriceRange, SEEDED_PANCHAKARMA_FACTS } from '../../src/lib/domain/panchakarma-page';
import { seedDemoData } from '../../src/server/http/seed';
import { courseTemplates, services } from '../../src/server/kernel/db/schema';
import { panchakarmaPageFacts } from '../../src/server/practice/course-templates/panchakarma-page-facts';
import { apiTest as it } from '../support/api-fixture';

/**
 * What the public Panchakarma page prints from the database at build (issue 47): the price range
 * of the active course templates and the service its booking button preselects. The browser
 * tests' build has no database and prints SEEDED_PANCHAKARMA_FACTS, held to the seed here.
 */
describe('the Panchakarma page’s facts at build', () => {
  it('reads the seeded clinic as the page’s fallback says: ₹7,500 – ₹42,000 and the Panchakarma service', async ({ api }) => {
    await seedDemoData(api.db);
    const facts = await panchakarmaPageFacts(api.db);
    expect(facts).toEqual(SEEDED_PANCHAKARMA_FACTS);
    expect(formatPriceRange(facts.priceRange!)).toBe('₹7,500 – ₹42,000');
    const [service] = await api.db.select().from(services).where(eq(services.id, facts.serviceId!));
    expect(service).toMatchObject({ name: 'Panchakarma', status: true });
  });

  it('counts only active templates, and says so when none is on sale or the service is withdrawn', async ({ api }) => {
    const [cheap] = await api.db
      .insert(courseTemplates)
      .values({ nameEn: 'Old 3-day', nameHi: 'पुराना', nameGu: 'જૂનો', days: 3, pricePaise: 100_000, status: false })
      .returning();
    expect((await panchakarmaPageFacts(api.db)).priceRange).toEqual({ minPaise: 750_000, maxPaise: 4_200_000 });
    await api.db.update(courseTemplates).set({ status: true }).where(eq(courseTemplates.id, cheap!.id));
    expect(formatPriceRange((await panchakarmaPageFacts(api.db)).priceRange!)).toBe('₹1,000 – ₹42,000');

    await api.db.update(courseTemplates).set({ status: false });
    await api.db.update(services).set({ status: false }).where(eq(services.name, 'Panchakarma'));
    expect(await panchakarmaPageFacts(api.db)).toEqual({ priceRange: null, serviceId: null });
  });

  it('writes one price alone when every course costs the same', () => {
    expect(formatPriceRange({ minPaise: 2_100_000, maxPaise: 2_100_000 })).toBe('₹21,000');
  });
});
