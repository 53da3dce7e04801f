import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { EMPTY_EXAMINATION } from '../../src/lib/validation/examination';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consultation, DoctorAppointment, PrescribableMedicine, PrescriptionTemplate, VisitRecord } from '../../src/lib/api/types';
import { VisitDialog } from '../../src/admin/my-schedule/VisitDialog';

const appointment = {
  id: 7,
  time: '2026-11-24T04:30:00.000Z',
  end_time: '2026-11-24T05:00:00.000Z',
  status: 'confirmed',
  mode: 'video',
  google_meet_link: null,
  description: 'Knee pain',
  patient: { name: 'Asha', mobile: '+919800000070' },
  service: { name: 'Personalized Consultation' },
  note: null,
  checked_in_at: null,
  patient_answer: 'not_answered',
} satisfies DoctorAppointment;

const savedDraft: VisitRecord = {
  findings: 'Pulse fast',
  assessment: '',
  diagnoses: [],
  prakriti: '',
  vikriti: '',
  prescription: [],
  pathya: '',
  apathya: '',
  follow_up_days: null,
  vitals: null,
  examination: EMPTY_EXAMINATION,
  finalised_at: null,
  updated_at: '2026-11-24T04:40:00.000Z',
  addenda: [],
};

const consultation: Consultation = {
  appointment_id: 7,
  consent: null,
  intake: {
    form: { service_id: 1, version: 1, questions: [] },
    answered_version: null,
    answers: {},
    submitted_at: null,
    updated_at: null,
    can_edit: false,
  },
  reports: [],
  record: savedDraft,
  past_visits: [],
  patient_id: 3,
  health_file: null,
};

/** A template another doctor shares (issue 51 item 5). */
const TEMPLATE: PrescriptionTemplate = {
  id: 11,
  name: 'Amavata, first visit',
  lines: [{ medicine: 'Simhanada Guggulu', form: 'vati', dose: '2 tablets', timing: 'after_food', anupana: 'Warm water', duration: '30 days' }],
  shared: true,
  doctor: { id: 2, name: 'Dr. Anil Mehta' },
  mine: false,
  updated_at: '2026-11-20T04:40:00.000Z',
};

/** The dispensary's active medicines (issue 50): one in stock, one low, one out. */
const CATALOGUE: PrescribableMedicine[] = [
  { id: 21, name: 'Avipattikar Churna', form: 'churna', stock: 'in_stock' },
  { id: 22, name: 'Arogyavardhini Vati', form: 'vati', stock: 'low' },
  { id: 23, name: 'Kumaryasava', form: 'asava_arishta', stock: 'out' },
];

let requests: { method: string; path: string; body: unknown }[] = [];
let consultationAnswer: Consultation = consultation;
/** A fake API that stores the record as the server would: PUT replaces it, finalise stamps it. */
function stubApi() {
  let stored: VisitRecord = savedDraft;
  requests = [];
  consultationAnswer = consultation;
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path.endsWith('/consultation')) return json(consultationAnswer);
    if (path === '/api/v1/dispensary/prescribable') return json(CATALOGUE);
    if (path === '/api/v1/prescription-templates') return method === 'POST' ? json({ ...TEMPLATE, id: 12, ...body }) : json([TEMPLATE]);
    if (path.includes('/reports/'))
      return new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { status: 200, headers: { 'Content-Type': 'image/png' } });
    if (method === 'PUT') stored = { ...stored, ...(body as Partial<VisitRecord>) };
    if (path.endsWith('/finalise')) stored = { ...stored, finalised_at: '2026-11-24T05:00:00.000Z' };
    return json({ record: stored });
  });
}

beforeEach(stubApi);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('VisitDialog Finalise (issue 45)', () => {
  it('issues exactly what is on screen: an unsaved line added after the draft is saved, then finalised', async () => {
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    const findings = await screen.findByLabelText('Findings');
    await user.type(findings, '\nTongue coated');
    await user.click(screen.getByRole('button', { name: 'Save and finalise' }));

    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/finalise'))).toBe(true));
    const writes = requests.filter((r) => r.method !== 'GET');
    expect(writes.map((r) => `${r.method} ${r.path}`)).toEqual(['PUT /api/v1/appointments/7/record', 'POST /api/v1/appointments/7/record/finalise']);
    expect((writes[0]!.body as VisitRecord).findings).toBe('Pulse fast\nTongue coated');
    await waitFor(() => expect(screen.getByLabelText<HTMLTextAreaElement>('Findings').disabled).toBe(true));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Findings').value).toBe('Pulse fast\nTongue coated');
  });
});

