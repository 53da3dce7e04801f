import { describe, expect, it } from 'vitest';
import { createUser, jsonRequest, useTestApp } from '../support/test-app';

const t = useTestApp();

const getPatients = (token?: string) => t.app.request('/api/v1/users/patients', jsonRequest('GET', undefined, token));

describe('GET /api/v1/users/patients', () => {
  it('lists patients only, with the SPEC fields in snake case and never a password hash', async () => {
    const admin = await createUser(t.db, 'admin');
    const { user } = await createUser(t.db, 'patient', { name: 'Asha Patel', gender: 'female', firebaseUid: 'uid-asha' });
    const res = await getPatients(admin.token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>[];
    const asha = body.find((p) => p.id === user.id);
    expect(asha).toEqual({
      id: user.id,
      name: 'Asha Patel',
      email: user.email,
      mobile: user.mobile,
      gender: 'female',
      role: 'patient',
      status: true,
      firebase_uid: 'uid-asha',
      created_at: user.createdAt.toISOString(),
      updated_at: user.updatedAt.toISOString(),
    });
    expect(body.every((p) => p.role === 'patient')).toBe(true);
    expect(body.some((p) => p.id === admin.user.id)).toBe(false);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('answers 401 without a token and 403 for a patient', async () => {
    const patient = await createUser(t.db, 'patient');
    expect((await getPatients()).status).toBe(401);
    const res = await getPatients(patient.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'forbidden' });
  });

  it('keeps the admin login on the same prefix working', async () => {
    const admin = await createUser(t.db, 'admin');
    const res = await t.app.request('/api/v1/users/login', jsonRequest('POST', { email: admin.user.email, password: admin.password }));
    expect(res.status).toBe(200);
  });
});
