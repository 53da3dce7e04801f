import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Consultation, DoctorAppointment, VisitRecord } from '../../src/lib/api/types';
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
  prakriti: '',
  vikriti: '',
  prescription: [],
  pathya: '',
  apathya: '',
  follow_up_days: null,
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
};

let requests: { method: string; path: string; body: unknown }[] = [];
/** A fake API that stores the record as the server would: PUT replaces it, finalise stamps it. */
function stubApi() {
  let stored: VisitRecord = savedDraft;
  requests = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const path = new URL(input, 'http://localhost').pathname;
    const method = init.method ?? 'GET';
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, body });
    const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path.endsWith('/consultation')) return json(consultation);
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

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  addEventListener() {},
  removeEventListener() {},
})) as unknown as typeof window.matchMedia;

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