describe('VisitDialog prescription editor (issue 45 item 8)', () => {
  const withAllergyAndReport: Consultation = {
    ...consultation,
    intake: { ...consultation.intake, answers: { has_allergies: true, allergies: 'Sulfa drugs' }, submitted_at: '2026-11-23T10:00:00.000Z' },
    reports: [{ id: 3, file_name: 'blood-test.png', content_type: 'image/png', size: 4, uploaded_at: '2026-11-23T10:00:00.000Z' }],
  };

  it('labels each field, names the forms and timings, and warns when a medicine matches a recorded allergy', async () => {
    consultationAnswer = withAllergyAndReport;
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Add medicine' }));
    const line = screen.getByRole('group', { name: 'Medicine 1' });
    const form = within(line).getByLabelText<HTMLSelectElement>('Form');
    expect([...form.options].map((o) => o.text)).toContain('Asava/Arishta');
    expect([...form.options].map((o) => o.text)).not.toContain('asava_arishta');
    expect([...within(line).getByLabelText<HTMLSelectElement>('When').options].map((o) => o.text)).toContain('Empty stomach');
    expect(within(line).queryByRole('alert')).toBeNull();

    await user.type(within(line).getByLabelText('Medicine'), 'Sulfasalazine');
    await user.type(within(line).getByLabelText('Dose'), '2 tablets (250 mg each)');
    expect(within(line).getByRole('alert').textContent).toBe(
      'Allergy warning: the patient recorded an allergy to “Sulfa drugs”. Check before prescribing Sulfasalazine.',
    );
    expect(within(line).getByLabelText<HTMLInputElement>('Dose').value).toBe('2 tablets (250 mg each)');
  });

  it('previews a report in place as an image from a blob: URL', async () => {
    consultationAnswer = withAllergyAndReport;
    // jsdom has no blob: URLs.
    URL.createObjectURL = () => 'blob:http://localhost/report-3';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Preview blood-test.png' }));
    const image = await screen.findByRole('img', { name: 'Preview of blood-test.png' });
    expect(image.getAttribute('src')).toBe('blob:http://localhost/report-3');
    await user.click(screen.getByRole('button', { name: 'Hide blood-test.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of blood-test.png' })).toBeNull();
    expect(requests.some((r) => r.path === '/api/v1/appointments/7/reports/3')).toBe(true);
  });
});

describe('VisitDialog prescription templates (issue 51 item 5)', () => {
  it('starts from a shared template or the last prescription, then saves the lines as a template of the doctor’s own', async () => {
    consultationAnswer = {
      ...consultation,
      past_visits: [
        {
          id: 3,
          time: '2026-10-02T04:30:00.000Z',
          status: 'completed',
          service: { name: 'Personalized Consultation' },
          doctor: { name: 'Dr. Meera Joshi' },
          assessment: 'Amavata',
          diagnoses: [],
          prescription: [
            { medicine: 'Dashamoola Kashaya', form: 'kashaya', dose: '15 ml', timing: 'empty_stomach', anupana: '', duration: '15 days' },
          ],
        },
      ],
    };
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    const start = await screen.findByLabelText<HTMLSelectElement>('Start from');
    await waitFor(() => expect([...start.options].map((o) => o.text)).toContain('Amavata, first visit (shared by Dr. Anil Mehta)'));
    expect([...start.options].map((o) => o.text).some((text) => text.startsWith('Last prescription (') && text.endsWith('Dr. Meera Joshi)'))).toBe(
      true,
    );

    await user.selectOptions(start, '11');
    await user.click(screen.getByRole('button', { name: 'Use' }));
    expect(within(screen.getByRole('group', { name: 'Medicine 1' })).getByLabelText<HTMLInputElement>('Medicine').value).toBe('Simhanada Guggulu');
    expect(screen.queryByRole('group', { name: 'Medicine 2' })).toBeNull();

    // The last prescription replaces the lines, which the doctor then edits.
    await user.selectOptions(start, 'last');
    await user.click(screen.getByRole('button', { name: 'Replace the lines' }));
    const line = screen.getByRole('group', { name: 'Medicine 1' });
    expect(within(line).getByLabelText<HTMLInputElement>('Medicine').value).toBe('Dashamoola Kashaya');
    await user.clear(within(line).getByLabelText('Dose'));
    await user.type(within(line).getByLabelText('Dose'), '20 ml');

    // A name is asked for before anything is sent; then the lines on screen are saved.
    await user.click(screen.getByText('Save these lines as a template'));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Give the template a name')).toBeTruthy();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/v1/prescription-templates')).toBe(false);
    await user.type(screen.getByLabelText('Template name'), 'Amavata, kashaya');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'POST' && r.path === '/api/v1/prescription-templates')).toBe(true));
    const sent = requests.find((r) => r.method === 'POST' && r.path === '/api/v1/prescription-templates')!.body as {
      name: string;
      lines: { dose: string }[];
      shared: boolean;
    };
    expect(sent).toMatchObject({ name: 'Amavata, kashaya', shared: false, lines: [{ dose: '20 ml' }] });
  });
});

