import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clinicSettings } from '../../src/server/db/schema';
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
