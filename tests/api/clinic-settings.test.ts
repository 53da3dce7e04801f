import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishSiteOf } from '../../src/server/practice/clinic-settings/publish-site';
import { loadConfig } from '../../src/server/kernel/config';
import { auditEvents, clinicSettings } from '../../src/server/kernel/db/schema';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let adminToken: string;
let patientToken: string;
let doctorToken: string;

beforeAll(async () => {
  t = await createTestContext();
  adminToken = (await createUser(t.db, 'admin')).token;
  patientToken = (await createUser(t.db, 'patient')).token;
  doctorToken = (await createDoctorLogin(t.db)).token;
});
afterAll(() => t.close());

const call = (method: string, body?: unknown, token?: string) => t.app.request('/api/v1/clinic-settings', jsonRequest(method, body, token));

const edited = {
  name: 'Jamnagar Ayurveda Clinic',
  addressLine1: '3rd floor, Shanti Complex',
  addressLine2: '',
  city: 'Jamnagar',
  state: 'Gujarat',
  postalCode: '361008',
  mapUrl: 'https://maps.example.com/clinic',
  geoLat: 22.4707,
  geoLon: 70.0577,
  phone: '+91 98240 11000',
  email: 'desk@ayurvedaclinic.in',
};

describe('GET /api/v1/clinic-settings', () => {
  it('answers anyone with the details seeded from the constants the site was built with', async () => {
    const res = await call('GET');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Jamnagar Ayurveda Clinic',
      addressLines: [
        'Jamnagar Ayurveda Clinic',
        '2nd floor, Shanti Complex',
        'Near Lal Bungalow, Pandit Nehru Marg',
        'Jamnagar, Gujarat 361008, India',
      ],
      phone: '+91 98240 11000',
      email: 'care@ayurvedaclinic.in',
      mapUrl: expect.stringMatching(/^https:\/\//),
      geoLat: null,
      geoLon: null,
      // Issue 45: seeded from the hours the site was built with.
      openingHours: ['Monday to Saturday: 10:00 AM – 1:00 PM and 4:00 PM – 7:00 PM IST', 'Sunday: closed'],
      registrationNumber: null,
      logoUrl: null,
    });
  });
});

describe('PUT /api/v1/clinic-settings', () => {
  it('answers 401 without a token and 403 for a patient or a doctor, changing nothing', async () => {
    expect((await call('PUT', edited)).status).toBe(401);
    expect((await call('PUT', edited, patientToken)).status).toBe(403);
    expect((await call('PUT', edited, doctorToken)).status).toBe(403);
    const [row] = await t.db.select().from(clinicSettings);
    expect(row?.addressLine1).toBe('2nd floor, Shanti Complex');
  });

  it.each([
    [{ name: ' ' }, 'Clinic name is required'],
    [{ postalCode: '3610' }, 'PIN code must be 6 digits'],
    [{ mapUrl: 'javascript:alert(1)' }, 'Map link must be a web address starting with https://'],
    [{ geoLon: null }, 'Give both latitude and longitude, or neither'],
    [{ geoLat: 123 }, 'Latitude must be between -90 and 90'],
    [{ email: 'desk' }, 'E-mail is invalid'],
    [{ openingHours: [] }, 'Opening hours are required'],
    [{ openingHours: ['Monday', ' '] }, 'An opening hours line cannot be empty'],
    [{ openingHours: Array.from({ length: 8 }, (_, i) => `Day ${i}: 10 to 7`) }, 'Opening hours fit in at most 7 lines'],
    [{ openingHours: 'Monday to Friday' }, 'Opening hours must be a list of lines'],
    [{ registrationNumber: 'x'.repeat(61) }, 'Registration number must be at most 60 characters'],
    [{ gstin: '24AAAPL1234C1Z' }, 'GSTIN must be 15 characters, like 24AAAPL1234C1ZK'],
    // Issue 43: the pattern fits, the check character (M) does not.
    [{ gstin: '24AAAPJ1234C1Z5' }, 'This GSTIN’s last character does not match the rest: please check the number'],
  ])('refuses %j with 400 "%s"', async (change, message) => {
    const res = await call('PUT', { ...edited, ...change }, adminToken);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });

  it('lets an admin edit the record, answering the new details, and audits the change', async () => {
    const res = await call('PUT', edited, adminToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      addressLine2: null,
      addressLines: ['Jamnagar Ayurveda Clinic', '3rd floor, Shanti Complex', 'Jamnagar, Gujarat 361008, India'],
      geoLat: 22.4707,
      email: 'desk@ayurvedaclinic.in',
    });
    expect(await (await call('GET')).json()).toMatchObject({ addressLine1: '3rd floor, Shanti Complex' });
    const events = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'clinic_settings'), eq(auditEvents.action, 'update')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorRole: 'admin',
      before: { addressLine1: '2nd floor, Shanti Complex' },
      after: { addressLine1: '3rd floor, Shanti Complex' },
    });
  });
});

