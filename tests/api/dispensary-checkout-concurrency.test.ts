import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { taxDocuments } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { dispensedVisit } from '../support/dispensary-rows';

// Issue 50 item 4 (docs/decisions/063): desks checking out at once. On PostgreSQL and Neon's
// driver the requests really overlap (a pool of connections); PGlite runs them one at a time. Either
// way the visit's unbilled lines are locked (FOR UPDATE) and the series row is held to commit, so
// each visit is billed once and the numbers run without a gap.

describe('desks checking out at once', { timeout: 120_000 }, () => {
  it('two desks checking out at once: each visit one invoice, consecutive numbers, the same visit once', async ({ api, call }) => {
    const visits = [];
    for (let i = 0; i < 4; i += 1) visits.push((await dispensedVisit(api, call)).appointment);
    const answers = await Promise.all(
      [...visits, visits[0]!].map((visit) => call('POST', `/api/v1/dispensary/appointments/${visit.id}/checkout`, { method: 'cash' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 201, 409]);
    const ids = visits.map((visit) => visit.id);
    const raced = await api.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'tax_invoice'), inArray(taxDocuments.appointmentId, ids)));
    expect(raced.map((document) => document.appointmentId).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    // The year's series is gapless: every invoice of the year, these among them, numbered 1…n.
    const issued = await api.db
      .select({ sequence: taxDocuments.sequence })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.kind, 'tax_invoice'), eq(taxDocuments.financialYear, raced[0]!.financialYear)));
    const numbers = issued.map((document) => document.sequence).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});
