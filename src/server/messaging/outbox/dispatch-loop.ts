import type { DatabaseSource } from '../../kernel/db/database';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { DISPATCH_BATCH, dispatchDueNotifications } from './dispatch-notifications';

/** Dispatches until nothing is due (batch after batch) on a connection of its own. */
export async function dispatchAllDue(database: DatabaseSource, channels: NotificationChannels, now?: () => Date): Promise<void> {
  const { db, release } = database.acquire();
  try {
    for (;;) {
      const { sent, failed, dead, skipped } = await dispatchDueNotifications(db, channels, { now: now?.() });
      if (sent + failed + dead + skipped < DISPATCH_BATCH) return;
    }
  } finally {
    await release();
  }
}

/** How often the local server looks for due notifications (reminders, retries). */
export const LOCAL_DISPATCH_INTERVAL_MS = 30_000;

/**
 * The local server's dispatcher: one run at start (what a crash left behind), then on a timer,
 * and at once when a request queued something. Runs never overlap; a call during a run makes
 * one more run after it.
 */
export function startNotificationDispatcher(database: DatabaseSource, channels: NotificationChannels, intervalMs = LOCAL_DISPATCH_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  let isWanted = false;
  const run = (): Promise<void> => {
    isWanted = true;
    running ??= (async () => {
      while (isWanted) {
        isWanted = false;
        await dispatchAllDue(database, channels).catch((err: unknown) => console.error('[notifications] dispatch failed:', err));
      }
      running = null;
    })();
    return running;
  };
  const timer = setInterval(() => void run(), intervalMs);
  timer.unref();
  void run();
  return {
    run,
    async stop() {
      clearInterval(timer);
      isWanted = false;
      await running;
    },
  };
}
