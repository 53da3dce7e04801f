import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { dispensaryBatches, dispenseLines, dispenses } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { createMedicine, finalisedVisit, receive } from '../support/dispensary-rows';
import { jsonRequest } from '../support/test-app';

// On PostgreSQL and Neon's driver these counters really overlap (a pool of connections); PGlite
// runs them one at a time, and the outcome must be the same: the batches' rows are locked
// (FOR UPDATE) and each decrement is conditional, so no more is dispensed than there is and no
// batch goes below zero (docs/decisions/054).

const COUNTERS = 20;

/** A staff request as the admin app sends it (docs/decisions/014): "busy" (503) is sent again after a pause. */
async function asStaff(send: () => Response | Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503 || tries === 40) return answer;
    await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1000));
  }
}

describe(`${COUNTERS} counters dispensing a medicine's last units at once`, { timeout: 240_000 }, () => {
  it('exactly the stock is dispensed, across both batches, and the rest are refused (409): never negative', async ({ api, admin, call }) => {
    const med = await createMedicine(call, { name: 'Kaishore Guggulu', form: 'vati' });
    await receive(call, med.id, { batchNumber: 'KG-A', quantity: 3 });
    await receive(call, med.id, { batchNumber: 'KG-B', quantity: 2, mfgDate: '2026-03-01' });
    const visits = [];
    for (let i = 0; i < COUNTERS; i += 1) visits.push((await finalisedVisit(api, [{ medicine: 'Kaishore Guggulu', form: 'vati' }])).appointment);

    const answers = await Promise.all(
      visits.map((visit) =>
        asStaff(() =>
          api.app.request(
            `/api/v1/dispensary/appointments/${visit.id}/dispenses`,
            jsonRequest('POST', { lines: [{ prescriptionLine: 0, medicineId: med.id, quantity: 1 }] }, admin.token),
          ),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(COUNTERS - 5);

    const batches = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, med.id));
    expect(batches.map((b) => b.onHand)).toEqual([0, 0]);
    const [given] = await api.db
      .select({ units: sql<number>`coalesce(sum(${dispenseLines.quantity}), 0)::int` })
      .from(dispenseLines)
      .where(eq(dispenseLines.medicineId, med.id));
    expect(given!.units).toBe(5);
  });

  it('two counters asking for more than half of what is left: one wins, the other is refused and nothing goes negative', async ({
    api,
    admin,
    call,
  }) => {
    const med = await createMedicine(call, { name: 'Mahanarayana Taila', form: 'taila' });
    await receive(call, med.id, { batchNumber: 'MT-1', quantity: 5 });
    const visits = [];
    for (let i = 0; i < 2; i += 1) visits.push((await finalisedVisit(api, [{ medicine: 'Mahanarayana Taila', form: 'taila' }])).appointment);
    const answers = await Promise.all(
      visits.map((visit) =>
        asStaff(() =>
          api.app.request(
            `/api/v1/dispensary/appointments/${visit.id}/dispenses`,
            jsonRequest('POST', { lines: [{ prescriptionLine: 0, medicineId: med.id, quantity: 3 }] }, admin.token),
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const [batch] = await api.db.select().from(dispensaryBatches).where(eq(dispensaryBatches.medicineId, med.id));
    expect(batch!.onHand).toBe(2);
    const made = await api.db
      .select()
      .from(dispenses)
      .where(
        inArray(
          dispenses.appointmentId,
          visits.map((v) => v.id),
        ),
      );
    expect(made).toHaveLength(1);
  });
});
