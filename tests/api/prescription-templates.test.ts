import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { auditEvents, prescriptionTemplates } from '../../src/server/kernel/db/schema';
import type { PrescriptionTemplate } from '../../src/lib/api/types';
import { apiTest as it } from '../support/api-fixture';
import { createDoctorLogin } from '../support/doctor-login';
import { createUser } from '../support/test-app';

/** Issue 51 item 5: a doctor saves a prescription as a named template, starts from it, and shares it or not. */
const AMAVATA = [
  { medicine: 'Simhanada Guggulu', form: 'vati', dose: '2 tablets', timing: 'after_food', anupana: 'Warm water', duration: '30 days' },
  { medicine: 'Rasnasaptaka Kashaya', form: 'kashaya', dose: '15 ml', timing: 'empty_stomach', anupana: '', duration: '30 days' },
] as const;

describe('/api/v1/prescription-templates', () => {
  it('saves a doctor’s template, lists it first, lets them change and delete it, each audited', async ({ api, call }) => {
    const doctor = await createDoctorLogin(api.db, { name: 'Dr. Template Own' });
    const created = await call('POST', '/api/v1/prescription-templates', { name: 'Amavata, first visit', lines: AMAVATA }, doctor.token);
    expect(created.status).toBe(201);
    const template = (await created.json()) as PrescriptionTemplate;
    expect(template).toMatchObject({
      name: 'Amavata, first visit',
      shared: false,
      mine: true,
      doctor: { id: doctor.doctor.id, name: 'Dr. Template Own' },
    });
    expect(template.lines).toEqual(AMAVATA);

    const list = (await (await call('GET', '/api/v1/prescription-templates', undefined, doctor.token)).json()) as PrescriptionTemplate[];
    expect(list.map((t) => t.id)).toContain(template.id);
    expect(list[0]!.mine).toBe(true);

    // The same name again (in other letters' case) is refused on the name; nothing is added.
    const twin = await call('POST', '/api/v1/prescription-templates', { name: 'AMAVATA, FIRST VISIT', lines: AMAVATA }, doctor.token);
    expect(twin.status).toBe(409);
    expect(await twin.json()).toMatchObject({
      key: 'prescriptionTemplate.nameTaken',
      fields: { name: 'You already have a template with this name' },
    });
    expect(await api.db.select().from(prescriptionTemplates).where(eq(prescriptionTemplates.doctorId, doctor.doctor.id))).toHaveLength(1);

    const changed = await call(
      'PUT',
      `/api/v1/prescription-templates/${template.id}`,
      { name: 'Amavata, second visit', lines: [AMAVATA[0]], shared: true },
      doctor.token,
    );
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ name: 'Amavata, second visit', shared: true, lines: [AMAVATA[0]] });

    expect((await call('DELETE', `/api/v1/prescription-templates/${template.id}`, undefined, doctor.token)).status).toBe(204);
    expect((await call('GET', `/api/v1/prescription-templates/${template.id}`, undefined, doctor.token)).status).toBe(404);
    const trail = await api.db.select().from(auditEvents).where(eq(auditEvents.entityId, template.id));
    expect(trail.filter((e) => e.entity === 'prescription_template').map((e) => [e.action, e.actorId])).toEqual([
      ['create', doctor.user.id],
      ['update', doctor.user.id],
      ['delete', doctor.user.id],
    ]);
  });

  it('refuses another doctor’s template unless shared, and never lets them change it', async ({ api, call }) => {
    const owner = await createDoctorLogin(api.db, { name: 'Dr. Owner' });
    const other = await createDoctorLogin(api.db, { name: 'Dr. Other' });
    const own = (await (
      await call('POST', '/api/v1/prescription-templates', { name: 'Private', lines: AMAVATA }, owner.token)
    ).json()) as PrescriptionTemplate;
    const shared = (await (
      await call('POST', '/api/v1/prescription-templates', { name: 'Shared sandhivata', lines: AMAVATA, shared: true }, owner.token)
    ).json()) as PrescriptionTemplate;

    const refused = await call('GET', `/api/v1/prescription-templates/${own.id}`, undefined, other.token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'This template is another doctor’s and is not shared' });
    const used = await call('GET', `/api/v1/prescription-templates/${shared.id}`, undefined, other.token);
    expect(used.status).toBe(200);
    expect(await used.json()).toMatchObject({ name: 'Shared sandhivata', mine: false, doctor: { name: 'Dr. Owner' } });

    const listed = (await (await call('GET', '/api/v1/prescription-templates', undefined, other.token)).json()) as PrescriptionTemplate[];
    expect(listed.map((t) => t.name)).toContain('Shared sandhivata');
    expect(listed.map((t) => t.name)).not.toContain('Private');

    const edit = await call('PUT', `/api/v1/prescription-templates/${shared.id}`, { name: 'Mine now', lines: AMAVATA }, other.token);
    expect(edit.status).toBe(403);
    expect(await edit.json()).toMatchObject({ error: 'Only the doctor who made a template may change or delete it' });
    expect((await call('DELETE', `/api/v1/prescription-templates/${own.id}`, undefined, other.token)).status).toBe(403);
    expect(
      await api.db.select({ name: prescriptionTemplates.name }).from(prescriptionTemplates).where(eq(prescriptionTemplates.id, shared.id)),
    ).toEqual([{ name: 'Shared sandhivata' }]);
  });

  it.for([
    [{ name: '', lines: AMAVATA }, 'name'],
    [{ name: 'Empty', lines: [] }, 'lines'],
    [{ name: 'No medicine', lines: [{ ...AMAVATA[0], medicine: '' }] }, 'lines.0.medicine'],
    [{ name: 'Bad form', lines: [{ ...AMAVATA[0], form: 'syrup' }] }, 'lines.0.form'],
    [{ name: 'x'.repeat(81), lines: AMAVATA }, 'name'],
  ] as const)('refuses %j with a message on %s, nothing saved', async ([body, field], { api, call }) => {
    const doctor = await createDoctorLogin(api.db);
    const res = await call('POST', '/api/v1/prescription-templates', body, doctor.token);
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { fields: Record<string, string> }).fields)).toContain(field);
    expect(await api.db.select().from(prescriptionTemplates).where(eq(prescriptionTemplates.doctorId, doctor.doctor.id))).toEqual([]);
  });

  it('is the doctors’ only: the admin, a receptionist and a patient get 403, no token 401', async ({ api, call, patient }) => {
    const desk = await createUser(api.db, 'receptionist');
    for (const token of [undefined, desk.token, patient.token]) {
      const res = await call('GET', '/api/v1/prescription-templates', undefined, token);
      expect(res.status).toBe(403);
    }
    expect((await call('GET', '/api/v1/prescription-templates', undefined, null)).status).toBe(401);
  });
});
