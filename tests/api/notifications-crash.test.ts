import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/kernel/db/schema';
import { crashingServer, stallingSmtp, waitUntil } from '../support/crashing-server';

/**
 * The server dies (SIGKILL) after the contact query and its notification are committed, while
 * the e-mail is being sent. After a restart the clinic inbox gets the message, exactly once.
 */
const mail = stallingSmtp();
const server = crashingServer('notify-crash', () => ({
  JWT_SECRET: 'notify-crash-secret-notify-crash-secret-0123',
  SMTP_URL: mail.url,
  MAIL_FROM: 'Clinic <care@clinic.example>',
  CLINIC_EMAIL: 'inbox@clinic.example',
}));

describe('a server crash between the commit and the send', { timeout: 240_000 }, () => {
  it('delivers the message once after a restart', async () => {
    const sent = await server.http.call('POST', '/api/v1/contact-queries', {
      name: 'Ravi Shah',
      email: 'ravi@example.com',
      subject: 'Crash test',
      message: 'Is anyone there?',
    });
    expect(sent.status).toBe(201);
    // The dispatcher has claimed the row and is stuck talking to the mail server.
    await waitUntil(() => mail.stalledSends > 0, 'the send to start');
    await server.kill();

    const claimed = await server.inspect(async (source) => {
      const { db } = await source.acquire();
      const [row] = await db.select().from(notifications).where(eq(notifications.kind, 'contact_received'));
      // The lease would keep it for ten minutes: let that time pass while the server is down.
      await db.update(notifications).set({ nextAttemptAt: sql`now() - interval '1 second'` });
      return row!;
    });
    expect(claimed).toMatchObject({ status: 'queued', attempts: 1, recipient: 'inbox@clinic.example' });
    expect(mail.accepted).toHaveLength(0);

    mail.stalling = false;
    await server.start();
    await waitUntil(() => mail.accepted.length > 0, 'the message after the restart');
    // The ledger records the delivery (read through the local outbox while the server runs).
    const outbox = () => server.http.call<{ status: string }[]>('GET', '/api/dev/outbox?kind=contact_received');
    await waitUntil(
      async () => (await outbox()).json[0]?.status === 'sent',
      'the ledger',
      async () => (await outbox()).json,
    );
    // Another restart and another dispatch run send nothing more.
    await server.restart();
    await new Promise((r) => setTimeout(r, 1500));
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toContain('Subject: New contact query: Crash test');

    await server.kill();
    const delivered = await server.inspect(async (source) => {
      const { db } = await source.acquire();
      return db.select().from(notifications).where(eq(notifications.kind, 'contact_received'));
    });
    await server.start();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ status: 'sent', attempts: 2, provider: 'smtp' });
  });
});
