import { and, asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { dispensaryMessages as m } from '../../src/lib/validation/dispensary';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { auditEvents, dispensaryBatches, dispenses, visitRecords } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { createMedicine, finalisedVisit, insertBatch, medicine, receive } from '../support/dispensary-rows';
import { createUser, jsonRequest } from '../support/test-app';

const DAY_MS = 86_400_000;
const dayFromToday = (days: number) => indiaDateOf(new Date(Date.now() + days * DAY_MS));

interface DispenseList {
  finalised: boolean;
  lines: { index: number; suggestedMedicineId: number | null; dispensedQuantity: number }[];
  dispenses: {
    id: number;
    partial: boolean;
    lines: {
      id: number;
      batchNumber: string;
      quantity: number;
      substituted: boolean;
      mrpPaise: number;
      gstRate: number;
      hsn: string;
      returnedQuantity: number;
    }[];
  }[];
}

describe('the catalogue', () => {
  it('POST /dispensary/medicines refuses an HSN that is not 4-8 digits and a GST rate off the legal slabs, changing nothing', async ({ call }) => {
    for (const [hsn, message] of [
      ['300', m.hsnInvalid],
      ['300490111', m.hsnInvalid],
      ['30A4', m.hsnInvalid],
    ] as const) {
      const answer = await call('POST', '/api/v1/dispensary/medicines', medicine({ hsn }));
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: string }).error).toBe(message);
    }
    for (const gstRate of [4, 6, 0.5, '5', -5]) {
      const answer = await call('POST', '/api/v1/dispensary/medicines', medicine({ gstRate }));
      expect(answer.status).toBe(400);
      const body = (await answer.json()) as { error: string; key: string };
      expect(body.error).toBe(m.gstInvalid);
      expect(body.key).toBe('dispensary.gstInvalid');
    }
    expect(await (await call('GET', '/api/v1/dispensary/medicines')).json()).toEqual([]);
    // 0.25 % and a 4-digit HSN are both legal.
    const made = await createMedicine(call, { name: 'Swarna Bhasma', form: 'bhasma', hsn: '3004', gstRate: 0.25 });
    expect(made).toMatchObject({ name: 'Swarna Bhasma', hsn: '3004', onHand: 0, usable: 0 });
    const twin = await call('POST', '/api/v1/dispensary/medicines', medicine({ name: 'swarna bhasma' }));
    expect(twin.status).toBe(409);
    const edited = await call('PUT', `/api/v1/dispensary/medicines/${made.id}`, medicine({ name: 'Swarna Bhasma', form: 'bhasma', gstRate: 12 }));
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { medicine: { gstRate: number } }).medicine.gstRate).toBe(12);
  });

  it('the front desk reads the catalogue and the reports but may not change them', async ({ api, call }) => {
    const desk = await createUser(api.db, 'receptionist');
    expect((await call('GET', '/api/v1/dispensary/medicines', undefined, desk.token)).status).toBe(200);
    expect((await call('GET', '/api/v1/dispensary/reports/low-stock', undefined, desk.token)).status).toBe(200);
    expect((await call('POST', '/api/v1/dispensary/medicines', medicine(), desk.token)).status).toBe(403);
    const patient = await createUser(api.db, 'patient');
    expect((await call('GET', '/api/v1/dispensary/medicines', undefined, patient.token)).status).toBe(403);
  });
});

