import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEvents } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { createMedicine, finalisedVisit, medicine } from '../support/dispensary-rows';
import { createUser } from '../support/test-app';

/**
 * Every /api/v1 route a pharmacist may use (docs/decisions/064): the dispensary. Every other route
 * that needs a sign-in answers a pharmacist 403.
 */
const PHARMACY_ROUTES = [
  'GET /api/v1/dispensary/medicines',
  'GET /api/v1/dispensary/medicines/:id',
  'POST /api/v1/dispensary/medicines/:id/batches',
  'POST /api/v1/dispensary/batches/:id/adjustments',
  'GET /api/v1/dispensary/queue',
  'GET /api/v1/dispensary/appointments/:id',
  'POST /api/v1/dispensary/appointments/:id/dispenses',
  'POST /api/v1/dispensary/dispense-lines/:id/returns',
  // Online orders (decision 065): the dispensary hands them over or sends them.
  'GET /api/v1/dispensary/orders',
  'POST /api/v1/dispensary/orders/:id/moves',
  'GET /api/v1/dispensary/reports/stock',
  'GET /api/v1/dispensary/reports/stock.csv',
  'GET /api/v1/dispensary/reports/near-expiry',
  'GET /api/v1/dispensary/reports/near-expiry.csv',
  'GET /api/v1/dispensary/reports/low-stock',
  'GET /api/v1/dispensary/reports/low-stock.csv',
  'POST /api/v1/users/logout',
  // Any login may ask for these files; only the patient's own are found (404 for everyone else).
  'GET /api/v1/courses/:id/calendar.ics',
  'GET /api/v1/class-seats/:id/calendar.ics',
];

