import { describe, expect, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../../src/server/messaging/outbox/dispatch-notifications';
import { crashingServer, stallingSmtp, waitUntil } from '../support/crashing-server';

/**
 * Issue 49's "each step firing exactly once across a server restart", on the real local server
 * (scripts/start.mjs) in its own process: a step queued at enrolment comes due while the server is
 * down; at the restart the dispatcher claims its messages and starts the e-mail, and the process
 * dies (SIGKILL) mid-send. After the next restart (past the dead claim's lease) the mail server gets
 * the e-mail once and the SMS is sent once; one more restart and dispatcher run send nothing more.
 */
const ADMIN = { email: 'programme-crash-admin@clinic.example', password: 'programme-crash-admin-password' };
const PATIENT_EMAIL = 'meera.programme@example.com';
const mail = stallingSmtp();
const server = crashingServer(
  'programme-crash',
  () => ({
    JWT_SECRET: 'programme-crash-secret-programme-crash-0123',
    SMTP_URL: mail.url,
    MAIL_FROM: 'Clinic <care@clinic.example>',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
  { seed: true },
);

interface OutboxRow {
  channel: string;
  recipient: string;
  status: string;
  attempts: number;
  next_attempt_at: string;
  provider_message_id: string | null;
  body_text: string;
}

const stepMessages = async () => (await server.http.call<OutboxRow[]>('GET', '/api/dev/outbox?kind=programme_step')).json;

/** Kills the server (if still running) and starts it again on the same data, its clinic clock starting at `at` (it was down until then). */
const restartAt = (at: Date) => server.restart({ CLINIC_CLOCK: at.toISOString() });

describe('a programme step across server restarts', { timeout: 240_000 }, () => {
  it('is sent exactly once, even when the server dies while sending it', async () => {
    const patient = await server.http.verifiedPatient('+919800000049');
    const details = await server.http.call('PUT', '/api/v1/users/me', { name: 'Meera Programme', email: PATIENT_EMAIL }, patient.token);
    expect(details.status).toBe(200);
    const login = await server.http.call<{ token: string }>('POST', '/api/v1/users/login', ADMIN);
    expect(login.status).toBe(200);
    const templates = await server.http.call<{ id: number; slug: string }[]>('GET', '/api/v1/programmes/templates', undefined, login.json.token);
    const arthritis = templates.json.find((template) => template.slug === 'arthritis-12-weeks')!;
    const enrolled = await server.http.call(
      'POST',
      '/api/v1/programmes',
      { patient_id: patient.id, template_id: arthritis.id, messages_consent: true },
      login.json.token,
    );
    expect(enrolled.status).toBe(201);

    // Each step still ahead is queued on both channels for its 09:00 IST; nothing is due yet.
    const queued = await stepMessages();
    expect(queued.length).toBeGreaterThanOrEqual(6);
    expect(queued.every((row) => row.status === 'queued' && row.attempts === 0)).toBe(true);
    const firstDue = new Date(Math.min(...queued.map((row) => Date.parse(row.next_attempt_at))));
    const firstStep = queued.filter((row) => Date.parse(row.next_attempt_at) === firstDue.getTime());
    expect(firstStep.map((row) => row.channel).sort()).toEqual(['email', 'sms']);

    // The server was down over 09:00 and is back a minute later: the dispatcher's first run claims
    // the step's messages and starts the e-mail, which hangs; the process dies mid-send.
    await restartAt(new Date(firstDue.getTime() + 60_000));
    await waitUntil(() => mail.stalledSends > 0, 'the e-mail send to start', stepMessages);
    await server.kill();
    expect(mail.accepted).toHaveLength(0);

    // Back after the dead claim's lease, still on the step's day: the e-mail goes, once.
    mail.stalling = false;
    await restartAt(new Date(firstDue.getTime() + CLAIM_LEASE_MS + 2 * 60_000));
    await waitUntil(() => mail.accepted.length > 0, 'the e-mail after the restart', stepMessages);
    // Both of the step's messages recorded sent before the next crash: a kill while the SMS is still
    // claimed would leave it under a live lease at the next restart (it failed CI that way).
    await waitUntil(async () => (await stepMessages()).filter((row) => row.status === 'sent').length >= 2, 'the ledger', stepMessages);

    // One more crash and restart, and a dispatcher cycle: nothing more goes.
    await restartAt(new Date(firstDue.getTime() + CLAIM_LEASE_MS + 5 * 60_000));
    await new Promise((r) => setTimeout(r, 1500));
    expect(mail.accepted).toHaveLength(1);
    expect(mail.accepted[0]).toContain(PATIENT_EMAIL);
    const after = await stepMessages();
    const sent = after.filter((row) => row.status === 'sent');
    // The step's two messages, each sent once; the e-mail on its second claim (the first died with the process).
    expect(sent.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(sent.find((row) => row.channel === 'email')!.attempts).toBe(2);
    expect(sent.every((row) => row.provider_message_id !== null)).toBe(true);
    // The later steps still wait for their own days.
    expect(after.filter((row) => row.status === 'queued')).toHaveLength(queued.length - 2);
  });
});
