import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeOfPage, initialServices } from '../../src/content/service-prices';
import { seedDemoData } from '../../src/server/http/seed';
import { createTestContext, type TestContext } from '../support/test-app';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  await seedDemoData(t.db);
});
afterAll(() => t.close());

describe('GET /api/v1/services after seeding', () => {
  it('prices each service as the fee the pages show (content/service-prices)', async () => {
    const res = await t.app.request('/api/v1/services');
    expect(res.status).toBe(200);
    const priced = ((await res.json()) as { name: string; price: number }[]).map(({ name, price }) => ({
      name,
      pricePaise: Math.round(price * 100),
    }));
    expect(priced).toEqual(expect.arrayContaining(initialServices.map(({ name, pricePaise }) => ({ name, pricePaise }))));
    const pages = {
      '/services/personalized-consultation': 'Personalized Consultation',
      '/services/panchakarma': 'Panchakarma',
      '/services/garbhasanskar': 'Garbhasanskar',
      '/diet-plans': 'Diet Plans & Lifestyle',
    };
    for (const [path, name] of Object.entries(pages)) {
      expect(feeOfPage(path), path).toBe(priced.find((service) => service.name === name)?.pricePaise);
    }
    expect(feeOfPage('/about')).toBeUndefined();
  });
});
