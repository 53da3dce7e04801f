import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/kernel/db/schema';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) => {
  const res = await t.app.request(`/api/${path}`, jsonRequest(method, body, token));
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T };
};

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
const uniqueMobile = () => `+9196${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
const trailOf = (userId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, userId)));

describe('PUT /api/v1/users/me: the patient corrects their details (issue 45 item 7)', () => {
  it('stores the date of birth, gender, address and emergency contact; a field left out stays', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Asha Patel', gender: 'female' });
    const saved = await call(
      'PUT',
      'v1/users/me',
      {
        name: 'Asha Patel',
        date_of_birth: '1990-06-15',
        address: '4 Gandhi Road\nJamnagar 361001',
        emergency_contact_name: 'Ravi Patel',
        emergency_contact_mobile: '98250 12345',
      },
      patient.token,
    );
    expect(saved.status).toBe(200);
    const day = today();
    expect(saved.json).toMatchObject({
      gender: 'female',
      date_of_birth: '1990-06-15',
      date_of_birth_estimated: false,
      age: Number(day.slice(0, 4)) - 1990 - (day.slice(5) < '06-15' ? 1 : 0),
      address: '4 Gandhi Road\nJamnagar 361001',
      emergency_contact_name: 'Ravi Patel',
      emergency_contact_mobile: '+919825012345',
    });
    // Only the name: everything else stays on file.
    const again = await call('PUT', 'v1/users/me', { name: 'Asha P. Patel' }, patient.token);
    expect(again.json).toMatchObject({
      name: 'Asha P. Patel',
      gender: 'female',
      date_of_birth: '1990-06-15',
      address: '4 Gandhi Road\nJamnagar 361001',
    });
    expect((await call('GET', 'v1/users/me', undefined, patient.token)).json).toEqual(again.json);
  });

  it('an age instead of a date is kept as an estimated date of birth that gives that age today; null clears it', async () => {
    const patient = await createUser(t.db, 'patient');
    const saved = await call('PUT', 'v1/users/me', { name: 'Gita Shah', age: 34 }, patient.token);
    expect(saved.json).toMatchObject({ age: 34, date_of_birth_estimated: true });
    expect(saved.json.date_of_birth).toMatch(new RegExp(`^${Number(today().slice(0, 4)) - 34}-`));
    const cleared = await call('PUT', 'v1/users/me', { name: 'Gita Shah', date_of_birth: null }, patient.token);
    expect(cleared.json).toMatchObject({ age: null, date_of_birth: null, date_of_birth_estimated: false });
  });

  it('refuses bad details with our message and changes nothing', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Mina Rao' });
    const cases: [Record<string, unknown>, string][] = [
      [{ date_of_birth: '1990-02-30' }, 'patientDetails.dateOfBirthInvalid'],
      [{ date_of_birth: '2999-01-01' }, 'patientDetails.dateOfBirthFuture'],
      [{ age: 140 }, 'patientDetails.ageInvalid'],
      [{ age: 30, date_of_birth: '1995-01-01' }, 'patientDetails.ageOrDateOfBirth'],
      [{ address: 'x'.repeat(301) }, 'patientDetails.addressTooLong'],
      [{ emergency_contact_mobile: '12' }, 'validation.mobileInvalid'],
    ];
    for (const [body, key] of cases) {
      const res = await call<{ key: string; fields: Record<string, string> }>('PUT', 'v1/users/me', { name: 'Changed', ...body }, patient.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json), JSON.stringify(body)).toContain(key === 'validation.mobileInvalid' ? 'valid mobile number' : '');
      if (key !== 'validation.mobileInvalid') expect(res.json.key, JSON.stringify(body)).toBe(key);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row).toMatchObject({ name: 'Mina Rao', dateOfBirth: null, address: null });
  });
});

describe('a new mobile number, proved with a one-time code (issue 45 item 7)', () => {
  /** Asks for a code at the new number and turns it into the provider's ID token, as the browser does. */
  async function provedNumber(token: string, mobile: string) {
    const sent = await call<{ firebase_uid: string }>('POST', 'v1/users/me/mobile/code', { mobile }, token);
    expect(sent.status).toBe(200);
    const codes = await call<{ code: string; session_id: string }[]>('GET', `dev/verification-codes?mobile=${encodeURIComponent(mobile)}`);
    const code = codes.json.find((c) => c.session_id === sent.json.firebase_uid)!.code;
    const confirmed = await call<{ idToken: string }>('POST', 'dev/phone-auth/confirm', { sessionId: sent.json.firebase_uid, code });
    return { firebase_uid: sent.json.firebase_uid, idToken: confirmed.json.idToken };
  }

  it('becomes the patient’s after the code, audited; the old number no longer signs in, the new one does', async () => {
    const patient = await createUser(t.db, 'patient', { phoneVerifiedAt: new Date() });
    const newMobile = uniqueMobile();
    const proof = await provedNumber(patient.token, newMobile);
    const changed = await call('PUT', 'v1/users/me/mobile', proof, patient.token);
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ mobile: newMobile });
    const [event] = (await trailOf(patient.user.id)).filter((e) => e.action === 'change_mobile');
    expect(event).toMatchObject({
      actorId: patient.user.id,
      before: expect.objectContaining({ mobile: patient.user.mobile }),
      after: expect.objectContaining({ mobile: newMobile }),
    });
    expect((await call('POST', 'v1/auth/send-otp', { mobile: patient.user.mobile })).status).toBe(404);
    expect((await call('POST', 'v1/auth/send-otp', { mobile: newMobile })).status).toBe(200);
  });

  it('refuses without a code for that number, the own number, another patient’s, and an outsider, changing nothing', async () => {
    const patient = await createUser(t.db, 'patient');
    const other = await createUser(t.db, 'patient');
    // The token proves the number it was made for, never what the body says.
    const proof = await provedNumber(other.token, uniqueMobile());
    expect((await call('PUT', 'v1/users/me/mobile', { ...proof, firebase_uid: 'local-someone-else' }, patient.token)).status).toBe(401);
    expect((await call('PUT', 'v1/users/me/mobile', { firebase_uid: 'x', idToken: 'forged' }, patient.token)).status).toBe(401);
    const same = await call<{ key: string }>('POST', 'v1/users/me/mobile/code', { mobile: patient.user.mobile }, patient.token);
    expect([same.status, same.json.key]).toEqual([400, 'patientDetails.mobileChangeSame']);
    const taken = await call<{ key: string }>('POST', 'v1/users/me/mobile/code', { mobile: other.user.mobile }, patient.token);
    expect([taken.status, taken.json.key]).toEqual([409, 'patientDetails.mobileChangeTaken']);
    expect((await call('POST', 'v1/users/me/mobile/code', { mobile: uniqueMobile() })).status).toBe(401);
    expect((await call('POST', 'v1/users/me/mobile/code', { mobile: uniqueMobile() }, admin.token)).status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row!.mobile).toBe(patient.user.mobile);
    expect((await trailOf(patient.user.id)).filter((e) => e.action === 'change_mobile')).toEqual([]);
  });
});

describe('PUT /api/v1/users/patients/:id: staff correct every detail (issue 45 item 7)', () => {
  it('gender, date of birth or age, address, emergency contact and the mobile, audited as correct', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Hari Desai', firebaseUid: `uid-${Date.now()}` });
    const newMobile = uniqueMobile();
    const res = await call<{ patient: Record<string, unknown> }>(
      'PUT',
      `v1/users/patients/${patient.user.id}`,
      {
        name: 'Hari Desai',
        gender: 'male',
        age: 62,
        address: 'Near Lakhota Lake',
        emergency_contact_name: 'Nita Desai',
        emergency_contact_mobile: '+919825099999',
        mobile: newMobile,
      },
      admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.json.patient).toMatchObject({
      gender: 'male',
      age: 62,
      date_of_birth_estimated: true,
      address: 'Near Lakhota Lake',
      emergency_contact_name: 'Nita Desai',
      emergency_contact_mobile: '+919825099999',
      mobile: newMobile,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.user.id));
    // The old number's sign-in is unlinked; the next code sent to the new number signs the patient in.
    expect(row!.firebaseUid).toBeNull();
    const [event] = await trailOf(patient.user.id);
    expect(event).toMatchObject({
      action: 'correct',
      actorId: admin.user.id,
      before: expect.objectContaining({ mobile: patient.user.mobile, gender: null }),
      after: expect.objectContaining({ mobile: newMobile, gender: 'male', address: 'Near Lakhota Lake' }),
    });
  });

  it('refuses another patient’s number and a doctor, changing nothing', async () => {
    const patient = await createUser(t.db, 'patient', { name: 'Lata Joshi' });
    const other = await createUser(t.db, 'patient');
    const taken = await call<{ key: string }>(
      'PUT',
      `v1/users/patients/${patient.user.id}`,
      { name: 'Lata Joshi', mobile: other.user.mobile },
      admin.token,
    );
    expect([taken.status, taken.json.key]).toEqual([409, 'frontDesk.mobileRegistered']);
    const doctor = await createDoctorLogin(t.db);
    expect((await call('PUT', `v1/users/patients/${patient.user.id}`, { name: 'Lata Joshi', gender: 'female' }, doctor.token)).status).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, patient.user.id));
    expect(row).toMatchObject({ mobile: patient.user.mobile, gender: null });
    expect(await trailOf(patient.user.id)).toEqual([]);
  });
});
