import { describe, expect } from 'vitest';
import { apiTest as it } from '../support/api-fixture';
import { consultationCase } from '../support/consultation-rows';
import { createMedicine, receive } from '../support/dispensary-rows';
import { createUser } from '../support/test-app';

/** Issue 50 item 1 (docs/decisions/064): the doctor's prescription editor picks from the dispensary's catalogue. */
const line = (medicine: string, form: string, medicineId?: number | null) => ({
  medicine,
  form,
  dose: '1 tsp',
  timing: 'after_food',
  anupana: 'Warm water',
  duration: '15 days',
  ...(medicineId === undefined ? {} : { medicine_id: medicineId }),
});
const record = (prescription: unknown[]) => ({ findings: 'Agni manda', assessment: 'Amlapitta', prescription });

describe('the prescription editor and the dispensary catalogue', () => {
  it('GET /dispensary/prescribable gives the doctor the active medicines with their stock state, and no one else', async ({ api, call }) => {
    const stocked = await createMedicine(call, { name: 'Avipattikar Churna', reorderLevel: 5 });
    await receive(call, stocked.id, { quantity: 20 });
    const low = await createMedicine(call, { name: 'Arogyavardhini Vati', form: 'vati', reorderLevel: 5 });
    await receive(call, low.id, { quantity: 3 });
    const out = await createMedicine(call, { name: 'Kumaryasava', form: 'asava_arishta' });
    const retired = await createMedicine(call, { name: 'Old Churna', active: false });
    const c = await consultationCase(api, { hoursFromNow: -1 });

    const answer = await call('GET', '/api/v1/dispensary/prescribable', undefined, c.doctorLogin.token);
    expect(answer.status).toBe(200);
    const list = (await answer.json()) as { id: number; name: string; form: string; stock: string }[];
    expect(list).toEqual([
      { id: low.id, name: 'Arogyavardhini Vati', form: 'vati', stock: 'low' },
      { id: stocked.id, name: 'Avipattikar Churna', form: 'churna', stock: 'in_stock' },
      { id: out.id, name: 'Kumaryasava', form: 'asava_arishta', stock: 'out' },
    ]);
    expect(list.map((m) => m.id)).not.toContain(retired.id);
    for (const role of ['receptionist', 'pharmacist', 'patient'] as const) {
      const other = await createUser(api.db, role);
      expect((await call('GET', '/api/v1/dispensary/prescribable', undefined, other.token)).status, role).toBe(403);
    }
    // The file's database is made in the first test: slow on a busy machine.
  }, 120_000);

  it('keeps the picked medicine on the line, and the dispense list preselects it even when the written name differs', async ({ api, call }) => {
    const picked = await createMedicine(call, { name: 'Shatavari Churna' });
    const c = await consultationCase(api, { hoursFromNow: -1 });
    const path = `/api/v1/appointments/${c.appointment.id}/record`;
    // The doctor picked Shatavari Churna, then wrote the line in their own words; line 2 is free text.
    const saved = await call(
      'PUT',
      path,
      record([line('Shatavari (powder)', 'churna', picked.id), line('Chyavanprash', 'avaleha')]),
      c.doctorLogin.token,
    );
    expect(saved.status).toBe(200);
    const { record: stored } = (await saved.json()) as { record: { prescription: { medicine_id?: number | null }[] } };
    expect(stored.prescription.map((l) => l.medicine_id ?? null)).toEqual([picked.id, null]);
    expect((await call('POST', `${path}/finalise`, {}, c.doctorLogin.token)).status).toBe(200);

    const list = (await (await call('GET', `/api/v1/dispensary/appointments/${c.appointment.id}`)).json()) as {
      lines: { suggestedMedicineId: number | null }[];
    };
    expect(list.lines.map((l) => l.suggestedMedicineId)).toEqual([picked.id, null]);
  });

  it('refuses a line naming a medicine the dispensary does not have, beside the line, saving nothing', async ({ api, call }) => {
    const c = await consultationCase(api, { hoursFromNow: -1 });
    const path = `/api/v1/appointments/${c.appointment.id}/record`;
    const refused = await call('PUT', path, record([line('Triphala Churna', 'churna'), line('Ghost Vati', 'vati', 999_999)]), c.doctorLogin.token);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      key: 'visitRecord.medicineUnknown',
      fields: {
        'prescription.1.medicine': 'A prescription line names a medicine the dispensary does not have: pick it again or type it as free text.',
      },
    });
    expect(await (await call('GET', path, undefined, c.doctorLogin.token)).json()).toMatchObject({ record: null });
    for (const medicineId of [0, -3, 1.5, '7']) {
      expect((await call('PUT', path, record([line('Triphala Churna', 'churna', medicineId as number)]), c.doctorLogin.token)).status).toBe(400);
    }
  });
});
