import { describe, expect, it } from 'vitest';
import { deliveryText } from '../../src/admin/messages/message-labels';
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