describe('stock by batch', () => {
  it('receiving a batch defaults its expiry from the dosage form’s shelf life (Rule 161B), and takes the label’s date when given', async ({
    call,
  }) => {
    const churna = await createMedicine(call, { form: 'churna' });
    const arishta = await createMedicine(call, { name: 'Dashamoolarishta', form: 'asava_arishta', unit: 'bottle', packSize: '450 ml' });
    const other = await createMedicine(call, { name: 'Herbal balm', form: 'other', kind: 'proprietary' });
    expect((await receive(call, churna.id, { batchNumber: 'TC-1', mfgDate: '2026-02-28' })).batches[0]).toMatchObject({
      expiryDate: '2028-02-28',
      onHand: 10,
    });
    expect((await receive(call, arishta.id, { batchNumber: 'DA-1', mfgDate: '2026-03-01' })).batches[0]).toMatchObject({ expiryDate: '2036-03-01' });
    expect((await receive(call, churna.id, { batchNumber: 'TC-2', mfgDate: '2026-02-01', expiryDate: '2027-06-30' })).batches[0]).toMatchObject({
      batchNumber: 'TC-2',
      expiryDate: '2027-06-30',
    });
    const noDefault = await call('POST', `/api/v1/dispensary/medicines/${other.id}/batches`, {
      batchNumber: 'HB-1',
      mfgDate: '2026-01-01',
      quantity: 5,
      costPaise: 100,
      supplier: 'X',
    });
    expect(noDefault.status).toBe(400);
    expect(((await noDefault.json()) as { error: string }).error).toBe(m.expiryRequired);
    const duplicate = await call('POST', `/api/v1/dispensary/medicines/${churna.id}/batches`, {
      batchNumber: 'tc-1',
      mfgDate: '2026-01-01',
      quantity: 5,
      costPaise: 100,
      supplier: 'X',
    });
    expect(duplicate.status).toBe(409);
  });

  it('an adjustment below zero is refused and audited; one within stock is audited with its reason', async ({ api, call }) => {
    const med = await createMedicine(call);
    const { batches } = await receive(call, med.id, { batchNumber: 'ADJ-1', quantity: 3 });
    const batchId = batches[0]!.id;
    const tooMany = await call('POST', `/api/v1/dispensary/batches/${batchId}/adjustments`, { delta: -4, reason: 'Jar broken' });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: string }).error).toBe(m.stockNegative);
    const broken = await call('POST', `/api/v1/dispensary/batches/${batchId}/adjustments`, { delta: -1, reason: 'Jar broken' });
    expect(broken.status).toBe(200);
    expect(((await broken.json()) as { batches: { onHand: number }[] }).batches[0]!.onHand).toBe(2);
    const trail = await api.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'medicine_batch'), eq(auditEvents.entityId, batchId)));
    expect(trail.map((e) => e.action).sort()).toEqual(['adjust', 'adjust_refused', 'receive']);
  });
});

