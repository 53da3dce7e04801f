import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ClassSeatSection } from '../../src/islands/my-appointments/ClassSeatSection';
import type { MyAppointmentsState } from '../../src/islands/my-appointments/useMyAppointments';
import { IslandLanguage } from '../../src/islands/shared/island-language';
import type { MySeat } from '../../src/lib/api/types';
import { queuedFetch } from '../support/queued-fetch';

const NOW = new Date('2026-11-30T04:00:00.000Z');

const YOGA: MySeat = {
  id: 11,
  classId: 3,
  title: { en: 'Yoga for arthritis', hi: 'गठिया के लिए योग', gu: 'સંધિવા માટે યોગ' },
  mode: 'online',
  series: false,
  status: 'paid',
  pricePaise: 50_000,
  // 9:30 IST on 1 December.
  sessions: [{ id: 5, startsAt: '2026-12-01T04:00:00.000Z', endsAt: '2026-12-01T05:00:00.000Z', status: 'scheduled' }],
  nextStartsAt: '2026-12-01T04:00:00.000Z',
  meetingLink: null,
  refundedPaise: null,
  cancellation: { canCancel: true, window: 'full_refund', refundPaise: 50_000 },
};
const COOKING: MySeat = {
  ...YOGA,
  id: 12,
  title: { en: 'Cooking workshop', hi: 'पाक कार्यशाला', gu: 'રસોઈ કાર્યશાળા' },
  mode: 'in_person',
  status: 'refunded',
  refundedPaise: 25_000,
  cancellation: null,
};

const downloadFile = vi.fn(async () => undefined);
const fetchStub = queuedFetch();
beforeEach(() => {
  downloadFile.mockClear();
});

const renderSeats = (now = NOW) =>
  render(
    <IslandLanguage locale="hi">
      <ClassSeatSection state={{ downloadFile, now, session: { token: 'patient-token' } } as unknown as MyAppointmentsState} token="patient-token" />
    </IslandLanguage>,
  );

describe('Classes and workshops on My appointments, in Hindi', () => {
  it('lists the seats with the next session (IST), the calendar file and a refunded seat', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [() => Response.json([YOGA, COOKING])];
    renderSeats();
    expect(screen.getByRole('heading', { level: 2, name: 'कक्षाएँ और कार्यशालाएँ' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('आपकी कक्षा की सीटें लोड हो रही हैं...');
    const yoga = await screen.findByRole('article', { name: 'गठिया के लिए योग' });
    expect(fetchStub.requests.map((r) => r.url)).toEqual(['/api/v1/class-seats/mine']);
    expect(within(yoga).getByText('ऑनलाइन')).toBeTruthy();
    expect(within(yoga).getByText(/^अगला सत्र: मंगलवार, 1 दिसंबर 2026, .*9:30 .*IST$/)).toBeTruthy();
    expect(within(yoga).getByText('जुड़ने का लिंक कक्षा से 15 मिनट पहले यहाँ दिखेगा।')).toBeTruthy();
    expect(within(yoga).queryByRole('link', { name: 'ऑनलाइन कक्षा से जुड़ें' })).toBeNull();
    await user.click(within(yoga).getByRole('button', { name: 'अपने कैलेंडर में जोड़ें' }));
    expect(downloadFile).toHaveBeenCalledWith('/v1/class-seats/11/calendar.ics', 'class-seat-11.ics', expect.any(String));

    const cooking = screen.getByRole('article', { name: 'पाक कार्यशाला' });
    expect(within(cooking).getByText(/^रद्द · ₹250(\.00)? वापस किए गए$/)).toBeTruthy();
    expect(within(cooking).queryByRole('button', { name: 'सीट रद्द करें' })).toBeNull();
  });

  it('cancels with the refund shown, sending that refund, and reads the seats again', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [
      () => Response.json([YOGA]),
      () => Response.json({ seatId: 11, status: 'refunded', refundPaise: 50_000 }),
      () => Response.json([{ ...YOGA, status: 'refunded', refundedPaise: 50_000, cancellation: null }]),
    ];
    renderSeats();
    const yoga = await screen.findByRole('article', { name: 'गठिया के लिए योग' });
    const open = within(yoga).getByRole('button', { name: 'सीट रद्द करें' });
    await user.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const panel = within(yoga).getByRole('group', { name: 'सीट रद्द करें' });
    expect(within(panel).getByText(/^आपके चुकाए ₹500(\.00)? में से ₹500(\.00)? वापस किए जाएँगे।$/)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'हाँ, सीट रद्द करें' }));
    expect(await within(yoga).findByText(/^रद्द · ₹500(\.00)? वापस किए गए$/)).toBeTruthy();
    expect(fetchStub.requests[1]).toEqual({ url: '/api/v1/class-seats/11/cancel', method: 'POST', body: { refundPaise: 50_000 } });
    expect(fetchStub.requests[2]!.url).toBe('/api/v1/class-seats/mine');
  });

  it('shows the join link once the session opens, the empty state, and the error state with a retry', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [() => Response.json([{ ...YOGA, meetingLink: 'https://meet.example/abc' }])];
    renderSeats(new Date('2026-12-01T03:50:00.000Z'));
    const join = await screen.findByRole('link', { name: 'ऑनलाइन कक्षा से जुड़ें' });
    expect(join.getAttribute('href')).toBe('https://meet.example/abc');
    cleanup();

    fetchStub.answers = [() => new Response('{}', { status: 500 }), () => Response.json([])];
    renderSeats();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('आपकी कक्षा की सीटें लोड नहीं हो सकीं।')).toBeTruthy();
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByText('किसी कक्षा या कार्यशाला में आपकी कोई सीट नहीं है।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कक्षाएँ और कार्यशालाएँ देखें' }).getAttribute('href')).toBe('/hi/workshops');
  });
});
