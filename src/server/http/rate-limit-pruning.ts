import type { DatabaseSource } from '../kernel/db/database';
import { pruneRateLimits } from '../kernel/rate-limit';

export const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/** Drops old rate-limit windows now and then every `intervalMs`; answers a stop function. */
export function startRateLimitPruning(database: DatabaseSource, intervalMs = PRUNE_INTERVAL_MS): () => void {
  const prune = async () => {
    try {
      const { db, release } = database.acquire();
      try {
        await pruneRateLimits(db);
      } finally {
        await release();
      }
    } catch (err) {
      console.error('[rate-limit] pruning old windows failed:', err instanceof Error ? err.message : err);
    }
  };
  void prune();
  const timer = setInterval(() => void prune(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
