import { contactMessages } from '../../../lib/validation/contact-messages';
import type { ContactQueryCreate } from '../../../lib/validation/contact-query';
import { NOTIFY_AFTER_COMMIT } from '../../kernel/after-commit';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { contactQueries } from '../../kernel/db/schema';
import { enqueueContactReceived } from '../outbox/enqueue-notifications';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { clientAddressKey, hitRateLimit } from '../../kernel/rate-limit';

/** A public form: a generous limit per client stops floods without bothering real visitors. */
const CONTACT_LIMIT_PER_HOUR = 20;

/** SPEC §7 POST /v1/contact-queries: stores the query and queues the clinic's notice in one transaction, sent after commit. */
export async function createContactQuery(db: Database, channels: NotificationChannels, input: ContactQueryCreate, clientIp: string) {
  await hitRateLimit(db, {
    key: `contact:ip:${clientAddressKey(clientIp)}`,
    limit: CONTACT_LIMIT_PER_HOUR,
    windowSeconds: 60 * 60,
    message: contactMessages.tooMany,
  });
  const created = await db.transaction(async (tx) => {
    const [query] = await tx.insert(contactQueries).values(input).returning();
    await recordAudit(tx, { action: 'create', entity: 'contact_query', entityId: query!.id, after: query });
    await enqueueContactReceived(tx, channels, query!);
    return query!;
  });
  return { query: created, afterCommit: NOTIFY_AFTER_COMMIT };
}
