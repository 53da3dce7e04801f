import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateCourseTemplateScreen } from '../../src/admin/course-templates/CreateCourseTemplateScreen';
import type { Therapy } from '../../src/lib/api/types';
import { resourceMessages } from '../../src/lib/validation/resources';

const therapy = (id: number, en: string, minutes: number, status = true): Therapy => ({
  id,
  name: { en, hi: en, gu: en },
  minutes,
  therapistsNeeded: 1,
  fitting: null,
  preInstructions: { en: '', hi: '', gu: '' },
  status,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
});
const THERAPIES = [therapy(1, 'Snehapana', 15), therapy(2, 'Abhyanga', 60), therapy(3, 'Virechana', 60), therapy(4, 'Old Dhara', 45, false)];

/** What the fake API is sent, and what it answers a POST: created, or the server's refusal. */
let posted: unknown[] = [];
let refusal: string | null = null;

beforeEach(() => {
  posted = [];
  refusal = null;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    if (input === '/api/v1/therapies') return Response.json(THERAPIES);
    if (input === '/api/v1/course-templates' && init.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      return refusal ? Response.json({ error: refusal, code: 'invalid' }, { status: 400 }) : Response.json({ id: 9 }, { status: 201 });
    }
    throw new Error(`No answer prepared for ${init.method ?? 'GET'} ${input}`);
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <>
      <Toaster />
      <MemoryRouter initialEntries={['/admin/course-templates/create']}>
        <Routes>
          <Route path="/admin/course-templates/create" element={<CreateCourseTemplateScreen />} />
          <Route path="/admin/course-templates" element={<h1>The list</h1>} />
        </Routes>
      </MemoryRouter>
    </>,
  );
}

const step = (number: number) => within(screen.getByRole('group', { name: `Step ${number}` }));
const valueOf = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;
const isDisabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
/** What a screen reader reads after an element's name: the texts its aria-describedby points at. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
const stepTherapies = () => screen.getAllByLabelText('Therapy').map((select) => (select as HTMLSelectElement).selectedOptions[0]!.textContent);

async function fillCourse() {
  for (const [language, text] of [
    ['English', 'Three-day Detox'],
    ['Hindi', 'तीन दिन'],
    ['Gujarati', 'ત્રણ દિવસ'],
  ]) {
    await userEvent.type(screen.getByLabelText(`Name (${language})`), text!);
  }
  await userEvent.type(screen.getByLabelText('Days'), '3');
  await userEvent.type(screen.getByLabelText('Price of the whole course (₹)'), '12500.50');
  await screen.findByRole('option', { name: 'Snehapana (15 min)' });
}

describe('the course template form’s steps editor', () => {
  it('labels each name field with its language, and marks inactive therapies', async () => {
    renderForm();
    expect(screen.getByLabelText('Name (Hindi)').getAttribute('lang')).toBe('hi');
    expect(screen.getByLabelText('Name (Gujarati)').getAttribute('lang')).toBe('gu');
    await step(1).findByRole('option', { name: 'Old Dhara (45 min) (inactive)' });
  });

  it('adds, reorders by keyboard and removes rows, and sends days from 0, the price in paise and the rows in order', async () => {
    renderForm();
    await fillCourse();
    await userEvent.selectOptions(step(1).getByLabelText('Therapy'), 'Snehapana (15 min)');
    await userEvent.selectOptions(step(1).getByLabelText('Time of day'), 'Morning');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    // A new row starts on the day, phase and time of the one before it.
    expect(valueOf(step(2).getByLabelText('Day'))).toBe('1');
    expect(valueOf(step(2).getByLabelText('Time of day'))).toBe('morning');
    await userEvent.selectOptions(step(2).getByLabelText('Therapy'), 'Abhyanga (60 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.clear(step(3).getByLabelText('Day'));
    await userEvent.type(step(3).getByLabelText('Day'), '3');
    await userEvent.selectOptions(step(3).getByLabelText('Phase'), 'Pradhanakarma (main therapy)');
    await userEvent.selectOptions(step(3).getByLabelText('Therapy'), 'Virechana (60 min)');

    // Abhyanga before Snehapana, from the keyboard; the moved row keeps the focus.
    const up = screen.getByRole('button', { name: 'Move step 2 up' });
    up.focus();
    await userEvent.keyboard('{Enter}');
    expect(stepTherapies()).toEqual(['Abhyanga (60 min)', 'Snehapana (15 min)', 'Virechana (60 min)']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move step 1 up');
    expect(isDisabled(screen.getByRole('button', { name: 'Move step 1 up' }))).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: 'Move step 3 down' }))).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove step 4' }));
    expect(screen.queryByRole('group', { name: 'Step 4' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add step' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add Course template' }));
    await screen.findByRole('heading', { name: 'The list' });
    expect(posted).toEqual([
      {
        name: { en: 'Three-day Detox', hi: 'तीन दिन', gu: 'ત્રણ દિવસ' },
        days: 3,
        pricePaise: 1_250_050,
        status: true,
        steps: [
          { phase: 'purvakarma', dayOffset: 0, therapyId: 2, timeOfDay: 'morning' },
          { phase: 'purvakarma', dayOffset: 0, therapyId: 1, timeOfDay: 'morning' },
          { phase: 'pradhanakarma', dayOffset: 2, therapyId: 3, timeOfDay: 'morning' },
        ],
      },
    ]);
  });

  it('names each row’s problem beside it and sends nothing', async () => {
    renderForm();
    await fillCourse();
    await userEvent.click(screen.getByRole('button', { name: 'Add step' }));
    await userEvent.selectOptions(step(1).getByLabelText('Therapy'), 'Snehapana (15 min)');
    await userEvent.clear(step(2).getByLabelText('Day'));
    await userEvent.type(step(2).getByLabelText('Day'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course template' }));
    expect(descriptionOf(screen.getByRole('group', { name: 'Step 2' }))).toBe(resourceMessages.stepTherapyRequired);
    expect(descriptionOf(screen.getByRole('group', { name: 'Step 1' }))).toBe('');
    expect(posted).toEqual([]);

    // Choosing the therapy leaves the day past the course's end, named on the same row as it is fixed.
    await userEvent.selectOptions(step(2).getByLabelText('Therapy'), 'Abhyanga (60 min)');
    expect(descriptionOf(screen.getByRole('group', { name: 'Step 2' }))).toBe(resourceMessages.stepOutsideCourse);
    await userEvent.clear(step(2).getByLabelText('Day'));
    await userEvent.type(step(2).getByLabelText('Day'), '2');
    expect(descriptionOf(screen.getByRole('group', { name: 'Step 2' }))).toBe('');
    expect(posted).toEqual([]);
  });

  it('shows the server’s refusal next to the form and stays on it', async () => {
    refusal = 'Virechana needs a room fitted with treatment-table, and no active room has one';
    renderForm();
    await fillCourse();
    await userEvent.selectOptions(step(1).getByLabelText('Therapy'), 'Virechana (60 min)');
    await userEvent.click(screen.getByRole('button', { name: 'Add Course template' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    screen.getByRole('heading', { name: 'Add Course template' });
    expect(posted).toHaveLength(1);
    await waitFor(() => expect(isDisabled(screen.getByRole('button', { name: 'Add Course template' }))).toBe(false));
  });
});
