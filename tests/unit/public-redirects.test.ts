import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteHandler, readNetlifyRules } from '../../src/server/local//site';

let handle: (request: Request) => Response;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), 'public-site-'));
  for (const dir of ['diet-plans/arthritis', 'diet-plans/recipe', 'services/panchakarma']) mkdirSync(join(root, dir), { recursive: true });
  writeFileSync(join(root, '404.html'), 'missing');
  writeFileSync(join(root, 'diet-plans', 'index.html'), 'diet plans');
  writeFileSync(join(root, 'diet-plans', 'arthritis', 'index.html'), 'arthritis');
  writeFileSync(join(root, 'diet-plans', 'recipe', 'index.html'), 'recipe host');
  writeFileSync(join(root, 'services', 'panchakarma', 'index.html'), 'panchakarma');
  handle = createSiteHandler(root, readNetlifyRules(join(process.cwd(), 'netlify.toml')));
});

const get = (path: string) => handle(new Request(`http://localhost${path}`));

describe('netlify.toml rules of the public site', () => {
  it('redirects /services/panchkarma permanently to /services/panchakarma', () => {
    const res = get('/services/panchkarma');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/services/panchakarma');
  });

  it('serves the static diet plan pages before the recipe fallback', async () => {
    expect(await get('/diet-plans').text()).toBe('diet plans');
    expect(await get('/diet-plans/arthritis').text()).toBe('arthritis');
  });

  it('serves the recipe host page with 200 for any other /diet-plans/ path', async () => {
    for (const path of ['/diet-plans/moong-dal%20khichdi', '/diet-plans/golden-turmeric%20milk/']) {
      const res = get(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('recipe host');
    }
  });

  it('leaves other unknown paths to the 404 page', () => {
    expect(get('/services/unknown').status).toBe(404);
  });
});
