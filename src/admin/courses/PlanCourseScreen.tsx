import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api/client';
import type { CourseTemplate, Room } from '../../lib/api/types';
import { type PickedPatient, PatientPicker } from '../components/PatientPicker';
import { SelectField, TextField } from '../components/form-fields';
import { adminApi } from '../session/session-store';
import { type Course, type CourseProposal, type ProposedSession, clinicInstant, clinicTime, dayName } from './course-types';
import { CourseSessionTable } from './CourseSessionTable';
import './courses.css';

interface Chosen {
  time: string;
  roomId: number | null;
  therapistIds: number[];
}

const GENDER_OPTIONS = [
  { value: 'same', label: 'Same gender as the patient' },
  { value: 'any', label: 'Any gender' },
];

const chosenOf = (session: ProposedSession): Chosen => ({
  time: session.startsAt ? clinicTime(session.startsAt) : '',
  roomId: session.roomId,
  therapistIds: session.therapistIds,
});

/**
 * Plan a course (issue 47): staff pick the patient, the course and its start; the server proposes
 * every session; staff change a time, room or therapist, or take an alternative, and confirm. A
 * clash (someone else took a room meanwhile) is shown and every input kept.
 */
export function PlanCourseScreen() {
  const navigate = useNavigate();
  const from = useLocation().state as { patientId?: number; patientName?: string } | null;
  const [patient, setPatient] = useState<PickedPatient | null>(
    from?.patientId ? { id: from.patientId, name: from.patientName ?? `Patient ${from.patientId}` } : null,
  );
  const [templates, setTemplates] = useState<CourseTemplate[]>([]);
  const [rooms, setRooms] = useState<Room[]>([]);
  const [templateId, setTemplateId] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [startTime, setStartTime] = useState('');
  const [gender, setGender] = useState('same');
  const [proposal, setProposal] = useState<CourseProposal | null>(null);
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void adminApi<CourseTemplate[]>('/v1/course-templates').then((list) => setTemplates(list.filter((t) => t.status)));
    void adminApi<Room[]>('/v1/rooms').then((list) => setRooms(list.filter((r) => r.status)));
  }, []);

  const therapistNames = new Map<number, string>();
  for (const s of proposal?.sessions ?? []) s.therapistIds.forEach((id, k) => therapistNames.set(id, s.therapistNames[k] ?? `Therapist ${id}`));
  const therapistName = (id: number) => therapistNames.get(id) ?? `Therapist ${id}`;
  const roomName = (id: number) => rooms.find((r) => r.id === id)?.name ?? `Room ${id}`;

  const ask = () => ({ patientId: patient?.id, templateId: Number(templateId), startsOn, therapistGender: gender });

  async function propose() {
    setError('');
    setBusy(true);
    try {
      const answer = await adminApi<CourseProposal>('/v1/courses/proposal', {
        method: 'POST',
        body: { ...ask(), ...(startTime ? { startTime } : {}) },
      });
      setProposal(answer);
      setChosen(answer.sessions.map(chosenOf));
    } catch (err) {
      setError(errorMessage(err, 'The proposal could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!proposal) return;
    setError('');
    setBusy(true);
    try {
      const course = await adminApi<Course>('/v1/courses', {
        method: 'POST',
        body: {
          ...ask(),
          sessions: proposal.sessions.map((s, k) => ({
            stepIndex: s.stepIndex,
            startsAt: clinicInstant(s.date, chosen[k]!.time),
            roomId: chosen[k]!.roomId,
            therapistIds: chosen[k]!.therapistIds,
          })),
        },
      });
      void navigate('/admin/courses/view', { state: { id: course.id } });
    } catch (err) {
      setError(errorMessage(err, 'The course could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  }

  const change = (k: number, patch: Partial<Chosen>) => setChosen((list) => list.map((c, i) => (i === k ? { ...c, ...patch } : c)));
  const ready = patient && templateId && /^\d{4}-\d{2}-\d{2}$/.test(startsOn);
  // A slot left on "Choose" holds 0: the plan is complete when every session has a time, a room and each therapist.
  const complete = chosen.length > 0 && chosen.every((c) => c.time && c.roomId && c.therapistIds.length > 0 && c.therapistIds.every((id) => id > 0));

  return (
    <section className="admin-page course-plan">
      <h1>Plan a course</h1>
      <form
        className="admin-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (ready) void propose();
        }}
      >
        <fieldset>
          <legend>Patient</legend>
          <PatientPicker patient={patient} onChange={setPatient} />
        </fieldset>
        <div className="admin-form-row">
          <SelectField
            label="Course"
            name="template"
            value={templateId}
            onChange={setTemplateId}
            placeholder="Choose a course"
            options={templates.map((t) => ({ value: String(t.id), label: `${t.name.en} (${t.days} days)` }))}
          />
          <TextField label="Start date" name="starts-on" type="date" value={startsOn} onChange={setStartsOn} />
        </div>
        <div className="admin-form-row">
          <SelectField label="Therapists" name="gender" value={gender} onChange={setGender} options={GENDER_OPTIONS} />
          <TextField
            label="Start time (optional)"
            name="start-time"
            type="time"
            step={900}
            value={startTime}
            onChange={setStartTime}
            hint="Each day at this time where it can"
          />
        </div>
        <button type="submit" className="button" disabled={!ready || busy}>
          {busy && !proposal ? 'Proposing…' : 'Propose sessions'}
        </button>
      </form>

      {error && (
        <p role="alert" className="admin-warning course-error">
          {error}
        </p>
      )}

      {proposal && (
        <>
          <h2>Proposed sessions</h2>
          <p role="status">{proposal.fits ? 'Every session fits.' : 'Some sessions have conflicts: change them before confirming.'}</p>
          <CourseSessionTable
            caption="Proposed sessions"
            whenHeader="Time"
            withStatus={false}
            extraHeader="Conflicts and alternatives"
            rows={proposal.sessions.map((s, k) => {
              const c = chosen[k]!;
              const label = `${s.therapyName}, day ${s.dayOffset + 1}`;
              const therapistOptions = [...new Set([...therapistNames.keys(), ...c.therapistIds])].map((id) => ({
                value: String(id),
                label: therapistName(id),
              }));
              return {
                key: s.stepIndex,
                className: s.conflicts.length > 0 ? 'course-conflict' : undefined,
                day: (
                  <>
                    Day {s.dayOffset + 1}
                    <br />
                    <span className="admin-cell-note">{dayName(s.date)}</span>
                  </>
                ),
                when: (
                  <input
                    type="time"
                    step={900}
                    aria-label={`Time of ${label}`}
                    value={c.time}
                    onChange={(e) => change(k, { time: e.target.value })}
                  />
                ),
                therapy: s.therapyName,
                phase: s.phase,
                room: (
                  <select
                    aria-label={`Room for ${label}`}
                    value={c.roomId ?? ''}
                    onChange={(e) => change(k, { roomId: Number(e.target.value) || null })}
                  >
                    <option value="">Choose</option>
                    {rooms.map((r) => (
                      <option key={r.id} value={r.id}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                ),
                therapists: (c.therapistIds.length > 0 ? c.therapistIds : [0]).map((id, t, slots) => (
                  <select
                    key={t}
                    aria-label={`Therapist ${t + 1} for ${label}`}
                    value={id || ''}
                    onChange={(e) =>
                      change(k, {
                        therapistIds: slots.map((old, i) => (i === t ? Number(e.target.value) : old)),
                      })
                    }
                  >
                    <option value="">Choose</option>
                    {therapistOptions.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )),
                extra: (
                  <>
                    {s.conflicts.length > 0 && (
                      <ul className="course-conflicts">
                        {s.conflicts.map((x) => (
                          <li key={x.message}>{x.message}</li>
                        ))}
                      </ul>
                    )}
                    {s.alternatives.map((alt) => (
                      <button
                        key={`${alt.startsAt}-${alt.roomId}`}
                        type="button"
                        className="button button-small button-quiet"
                        onClick={() => change(k, { time: clinicTime(alt.startsAt), roomId: alt.roomId, therapistIds: alt.therapistIds })}
                      >
                        Use {clinicTime(alt.startsAt)}, {roomName(alt.roomId)}
                      </button>
                    ))}
                  </>
                ),
              };
            })}
          />
          <button type="button" className="button" disabled={!complete || busy} onClick={() => void confirm()}>
            {busy ? 'Saving…' : 'Confirm course'}
          </button>
        </>
      )}
    </section>
  );
}
