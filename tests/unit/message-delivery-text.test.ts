import { describe, expect, it } from 'vitest';
import { deliveryText, kindLabel, sentToPatientText } from '../../src/admin/messages/message-labels';
import { NOTIFICATION_KINDS } from '../../src/lib/domain/notifications';
import { formatDate } from '../../src/lib/format/date';

const DUE = '2026-11-25T04:30:00.000Z';
const SENT = '2026-11-24T10:00:00.000Z';

describe('deliveryText (Admin Messages: Sent at)', () => {
  it.each([
    { status: 'sent', sent_at: SENT, expected: formatDate(SENT) },
    { status: 'queued', sent_at: null, expected: `Due ${formatDate(DUE)}` },
    { status: 'failed', sent_at: null, expected: `Due ${formatDate(DUE)}` },
    { status: 'skipped', sent_at: null, expected: 'Not sent' },
    { status: 'dead', sent_at: null, expected: 'Not sent' },
  ] as const)('$status → $expected', ({ status, sent_at, expected }) => {
    expect(deliveryText({ status, sent_at, next_attempt_at: DUE })).toBe(expected);
  });
});

describe('kindLabel (Admin Messages: Kind)', () => {
  it('names every kind of message in words, each differently', () => {
    const labels = NOTIFICATION_KINDS.map(kindLabel);
    expect(labels.filter((label, i) => label === NOTIFICATION_KINDS[i])).toEqual([]);
    expect(new Set(labels).size).toBe(NOTIFICATION_KINDS.length);
    expect(kindLabel('medicines_payment_link')).toBe('Medicines payment link');
    // A kind this screen does not know yet (a newer server) shows as it is.
    expect(kindLabel('something_new')).toBe('something_new');
  });
});

describe('sentToPatientText (where a payment link went)', () => {
  it('lists the channels in words, or says it went nowhere', () => {
    expect(sentToPatientText(['email', 'sms'])).toBe('Sent to the patient by E-mail and SMS.');
    expect(sentToPatientText(['whatsapp'])).toBe('Sent to the patient by WhatsApp.');
    expect(sentToPatientText([])).toBe('Not sent: the patient has no e-mail or mobile on file. Copy the link and give it to them.');
  });
});
