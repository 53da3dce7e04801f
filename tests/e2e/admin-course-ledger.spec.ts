import type { Page } from '@playwright/test';
import type { CourseLedger } from '../../src/lib/api/types';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';

/*
 * The course's Payment and sessions panel (issue 47) in Chromium at a phone's and a desk's width.
 * No API makes a course yet (the planner's comes at merge), so the course's answers are stood in
 * for at the network; the API itself is covered by tests/api/course-ledger.test.ts.
 */

const DAY_MS = 86_400_000;
const at = (days: number) => new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + days * DAY_MS + 3.5 * 3_600_000).toISOString();
const therapy = { id: 3, name: 'Virechana', minutes: 60, therapistsNeeded: 1, fitting: 'treatment-table' as const };
const session = (id: number, day: number, status: CourseLedger['sessions'][number]['status']) => ({
  id,
  stepIndex: id - 1,
  phase: 'pradhanakarma' as const,
  therapy,
  room: { id: 5, name: 'Virechana Room' },
  therapists: status === 'planned' || status === 'done' ? [{ id: 9, name: 'Meera Shah' }] : [],
  startsAt: at(day),
  endsAt: at(day),
  status,
  replacesSessionId: null,
  canReschedule: status === 'missed',
});

const ledger: CourseLedger = {
  course: {
    id: 12,
    patientId: 4,
    patientName: 'Asha Patel',
    name: '7-day Panchakarma (Virechana)',
    days: 7,
    status: 'planned',
    pricePaise: 2_100_000,
    startsOn: at(-3).slice(0, 10),
    cancelledAt: null,
  },
  sessions: [session(1, -3, 'done'), session(2, -2, 'done'), session(3, -1, 'missed'), session(4, 0, 'planned'), session(5, 1, 'planned')],
  summary: { sessionCount: 7, used: 2, creditsLeft: 5, missed: 1, cancelled: 0, paidPaise: 0, refundablePaise: 0 },
  payments: [],
  cancellation: { courseId: 12, canCancel: true, unusedSessions: 5, paidPaise: 0, refundPaise: 0, policy: 'Refund policy' },
  options: {
    rooms: [{ id: 5, name: 'Virechana Room', fittings: ['treatment-table'] }],
    therapists: [{ id: 9, name: 'Meera Shah', therapyIds: [3] }],
  },
};

async function standIn(page: Page) {
  await page.route('**/api/v1/courses/12/ledger', (route) => route.fulfill({ json: ledger }));
  await page.route('**/api/v1/courses/12/cancellation', (route) =>
    route.fulfill({
      json: {
        ...ledger.cancellation,
        paidPaise: 2_100_000,
        refundPaise: 1_500_000,
        policy:
          'Cancelling the course refunds the unused sessions: the price × unused sessions ÷ sessions in the course. Sessions already done are not refunded; a missed session not yet rescheduled counts as unused.',
      },
    }),
  );
}

for (const width of [1366, 360]) {
  test(`staff see a course's ledger, reschedule a missed session and preview the refund before cancelling (${width} px)`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await standIn(page);
    await page.goto('/admin/courses/12/ledger');
    const panel = page.getByRole('region', { name: 'Payment and sessions' });
    await expect(panel.getByText('Credits left')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/course-ledger-${width}.png`, fullPage: true });

    await panel.getByRole('button', { name: /^Reschedule\b.*Virechana/ }).click();
    const reschedule = page.getByRole('dialog', { name: 'Reschedule missed session' });
    await expect(reschedule.getByLabel('Room')).toBeVisible();
    await page.screenshot({ path: `/tmp/course-ledger-reschedule-${width}.png` });
    await reschedule.getByRole('button', { name: 'Cancel' }).click();

    await panel.getByRole('button', { name: 'Cancel course' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel course' });
    await expect(cancel.getByText('Refund: ₹15,000.00')).toBeVisible();
    await page.screenshot({ path: `/tmp/course-ledger-cancel-${width}.png` });
    await cancel.getByRole('button', { name: 'Keep the course' }).click();
  });
}