describe('opening hours and registration number (issue 45)', () => {
  it('keeps the hours and registration an admin gives, and keeps the hours when a save leaves them out', async () => {
    const hours = ['Monday to Friday: 9 AM – 6 PM IST', 'Saturday: 9 AM – 1 PM IST', 'Sunday: closed'];
    const res = await call('PUT', { ...edited, openingHours: hours, registrationNumber: 'GJ/JAM/CE/2024/117' }, adminToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ openingHours: hours, registrationNumber: 'GJ/JAM/CE/2024/117' });
    expect(await (await call('PUT', edited, adminToken)).json()).toMatchObject({ openingHours: hours, registrationNumber: null });
  });
});

describe("saving the clinic's details rebuilds the public pages through NETLIFY_BUILD_HOOK_URL (issue 45)", () => {
  const hookCalls: { method?: string; url?: string }[] = [];
  let hookStatus = 200;
  const standIn = createServer((req, res) => {
    hookCalls.push({ method: req.method, url: req.url });
    res.writeHead(hookStatus).end();
  });
  let hooked: TestContext;
  let token: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
    const hookUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/build_hooks/clinic-site`;
    const config = loadConfig({ NETLIFY_BUILD_HOOK_URL: hookUrl }, { isProduction: false, fallbackJwtSecret: () => 'x'.repeat(32) });
    hooked = await createTestContext({ publishSite: publishSiteOf(config) });
    token = (await createUser(hooked.db, 'admin')).token;
  });
  afterAll(async () => {
    await hooked.close();
    await new Promise((resolve) => standIn.close(resolve));
  });
  const put = (body: unknown) => hooked.app.request('/api/v1/clinic-settings', jsonRequest('PUT', body, token));

  it('posts to the hook once when the address changes, and not for a change the pages do not print', async () => {
    expect((await put(edited)).status).toBe(200);
    expect(hookCalls).toEqual([{ method: 'POST', url: '/build_hooks/clinic-site' }]);
    expect((await put({ ...edited, geoLat: 22.5, geoLon: 70.1, mapUrl: 'https://maps.example.com/entrance' })).status).toBe(200);
    expect(hookCalls).toHaveLength(1);
    expect((await put({ ...edited, openingHours: ['Every day: 8 AM – 8 PM IST'] })).status).toBe(200);
    expect(hookCalls).toHaveLength(2);
  });

  it('keeps the saved details when the hook fails, and never logs its address', async () => {
    hookStatus = 500;
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void logged.push(...args);
    try {
      const res = await put({ ...edited, phone: '+91 98240 22000' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ phone: '+91 98240 22000' });
    } finally {
      console.error = original;
    }
    expect(hookCalls).toHaveLength(3);
    expect(logged.join(' ')).toContain('answered 500');
    expect(logged.join(' ')).not.toContain('build_hooks');
  });
});

describe("the clinic's logo (issue 45)", () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const upload = (bytes: Uint8Array, name: string, token?: string) => {
    const form = new FormData();
    form.append('file', new File([bytes.slice().buffer], name, { type: 'image/png' }));
    return t.app.request('/api/v1/clinic-settings/logo', { method: 'PUT', body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  };
  const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  it('refuses a logo from anyone but an admin, an SVG, a PDF or a file over 200 KB, keeping none', async () => {
    expect((await upload(PNG, 'logo.png')).status).toBe(401);
    expect((await upload(PNG, 'logo.png', patientToken)).status).toBe(403);
    for (const bytes of [svg, new TextEncoder().encode('%PDF-1.4 not an image')]) {
      const res = await upload(bytes, 'logo.png', adminToken);
      expect(res.status).toBe(415);
      expect(((await res.json()) as { error: string }).error).toBe('The logo must be a PNG or JPEG image');
    }
    const large = new Uint8Array(200 * 1024 + 1);
    large.set(PNG);
    const tooLarge = await upload(large, 'logo.png', adminToken);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toBe('The logo may be at most 200 KB');
    expect(await (await call('GET')).json()).toMatchObject({ logoUrl: null });
    expect((await t.app.request('/api/v1/clinic-settings/logo')).status).toBe(404);
  });

  it('serves an uploaded PNG to anyone at a versioned URL, as an image that cannot run anything, until an admin removes it', async () => {
    const res = await upload(PNG, 'logo.png', adminToken);
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/v1\/clinic-settings\/logo\?v=\d+$/);
    const served = await t.app.request(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    const removed = await t.app.request('/api/v1/clinic-settings/logo', { method: 'DELETE', headers: { Authorization: `Bearer ${adminToken}` } });
    expect(await removed.json()).toMatchObject({ logoUrl: null });
    expect((await t.app.request('/api/v1/clinic-settings/logo')).status).toBe(404);
  });
});
