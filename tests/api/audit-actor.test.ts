import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actingAs, actorOf, recordAudit } from '../../src/server/identity/audit/record-audit';
import { auditEvents } from '../../src/server/kernel/db/schema';
import { useTestApp } from '../support/test-app';

const t = useTestApp();
const ACTOR = { id: 7, role: 'admin' as const, ip: '203.0.113.9' };

async function lastEvent(action: string) {
  const [row] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1);
  return row;
}

describe('the audit actor a request’s database carries', () => {
  it('records changes through the request’s database, in its transactions and nested ones, as the request’s actor', async () => {
    const db = actingAs(t.db, ACTOR);
    await recordAudit(db, { action: 'test.direct', entity: 'service', entityId: 1 });
    await db.transaction(async (tx) => {
      await recordAudit(tx, { action: 'test.transaction', entity: 'service', entityId: 2 });
      await tx.transaction((nested) => recordAudit(nested, { action: 'test.nested', entity: 'service', entityId: 3 }));
    });
    for (const action of ['test.direct', 'test.transaction', 'test.nested']) {
      expect(await lastEvent(action), action).toMatchObject({ actorId: 7, actorRole: 'admin', ip: '203.0.113.9' });
    }
  });

  it('records the system for a database no request handed out (jobs, the dispatcher)', async () => {
    expect(actorOf(t.db)).toEqual({ id: null, role: 'system', ip: null });
    await t.db.transaction((tx) => recordAudit(tx, { action: 'test.system', entity: 'service', entityId: 4 }));
    expect(await lastEvent('test.system')).toMatchObject({ actorId: null, actorRole: 'system', ip: null });
  });

  it('a later view replaces the actor (a signed webhook is the system, whoever sent it)', async () => {
    const webhook = actingAs(actingAs(t.db, { id: null, role: 'anonymous', ip: '198.51.100.2' }), { id: null, role: 'system', ip: '198.51.100.2' });
    await recordAudit(webhook, { action: 'test.webhook', entity: 'payment', entityId: 5 });
    expect(await lastEvent('test.webhook')).toMatchObject({ actorRole: 'system', ip: '198.51.100.2' });
  });

  it('a rolled-back transaction leaves no event', async () => {
    const db = actingAs(t.db, ACTOR);
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'test.rolled-back', entity: 'service', entityId: 6 });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    expect(await lastEvent('test.rolled-back')).toBeUndefined();
  });
});