describe('dispensing a finalised prescription', () => {
  it('picks the earliest-expiring unexpired batch first, across batches, skipping an expired one; records a substitution and a partial dispense', async ({
    api,
    call,
  }) => {
    const triphala = await createMedicine(call, { name: 'Triphala Churna', mrpPaise: 9_000 });
    const avipattikar = await createMedicine(call, { name: 'Avipattikar Churna' });
    await insertBatch(api, triphala.id, { batchNumber: 'OLD', mfgDate: '2023-01-01', expiryDate: dayFromToday(-1), onHand: 50 });
    await receive(call, triphala.id, { batchNumber: 'LATE', mfgDate: dayFromToday(-30) });
    await receive(call, triphala.id, { batchNumber: 'SOON', mfgDate: dayFromToday(-30), expiryDate: dayFromToday(40), quantity: 3 });
    await receive(call, avipattikar.id, { batchNumber: 'AV-1' });
    const { appointment } = await finalisedVisit(api, [
      { medicine: 'Triphala churna' },
      { medicine: 'Hingvashtak Churna' },
      { medicine: 'Kamdudha Ras', form: 'vati' },
    ]);

    const list = (await (await call('GET', `/api/v1/dispensary/appointments/${appointment.id}`)).json()) as DispenseList;
    expect(list.finalised).toBe(true);
    expect(list.lines.map((l) => l.suggestedMedicineId)).toEqual([triphala.id, null, null]);

    const given = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/dispenses`, {
      lines: [
        { prescriptionLine: 0, medicineId: triphala.id, quantity: 5 },
        { prescriptionLine: 1, medicineId: avipattikar.id, quantity: 1 },
      ],
    });
    expect(given.status, await given.clone().text()).toBe(201);
    const after = (await given.json()) as DispenseList;
    const [made] = after.dispenses;
    expect(made!.partial).toBe(true);
    expect(made!.lines.map((l) => [l.batchNumber, l.quantity, l.substituted])).toEqual([
      ['SOON', 3, false],
      ['LATE', 2, false],
      ['AV-1', 1, true],
    ]);
    expect(made!.lines[0]).toMatchObject({ mrpPaise: 9_000, gstRate: 5, hsn: '30049011' });
    expect(after.lines.map((l) => l.dispensedQuantity)).toEqual([5, 1, 0]);
    const left = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, triphala.id));
    expect(Object.fromEntries(left.map((b) => [b.batchNumber, b.onHand]))).toEqual({ OLD: 50, SOON: 0, LATE: 8 });
  });

  it('refuses an expired batch, an unknown batch and more than the usable stock, changing nothing and auditing each refusal', async ({
    api,
    call,
  }) => {
    const med = await createMedicine(call, { name: 'Sitopaladi Churna' });
    const other = await createMedicine(call, { name: 'Talisadi Churna' });
    const expired = await insertBatch(api, med.id, { batchNumber: 'EXP', mfgDate: '2023-01-01', expiryDate: dayFromToday(0), onHand: 20 });
    const { batches } = await receive(call, med.id, { batchNumber: 'OK', quantity: 4 });
    const { batches: otherBatches } = await receive(call, other.id, { batchNumber: 'T-1' });
    const { appointment } = await finalisedVisit(api, [{ medicine: 'Sitopaladi Churna' }]);
    const path = `/api/v1/dispensary/appointments/${appointment.id}/dispenses`;
    const refusals = [
      [{ batchId: expired.id, quantity: 1 }, 409, m.expiredBatch],
      [{ batchId: otherBatches[0]!.id, quantity: 1 }, 404, m.unknownBatch],
      [{ batchId: 999_999, quantity: 1 }, 404, m.unknownBatch],
      [{ quantity: 5 }, 409, m.insufficientStock],
      [{ batchId: batches.find((b) => b.batchNumber === 'OK')!.id, quantity: 5 }, 409, m.insufficientStock],
    ] as const;
    for (const [line, status, error] of refusals) {
      const answer = await call('POST', path, { lines: [{ prescriptionLine: 0, medicineId: med.id, ...line }] });
      expect(answer.status).toBe(status);
      expect(((await answer.json()) as { error: string }).error).toBe(error);
    }
    expect(await api.db.select().from(dispenses).where(eq(dispenses.appointmentId, appointment.id))).toEqual([]);
    const stock = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, med.id));
    expect(stock.map((b) => b.onHand).sort()).toEqual([20, 4]);
    const refused = await api.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'dispense'), eq(auditEvents.action, 'dispense_refused')))
      .orderBy(asc(auditEvents.id));
    const mine = refused.filter((e) => (e.after as { appointmentId: number }).appointmentId === appointment.id);
    expect(mine.map((e) => (e.after as { refusal: string }).refusal)).toEqual([
      'dispensary.expiredBatch',
      'dispensary.unknownBatch',
      'dispensary.unknownBatch',
      'dispensary.insufficientStock',
      'dispensary.insufficientStock',
    ]);
  });

  it('refuses a prescription the doctor has not finalised, and a line it does not have', async ({ api, call }) => {
    const med = await createMedicine(call);
    await receive(call, med.id, {});
    const { appointment } = await finalisedVisit(api, [{ medicine: 'Triphala' }]);
    const beyond = await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/dispenses`, {
      lines: [{ prescriptionLine: 3, medicineId: med.id, quantity: 1 }],
    });
    expect(beyond.status).toBe(400);
    expect(((await beyond.json()) as { error: string }).error).toBe(m.lineUnknown);
    const { appointment: draft } = await finalisedVisit(api, [{ medicine: 'Triphala' }]);
    await api.db.update(visitRecords).set({ finalisedAt: null }).where(eq(visitRecords.appointmentId, draft.id));
    const early = await call('POST', `/api/v1/dispensary/appointments/${draft.id}/dispenses`, {
      lines: [{ prescriptionLine: 0, medicineId: med.id, quantity: 1 }],
    });
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: string }).error).toBe(m.notFinalised);
  });
});

