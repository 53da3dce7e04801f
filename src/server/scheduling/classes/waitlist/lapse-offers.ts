import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../../kernel/db/database';
import { waitlistEntries, waitlistOffers } from '../../../kernel/db/schema';

/**
 * Under the place's lock (a class's or a doctor-day's, named by `inPlace` on the entries): the
 * open offers whose claim window ended lapse, and their places in line with them. Answers how many.
 */
export async function lapseEndedOffers(tx: Transaction, inPlace: SQL | undefined, now: Date): Promise<number> {
  const ended = await tx
    .select({ offerId: waitlistOffers.id, entryId: waitlistOffers.entryId })
    .from(waitlistOffers)
    .innerJoin(waitlistEntries, eq(waitlistEntries.id, waitlistOffers.entryId))
    .where(and(inPlace, eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)));
  if (ended.length === 0) return 0;
  const offerIds = ended.map((row) => row.offerId);
  const entryIds = ended.map((row) => row.entryId);
  await tx.update(waitlistOffers).set({ status: 'lapsed' }).where(inArray(waitlistOffers.id, offerIds));
  await tx.update(waitlistEntries).set({ status: 'lapsed' }).where(inArray(waitlistEntries.id, entryIds));
  return ended.length;
}