/** Refused by name: the catalogue's editing and settings, clinical records, settings, audit, staff accounts, payments. */
const FORBIDDEN_EXAMPLES = [
  'POST /api/v1/dispensary/medicines',
  'PUT /api/v1/dispensary/medicines/:id',
  'GET /api/v1/dispensary/settings',
  'PUT /api/v1/dispensary/settings',
  'GET /api/v1/appointments/:id/record',
  'GET /api/v1/appointments/:id/consultation',
  'GET /api/v1/appointments/:id/summary.pdf',
  'GET /api/v1/users/patients/:id',
  'GET /api/v1/audit-events',
  'PUT /api/v1/clinic-settings',
  'GET /api/v1/receptionists',
  'GET /api/v1/pharmacists',
  'POST /api/v1/pharmacists',
  'GET /api/v1/appointments/admin',
  'GET /api/v1/payment-documents',
  'GET /api/v1/day-close',
  'GET /api/v1/refunds/admin',
];

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe('the pharmacist role, route by route', () => {
  it('answers a pharmacist 403 on every signed-in route outside the dispensary, and never 401/403 inside it', async ({ api, call }) => {
    const probe = await createUser(api.db, 'pharmacist');
    const allowed: string[] = [];
    const refused: string[] = [];
    const routes = new Set<string>();
    for (const route of api.app.routes) {
      if (route.method !== 'ALL' && route.path.startsWith('/api/v1/')) routes.add(`${route.method} ${route.path}`);
    }
    routes.delete('POST /api/v1/users/logout');
    // Its own login: logout ends the session, so it goes last.
    for (const route of [...routes, 'POST /api/v1/users/logout']) {
      const [method, path] = route.split(' ') as [string, string];
      if ((await call(method, concrete(path), undefined, null)).status !== 401) continue; // public
      const res = await call(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {}, probe.token);
      expect(res.status, route).not.toBe(401);
      (res.status === 403 ? refused : allowed).push(route);
    }
    expect(allowed.sort()).toEqual([...PHARMACY_ROUTES].sort());
    expect(refused).toEqual(expect.arrayContaining(FORBIDDEN_EXAMPLES));
  }, 120_000);

  it('lets a pharmacist receive, dispense and return, audited under their role, seeing only the prescription lines', async ({ api, call }) => {
    const pharmacist = await createUser(api.db, 'pharmacist');
    const churna = await createMedicine(call, { name: 'Avipattikar Churna' });
    const received = await call(
      'POST',
      `/api/v1/dispensary/medicines/${churna.id}/batches`,
      {
        batchNumber: 'PH-1',
        mfgDate: '2026-06-01',
        quantity: 6,
        costPaise: 6_000,
        supplier: 'Arya Vaidya Pharmacy',
      },
      pharmacist.token,
    );
    expect(received.status).toBe(201);
    const { appointment } = await finalisedVisit(api, [{ medicine: 'Avipattikar Churna' }]);
    const queue = (await (await call('GET', '/api/v1/dispensary/queue', undefined, pharmacist.token)).json()) as { appointmentId: number }[];
    expect(queue.map((row) => row.appointmentId)).toContain(appointment.id);

    const list = await call('GET', `/api/v1/dispensary/appointments/${appointment.id}`, undefined, pharmacist.token);
    expect(list.status).toBe(200);
    const text = await list.text();
    // The doctor's findings and assessment are not the dispensary's.
    expect(text).not.toMatch(/Agni manda|Amlapitta|findings|assessment/);

    const made = await call(
      'POST',
      `/api/v1/dispensary/appointments/${appointment.id}/dispenses`,
      { lines: [{ prescriptionLine: 0, medicineId: churna.id, quantity: 2 }] },
      pharmacist.token,
    );
    expect(made.status).toBe(201);
    const lineId = ((await made.json()) as { dispenses: { lines: { id: number }[] }[] }).dispenses[0]!.lines[0]!.id;
    const returned = await call(
      'POST',
      `/api/v1/dispensary/dispense-lines/${lineId}/returns`,
      { quantity: 1, reason: 'Wrong size' },
      pharmacist.token,
    );
    expect(returned.status).toBe(201);

    const trail = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, pharmacist.user.id)));
    expect(trail.map((event) => [event.action, event.actorRole]).sort()).toEqual([
      ['dispense', 'pharmacist'],
      ['receive', 'pharmacist'],
      ['return', 'pharmacist'],
    ]);
    // The catalogue and its settings stay staff's; nothing changed.
    expect((await call('POST', '/api/v1/dispensary/medicines', medicine(), pharmacist.token)).status).toBe(403);
    expect((await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 30 }, pharmacist.token)).status).toBe(403);
    expect((await call('GET', `/api/v1/appointments/${appointment.id}/record`, undefined, pharmacist.token)).status).toBe(403);
  });

  it('lets staff create and edit a pharmacist login, which then signs in; a pharmacist or a receptionist cannot', async ({ api, call }) => {
    const email = `pharmacy${Date.now()}@example.com`;
    const created = await call('POST', '/api/v1/pharmacists', { name: 'Meera Pharmacist', email, password: 'dispensary-1' });
    expect(created.status).toBe(201);
    const pharmacist = (await created.json()) as { id: number };
    expect((await (await call('GET', '/api/v1/pharmacists')).json()) as unknown[]).toContainEqual({
      id: pharmacist.id,
      name: 'Meera Pharmacist',
      email,
      active: true,
    });
    // A receptionist's list is not a pharmacist's.
    expect((await call('GET', `/api/v1/receptionists/${pharmacist.id}`)).status).toBe(404);
    const login = await call('POST', '/api/v1/users/login', { email, password: 'dispensary-1' }, null);
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    expect(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())).toMatchObject({ role: 'pharmacist' });
    expect((await call('POST', '/api/v1/pharmacists', { name: 'Self', email: `x${email}`, password: 'dispensary-2' }, token)).status).toBe(403);
    const desk = await createUser(api.db, 'receptionist');
    expect((await call('GET', '/api/v1/pharmacists', undefined, desk.token)).status).toBe(403);

    const edited = await call('PUT', `/api/v1/pharmacists/${pharmacist.id}`, { name: 'Meera P.', email, active: false });
    expect(await edited.json()).toMatchObject({ name: 'Meera P.', active: false });
    expect((await call('POST', '/api/v1/users/login', { email, password: 'dispensary-1' }, null)).status).not.toBe(200);
    // Bad input: a new login without a password, a name left empty; nothing changes.
    const noPassword = await call('POST', '/api/v1/pharmacists', { name: 'No Pass', email: `y${email}` });
    expect(noPassword.status).toBe(400);
    const noName = await call('PUT', `/api/v1/pharmacists/${pharmacist.id}`, { name: ' ', email });
    expect(((await noName.json()) as { error: string }).error).toBe('Pharmacist name is required');
    const trail = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'user'), eq(auditEvents.entityId, pharmacist.id)));
    expect(trail.map((event) => event.action)).toEqual(['create', 'update']);
    expect(trail[0]!.after).toMatchObject({ role: 'pharmacist' });
  });
});