describe('returns', () => {
  it('within the window go back to their batch, up to what was dispensed; after it they are refused and audited', async ({ api, call }) => {
    const med = await createMedicine(call, { name: 'Chyavanaprasha', form: 'avaleha' });
    const { batches } = await receive(call, med.id, { batchNumber: 'CH-1', quantity: 6 });
    const { appointment } = await finalisedVisit(api, [{ medicine: 'Chyavanaprasha', form: 'avaleha' }]);
    const given = (await (
      await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/dispenses`, {
        lines: [{ prescriptionLine: 0, medicineId: med.id, quantity: 3 }],
      })
    ).json()) as DispenseList;
    const line = given.dispenses[0]!.lines[0]!;
    expect(given.dispenses[0]!.partial).toBe(false);

    const tooMany = await call('POST', `/api/v1/dispensary/dispense-lines/${line.id}/returns`, { quantity: 4, reason: 'Unopened' });
    expect(tooMany.status).toBe(409);
    expect(((await tooMany.json()) as { error: string }).error).toBe(m.returnTooMany);
    const back = await call('POST', `/api/v1/dispensary/dispense-lines/${line.id}/returns`, { quantity: 2, reason: 'Unopened jars' });
    expect(back.status).toBe(201);
    expect(((await back.json()) as DispenseList).dispenses[0]!.lines[0]!.returnedQuantity).toBe(2);
    const [batch] = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.id, batches[0]!.id));
    expect(batch!.onHand).toBe(6 - 3 + 2);

    // Eight days later the default 7-day window has closed.
    await api.db
      .update(dispenses)
      .set({ dispensedAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(dispenses.id, given.dispenses[0]!.id));
    const late = await call('POST', `/api/v1/dispensary/dispense-lines/${line.id}/returns`, { quantity: 1, reason: 'Changed mind' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: string }).error).toBe(m.returnWindowClosed);
    // A longer window (a setting) takes it.
    expect((await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 10 })).status).toBe(200);
    expect((await call('POST', `/api/v1/dispensary/dispense-lines/${line.id}/returns`, { quantity: 1, reason: 'Changed mind' })).status).toBe(201);
    expect((await call('PUT', '/api/v1/dispensary/settings', { returnWindowDays: 7 })).status).toBe(200);
    const refused = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'dispense'), eq(auditEvents.action, 'return_refused')))
      .orderBy(asc(auditEvents.id));
    expect(refused.map((e) => (e.after as { refusal: string }).refusal)).toEqual(['dispensary.returnTooMany', 'dispensary.returnWindowClosed']);
  });
});

describe('reports', () => {
  it('stock on hand, near expiry (90 and 30 days) and low stock, each with its CSV', async ({ api, call }) => {
    const med = await createMedicine(call, { name: 'Ashwagandha Churna', reorderLevel: 30 });
    await receive(call, med.id, { batchNumber: 'AS-60', mfgDate: dayFromToday(-100), expiryDate: dayFromToday(60), quantity: 7 });
    await receive(call, med.id, { batchNumber: 'AS-20', mfgDate: dayFromToday(-100), expiryDate: dayFromToday(20), quantity: 5 });
    await receive(call, med.id, { batchNumber: 'AS-LONG', mfgDate: dayFromToday(-10), quantity: 9 });
    const mine = (rows: { medicineId: number; batchNumber: string }[]) => rows.filter((r) => r.medicineId === med.id).map((r) => r.batchNumber);
    expect(mine(await (await call('GET', '/api/v1/dispensary/reports/stock')).json())).toEqual(['AS-20', 'AS-60', 'AS-LONG']);
    expect(mine(await (await call('GET', '/api/v1/dispensary/reports/near-expiry?days=90')).json())).toEqual(['AS-20', 'AS-60']);
    expect(mine(await (await call('GET', '/api/v1/dispensary/reports/near-expiry?days=30')).json())).toEqual(['AS-20']);
    expect((await call('GET', '/api/v1/dispensary/reports/near-expiry?days=45')).status).toBe(400);
    const low = (await (await call('GET', '/api/v1/dispensary/reports/low-stock')).json()) as {
      medicineId: number;
      usable: number;
      shortBy: number;
    }[];
    expect(low.find((r) => r.medicineId === med.id)).toMatchObject({ usable: 21, shortBy: 9 });

    const csv = await api.app.request(
      '/api/v1/dispensary/reports/near-expiry.csv?days=30',
      jsonRequest('GET', undefined, (await createUser(api.db, 'admin')).token),
    );
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('medicine,form,hsn,batch,expiry,days_to_expiry,on_hand,cost_per_unit,stock_value_at_cost,mrp');
    expect(text).toContain(`Ashwagandha Churna,churna,30049011,AS-20,${dayFromToday(20)},20,5,60.00,300.00,120.00`);
    const lowCsv = await (await call('GET', '/api/v1/dispensary/reports/low-stock.csv')).text();
    expect(lowCsv).toContain('Ashwagandha Churna,churna,21,30,9');
  });
});

describe('the queue', () => {
  it('lists recent visits with a finalised prescription and how many of their lines were dispensed', async ({ api, call }) => {
    const med = await createMedicine(call, { name: 'Punarnavadi Kashaya', form: 'kashaya' });
    await receive(call, med.id, {});
    const { appointment } = await finalisedVisit(api, [
      { medicine: 'Punarnavadi Kashaya', form: 'kashaya' },
      { medicine: 'Gokshuradi Guggulu', form: 'vati' },
    ]);
    const row = () =>
      call('GET', '/api/v1/dispensary/queue')
        .then((r) => r.json() as Promise<{ appointmentId: number; lines: number; dispensedLines: number }[]>)
        .then((rows) => rows.find((r) => r.appointmentId === appointment.id));
    expect(await row()).toMatchObject({ lines: 2, dispensedLines: 0 });
    await call('POST', `/api/v1/dispensary/appointments/${appointment.id}/dispenses`, {
      lines: [{ prescriptionLine: 0, medicineId: med.id, quantity: 1 }],
    });
    expect(await row()).toMatchObject({ lines: 2, dispensedLines: 1 });
  });
});
