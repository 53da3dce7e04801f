import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseSection } from '../../src/islands/my-appointments/CourseSection';
import type { MyAppointmentsState } from '../../src/islands/my-appointments/useMyAppointments';
import { IslandLanguage } from '../../src/islands/shared/island-language';
import type { Locale } from '../../src/i18n/locales';
import type { PatientCourse } from '../../src/lib/api/types';
import { queuedFetch } from '../support/queued-fetch';

const oil = {
  name: { en: 'Abhyanga', hi: 'अभ्यंग', gu: 'અભ્યંગ' },
  preInstructions: {
    en: 'Eat a light meal at least two hours before.',
    hi: 'कम से कम दो घंटे पहले हल्का भोजन करें।',
    gu: 'ઓછામાં ઓછા બે કલાક પહેલાં હળવું ભોજન લો.',
  },
};

const COURSE: PatientCourse = {
  id: 7,
  status: 'planned',
  startsOn: '2026-12-01',
  sessionCount: 3,
  template: { name: { en: '7-day Panchakarma (Virechana)', hi: '7 दिन का पंचकर्म (विरेचन)', gu: '7 દિવસનું પંચકર્મ (વિરેચન)' } },
  days: [
    {
      date: '2026-12-01',
      sessions: [
        // 9:00 IST
        {
          id: 1,
          startsAt: '2026-12-01T03:30:00.000Z',
          endsAt: '2026-12-01T04:30:00.000Z',
          phase: 'purvakarma',
          status: 'done',
          therapy: oil,
          room: { name: 'Abhyanga Room 1' },
        },
      ],
    },
    {
      date: '2026-12-02',
      sessions: [
        {
          id: 2,
          startsAt: '2026-12-02T03:30:00.000Z',
          endsAt: '2026-12-02T04:30:00.000Z',
          phase: 'purvakarma',
          status: 'planned',
          therapy: oil,
          room: { name: 'Abhyanga Room 1' },
        },
        {
          id: 3,
          startsAt: '2026-12-02T05:00:00.000Z',
          endsAt: '2026-12-02T05:20:00.000Z',
          phase: 'purvakarma',
          status: 'planned',
          therapy: { name: { en: 'Bashpa Swedana', hi: 'बाष्प स्वेदन', gu: 'બાષ્પ સ્વેદન' }, preInstructions: { en: '', hi: '', gu: '' } },
          room: { name: 'Swedana Room' },
        },
      ],
    },
  ],
};

const downloadFile = vi.fn(async () => undefined);
const fetchStub = queuedFetch();
beforeEach(() => {
  downloadFile.mockClear();
});

const renderCourse = (locale: Locale = 'en') =>
  render(
    <IslandLanguage locale={locale}>
      <CourseSection state={{ downloadFile } as unknown as MyAppointmentsState} token="patient-token" />
    </IslandLanguage>,
  );

describe('Your Panchakarma course on My appointments', () => {
  it('lists each day with times (IST), therapy, room and what to do before it, and downloads one calendar file', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [() => Response.json([COURSE])];
    renderCourse();
    expect(screen.getByRole('heading', { level: 2, name: 'Your Panchakarma course' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading your course...');
    const course = await screen.findByRole('article', { name: '7-day Panchakarma (Virechana)' });
    expect(fetchStub.requests.map((r) => r.url)).toEqual(['/api/v1/courses/mine']);
    expect(
      within(course)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Day 1: Tuesday, December 1, 2026', 'Day 2: Wednesday, December 2, 2026']);
    const sessions = within(course)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('course-session'));
    expect(sessions.map((item) => item.querySelector('.course-session-line')!.textContent)).toEqual([
      '9:00 AM – 10:00 AM IST · Abhyanga · Done',
      '9:00 AM – 10:00 AM IST · Abhyanga · Planned',
      '10:30 AM – 10:50 AM IST · Bashpa Swedana · Planned',
    ]);
    // The instructions go with a planned session, not one already given.
    expect(within(sessions[1]!).getByText('Eat a light meal at least two hours before.')).toBeTruthy();
    expect(within(sessions[0]!).queryByText('Eat a light meal at least two hours before.')).toBeNull();
    expect(within(sessions[2]!).getByText('Room: Swedana Room')).toBeTruthy();

    await user.click(within(course).getByRole('button', { name: 'Add every session to your calendar' }));
    expect(downloadFile).toHaveBeenCalledWith(
      '/v1/courses/7/calendar.ics',
      'course-7.ics',
      'The calendar file could not be downloaded. Please try again.',
    );
  });

  it('speaks Hindi on the Hindi page: names, instructions, days and times', async () => {
    fetchStub.answers = [() => Response.json([COURSE])];
    renderCourse('hi');
    const course = await screen.findByRole('article', { name: '7 दिन का पंचकर्म (विरेचन)' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('आपका पंचकर्म कोर्स');
    expect(within(course).getAllByRole('heading', { level: 4 })[0]!.textContent).toMatch(/^दिन 1: मंगलवार, 1 दिसंबर 2026$/);
    expect(within(course).getByText('कम से कम दो घंटे पहले हल्का भोजन करें।')).toBeTruthy();
    expect(within(course).getAllByText(/अभ्यंग/).length).toBe(2);
    expect(within(course).getByRole('button', { name: 'सभी सत्र अपने कैलेंडर में जोड़ें' })).toBeTruthy();
  });

  it('says when there is no course, and links to what Panchakarma is', async () => {
    fetchStub.answers = [() => Response.json([])];
    renderCourse('gu');
    expect(await screen.findByText('તમારો કોઈ પંચકર્મ કોર્સ નથી. કોર્સ ડૉક્ટરના મૂલ્યાંકન પરામર્શથી શરૂ થાય છે.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'પંચકર્મ વિશે' }).getAttribute('href')).toBe('/gu/services/panchakarma');
  });

  it('offers to try again when the course cannot be loaded', async () => {
    const user = userEvent.setup();
    fetchStub.answers = [() => new Response('{}', { status: 500 }), () => Response.json([COURSE])];
    renderCourse();
    expect((await screen.findByRole('alert')).textContent).toContain('Your course could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: '7-day Panchakarma (Virechana)' })).toBeTruthy();
  });
});
