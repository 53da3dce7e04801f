import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { issueReceipt } from '../../src/server/invoicing';
import { clinicSettings, dispensaryBatches, payments, visitRecords } from '../../src/server/kernel/db/schema';
import type { Call } from './api-fixture';
import { createAppointment, createDoctorAndService } from './clinic-rows';
import { type TestContext, createUser } from './test-app';

export const medicine = (overrides: Record<string, unknown> = {}) => ({
  name: `Triphala Churna ${Math.random().toString(36).slice(2, 8)}`,
  form: 'churna',
  kind: 'classical',
  hsn: '30049011',
  gstRate: 5,
  unit: 'jar',
  packSize: '100 g',
  mrpPaise: 12_000,
  reorderLevel: 5,
  ...overrides,
});

interface MedicineDetail {
  medicine: { id: number; name: string; onHand: number; usable: number };
  batches: { id: number; batchNumber: string; expiryDate: string; onHand: number; expired: boolean }[];
}

/** A catalogue medicine made through the API, as the admin. */
export async function createMedicine(call: Call, overrides: Record<string, unknown> = {}) {
  const made = await call('POST', '/api/v1/dispensary/medicines', medicine(overrides));
  if (made.status !== 201) throw new Error(`medicine: ${made.status} ${await made.text()}`);
  return ((await made.json()) as MedicineDetail).medicine;
}

/** A batch received through the API. */
export async function receive(call: Call, medicineId: number, batch: Record<string, unknown>) {
  const answer = await call('POST', `/api/v1/dispensary/medicines/${medicineId}/batches`, {
    batchNumber: `B-${Math.random().toString(36).slice(2, 8)}`,
    mfgDate: '2026-01-10',
    quantity: 10,
    costPaise: 6_000,
    supplier: 'Kottakkal Arya Vaidya Sala',
    ...batch,
  });
  if (answer.status !== 201) throw new Error(`batch: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as MedicineDetail;
}

/** A batch put straight into the table: an expired one, which receiving refuses. */
export async function insertBatch(
  t: TestContext,
  medicineId: number,
  values: { batchNumber: string; mfgDate: string; expiryDate: string; onHand: number },
) {
  const [row] = await t.db
    .insert(dispensaryBatches)
    .values({ medicineId, quantityReceived: values.onHand, costPaise: 5_000, supplier: 'Old stock', ...values })
    .returning();
  return row!;
}

/** A past visit whose doctor finalised a prescription of these medicine names (forms churna unless given; a catalogue pick when its id is given). */
export async function finalisedVisit(t: TestContext, lines: { medicine: string; form?: string; medicineId?: number }[]) {
  const { doctor, service } = await createDoctorAndService(t.db);
  const patient = await createUser(t.db, 'patient');
  const { appointment } = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: -2 });
  await t.db.insert(visitRecords).values({
    appointmentId: appointment.id,
    findings: 'Agni manda',
    assessment: 'Amlapitta',
    prescription: lines.map((line) => ({
      medicine: line.medicine,
      form: (line.form ?? 'churna') as 'churna',
      dose: '1 tsp',
      timing: 'after_food',
      anupana: 'Warm water',
      duration: '15 days',
      ...(line.medicineId ? { medicine_id: line.medicineId } : {}),
    })),
    finalisedAt: new Date(),
  });
  return { appointment, patient, doctor };
}

/** A finalised visit whose consultation was paid (its bill of supply issued) and two medicines dispensed: 3 × ₹120 at 5 %, 1 × ₹99.99 at 12 %. */
export async function dispensedVisit(api: TestContext, call: Call) {
  await api.db.update(clinicSettings).set({ gstin: '24AAAPL1234C1ZK' });
  const churna = await createMedicine(call, {
    name: `Avipattikar Churna ${Math.random().toString(36).slice(2, 7)}`,
    mrpPaise: 12_000,
    gstRate: 5,
    unit: 'jar',
  });
  const taila = await createMedicine(call, {
    name: `Ksheerabala Taila ${Math.random().toString(36).slice(2, 7)}`,
    form: 'taila',
    mrpPaise: 9_999,
    gstRate: 12,
    hsn: '30039011',
    unit: 'bottle',
  });
  await receive(call, churna.id, { quantity: 10 });
  await receive(call, taila.id, { quantity: 10 });
  const visit = await finalisedVisit(api, [{ medicine: churna.name }, { medicine: taila.name, form: 'taila' }]);
  const [consultation] = await api.db.select().from(payments).where(eq(payments.appointmentId, visit.appointment.id));
  await api.db.transaction((tx) => issueReceipt(tx, consultation!.id, new Date()));
  const dispensed = await call('POST', `/api/v1/dispensary/appointments/${visit.appointment.id}/dispenses`, {
    lines: [
      { prescriptionLine: 0, medicineId: churna.id, quantity: 3 },
      { prescriptionLine: 1, medicineId: taila.id, quantity: 1 },
    ],
  });
  expect(dispensed.status).toBe(201);
  return { ...visit, churna, taila };
}