describe('VisitDialog picks medicines from the dispensary (issue 50 item 1)', () => {
  /** The suggestions shown under a line's medicine (the form and timing lists are options too). */
  const suggestions = (line: HTMLElement) => {
    const list = within(line).queryByRole('listbox', { name: 'Suggestions from the dispensary' });
    return list ? within(list).getAllByRole('option') : [];
  };
  const savedLines = () => (requests.filter((r) => r.method === 'PUT').at(-1)!.body as VisitRecord).prescription;

  it('suggests catalogue medicines with form and stock as the doctor types; picking fills name and form and keeps the id', async () => {
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Add medicine' }));
    const line = screen.getByRole('group', { name: 'Medicine 1' });
    const medicine = within(line).getByRole('combobox', { name: 'Medicine' });
    expect(medicine.getAttribute('aria-expanded')).toBe('false');

    await user.type(medicine, 'ar');
    // Names holding "ar", those starting with it first; each with its form and stock state.
    const options = suggestions(line);
    expect(options.map((o) => o.textContent)).toEqual([
      'Arogyavardhini Vati Vati, Low stock',
      'Avipattikar Churna Churna, In stock',
      'Kumaryasava Asava/Arishta, Out of stock',
    ]);
    expect(medicine.getAttribute('aria-expanded')).toBe('true');

    // Keyboard: down to the first suggestion, Enter picks it.
    await user.keyboard('{ArrowDown}');
    expect(medicine.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect((medicine as HTMLInputElement).value).toBe('Arogyavardhini Vati');
    expect(within(line).getByLabelText<HTMLSelectElement>('Form').value).toBe('vati');
    expect(suggestions(line)).toHaveLength(0);
    expect(within(line).getByText('from the dispensary, low stock')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(savedLines()[0]).toMatchObject({ medicine: 'Arogyavardhini Vati', form: 'vati', medicine_id: 22 });
  });

  it('keeps free text for what the clinic does not stock, and typing over a picked medicine makes it free text', async () => {
    const user = userEvent.setup();
    render(<VisitDialog appointment={appointment} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Add medicine' }));
    await user.click(screen.getByRole('button', { name: 'Add medicine' }));
    const first = within(screen.getByRole('group', { name: 'Medicine 1' })).getByRole('combobox', { name: 'Medicine' });
    await user.type(first, 'kumar');
    await user.click(screen.getByRole('option', { name: /Kumaryasava/ }));
    expect(within(screen.getByRole('group', { name: 'Medicine 1' })).getByLabelText<HTMLSelectElement>('Form').value).toBe('asava_arishta');
    expect(screen.getByText('from the dispensary, out of stock')).toBeTruthy();
    await user.type(first, ' (home made)');
    expect(screen.queryByText(/from the dispensary/)).toBeNull();

    const second = within(screen.getByRole('group', { name: 'Medicine 2' })).getByRole('combobox', { name: 'Medicine' });
    await user.type(second, 'Chyavanprash');
    expect(suggestions(screen.getByRole('group', { name: 'Medicine 2' }))).toHaveLength(0);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(savedLines().map((l) => [l.medicine, l.medicine_id ?? null])).toEqual([
      ['Kumaryasava (home made)', null],
      ['Chyavanprash', null],
    ]);
  });
});
