import { afterEach, describe, expect, it, vi } from 'vitest';

const pageText = (policy: { sections: { paragraphs: string[]; items?: string[] }[] }) =>
  policy.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join('\n');

afterEach(() => {
  vi.doUnmock('../../src/lib/policy/appointment-policy');
  vi.resetModules();
});

describe('the cancellation and refund policy page', () => {
  it('states the policy module’s numbers', async () => {
    const { cancellationRefundPolicy } = await import('../../src/content/policies');
    const text = pageText(cancellationRefundPolicy());
    expect(text).toContain('24 hours or more before the start: a full refund.');
    expect(text).toContain('Between 4 and 24 hours before: a 50% refund.');
    expect(text).toContain('at most 2 times per booking');
  });

  it('changes when a policy constant changes (it is rendered from the module, never retyped)', async () => {
    vi.doMock('../../src/lib/policy/appointment-policy', async (importOriginal) => ({
      ...(await importOriginal<typeof import('../../src/lib/policy/appointment-policy')>()),
      FULL_REFUND_MIN_HOURS: 48,
      PARTIAL_REFUND_PERCENT: 25,
    }));
    const { cancellationRefundPolicy } = await import('../../src/content/policies');
    const { policyInOneSentence } = await import('../../src/content/policy-summary');
    const text = pageText(cancellationRefundPolicy());
    expect(text).toContain('48 hours or more before the start: a full refund.');
    expect(text).toContain('Between 4 and 48 hours before: a 25% refund.');
    expect(text).not.toContain('24 hours');
    expect(policyInOneSentence()).toContain('Cancel at least 48 hours before for a full refund, or 4–48 hours before for a 25% refund');
  });
});
