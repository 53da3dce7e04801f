import { type SubmitEvent, useId, useState } from 'react';
import { ApiError, api } from '../../lib/api/client';
import type { MyProgramme, ProgrammeCheckIn } from '../../lib/api/types';
import { longDateName } from '../../lib/format/date';
import { clinicToday } from '../../lib/programmes/weeks';
import { endPatientSession } from '../phone-verification/patient-session-store';
import { usePatientCopy } from '../shared/island-language';
import { LoadedSection } from './LoadedSection';
import { useOwnList } from './useOwnList';
import './programmes.css';

type Step = NonNullable<MyProgramme['current']>;

/** The check-in of one open step: a yes/no pair or a 0–N scale per question, an optional note. */
function CheckInForm({
  programme,
  step,
  token,
  onSent,
}: {
  programme: MyProgramme;
  step: Step;
  token: string;
  onSent: (checkIn: ProgrammeCheckIn) => void;
}) {
  const {
    myAppointments: { programmeCopy: copy },
  } = usePatientCopy();
  const formId = useId();
  // A scale starts in its middle (shown), so the patient answers it by leaving or moving it.
  const [answers, setAnswers] = useState<Record<string, boolean | number>>(() =>
    Object.fromEntries(step.questions.flatMap((question) => (question.kind === 'scale' ? [[question.key, Math.round(question.max / 2)]] : []))),
  );
  const [note, setNote] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (step.questions.some((question) => answers[question.key] === undefined)) {
      setState({ kind: 'error', message: copy.answerAll });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const checkIn = await api<ProgrammeCheckIn>(`/v1/programmes/${programme.id}/check-ins`, {
        method: 'POST',
        token,
        body: { step_id: step.id, answers, note },
      });
      setState({ kind: 'idle' });
      onSent(checkIn);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      const key = err instanceof ApiError ? err.key : undefined;
      const message =
        key === 'programmes.stepNotOpen'
          ? copy.notOpen
          : key === 'programmes.checkInDone'
            ? copy.alreadySent
            : key === 'programmes.answersInvalid'
              ? copy.answerAll
              : copy.sendFailed;
      setState({ kind: 'error', message });
    }
  };

  return (
    <form className="programme-check-in" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${formId}-heading`}>
      <h4 id={`${formId}-heading`}>{copy.checkInHeading}</h4>
      <p className="programme-muted">{copy.checkInIntro}</p>
      {step.questions.map((question) =>
        question.kind === 'yes_no' ? (
          <fieldset key={question.key} className="programme-question">
            <legend>{question.label}</legend>
            <div className="programme-choices">
              {[true, false].map((value) => (
                <label key={String(value)} className="programme-choice">
                  <input
                    type="radio"
                    name={`${formId}-${question.key}`}
                    checked={answers[question.key] === value}
                    onChange={() => setAnswers((a) => ({ ...a, [question.key]: value }))}
                  />
                  {value ? copy.yes : copy.no}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <div key={question.key} className="programme-question">
            <label htmlFor={`${formId}-${question.key}`}>{question.label}</label>
            <div className="programme-scale">
              <input
                id={`${formId}-${question.key}`}
                type="range"
                min={0}
                max={question.max}
                step={1}
                value={Number(answers[question.key] ?? 0)}
                onChange={(event) => setAnswers((a) => ({ ...a, [question.key]: Number(event.target.value) }))}
                aria-describedby={`${formId}-${question.key}-hint`}
              />
              <output htmlFor={`${formId}-${question.key}`}>{String(answers[question.key] ?? 0)}</output>
            </div>
            <span id={`${formId}-${question.key}-hint`} className="programme-muted">
              {copy.scaleHint(question.max)}
            </span>
          </div>
        ),
      )}
      <label htmlFor={`${formId}-note`}>{copy.note}</label>
      <textarea id={`${formId}-note`} rows={3} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      {state.kind === 'error' && (
        <p role="alert" className="programme-error">
          {state.message}
        </p>
      )}
      <button type="submit" className="button" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? copy.sending : copy.send}
      </button>
    </form>
  );
}

/** One programme: the week, this step's guidance and check-in, the doctor's answers, what comes next, pause or resume. */
function Programme({ programme, token, reload }: { programme: MyProgramme; token: string; reload: () => Promise<void> }) {
  const {
    myAppointments: { programmeCopy: copy },
    locale,
  } = usePatientCopy();
  const headingId = useId();
  const [sent, setSent] = useState<ProgrammeCheckIn | null>(null);
  const [changeFailed, setChangeFailed] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const step = programme.current;
  const checkIn = sent ?? step?.check_in ?? null;

  const change = async (action: 'pause' | 'resume' | 'end' | 'messages-on' | 'messages-off') => {
    setChangeFailed(false);
    setIsBusy(true);
    try {
      if (action === 'messages-on' || action === 'messages-off') {
        await api('/v1/programmes/messages-consent', { method: 'PUT', token, body: { given: action === 'messages-on' } });
      } else {
        await api(`/v1/programmes/${programme.id}/${action}`, {
          method: 'POST',
          token,
          body: action === 'end' ? { reason: 'patient_request' } : undefined,
        });
      }
      await reload();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        endPatientSession();
        return;
      }
      setChangeFailed(true);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <article className="programme-card" aria-labelledby={headingId}>
      <div className="programme-head">
        <h3 id={headingId}>{programme.programme_name}</h3>
        <p className="programme-week">
          {programme.is_pregnancy ? copy.pregnancyWeek(programme.week) : copy.planWeek(programme.week, programme.length_weeks)}
        </p>
        {programme.anchor === 'due_date' && <p className="programme-muted">{copy.dueDate(longDateName(programme.anchor_date, locale))}</p>}
        {programme.doctor_name && <p className="programme-muted">{copy.doctor(programme.doctor_name)}</p>}
        {programme.status === 'paused' && (
          <p className="programme-paused" role="status">
            {copy.paused}
          </p>
        )}
      </div>
      {programme.replies.length > 0 && (
        <section className="programme-replies" aria-label={copy.replies}>
          <h4>{copy.replies}</h4>
          <ul>
            {programme.replies.map((reply) => (
              <li key={reply.id}>
                {reply.reply && <p>{reply.reply}</p>}
                {reply.consultation_proposed && <p className="programme-muted">{copy.replyConsultation}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {step && (
        <section className="programme-guidance" aria-label={copy.guidanceHeading}>
          <h4>
            {copy.guidanceHeading}: {step.guidance.title}
          </h4>
          {step.guidance.intro && <p>{step.guidance.intro}</p>}
          {step.guidance.sections.map((section) => (
            <div key={section.heading}>
              <h5>{section.heading}</h5>
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
          {step.booking_url && (
            <p>
              {copy.suggested}{' '}
              <a className="button button-secondary" href={step.booking_url}>
                {copy.book}
              </a>
            </p>
          )}
        </section>
      )}
      {step && step.questions.length > 0 && checkIn && (
        <div className="programme-sent" role="status">
          <p>{copy.sent(longDateName(clinicToday(new Date(checkIn.submitted_at)), locale))}</p>
          {checkIn.red_flags.length > 0 && <p className="programme-flagged">{copy.flagged}</p>}
        </div>
      )}
      {step && step.questions.length > 0 && !checkIn && programme.status !== 'ended' && (
        <CheckInForm programme={programme} step={step} token={token} onSent={setSent} />
      )}
      {programme.open_earlier.length > 0 && (
        <p className="programme-muted">
          {copy.earlier}: {programme.open_earlier.map((earlier) => earlier.title).join(', ')}
        </p>
      )}
      <p className="programme-next">{programme.next ? copy.next(programme.next.title, longDateName(programme.next.opens_on, locale)) : copy.last}</p>
      <label className="programme-switch">
        <input
          type="checkbox"
          checked={programme.messages_consent}
          disabled={isBusy}
          onChange={(event) => void change(event.target.checked ? 'messages-on' : 'messages-off')}
        />{' '}
        {copy.messagesSwitch}
      </label>
      <p className="programme-muted" aria-live="polite">
        {programme.messages_consent ? copy.messagesOn : copy.messagesOff}
      </p>
      <div className="programme-actions">
        {programme.status === 'active' && (
          <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void change('pause')}>
            {copy.pause}
          </button>
        )}
        {programme.status === 'paused' && (
          <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void change('resume')}>
            {copy.resume}
          </button>
        )}
        {!confirmingEnd && (
          <button type="button" className="link-button" disabled={isBusy} onClick={() => setConfirmingEnd(true)}>
            {copy.end}
          </button>
        )}
      </div>
      {confirmingEnd && (
        <div className="programme-end" role="group" aria-label={copy.end}>
          <p>{copy.endConfirm}</p>
          <div className="programme-actions">
            <button type="button" className="button" disabled={isBusy} onClick={() => void change('end')}>
              {copy.endYes}
            </button>
            <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => setConfirmingEnd(false)}>
              {copy.endNo}
            </button>
          </div>
        </div>
      )}
      {changeFailed && (
        <p role="alert" className="programme-error">
          {copy.changeFailed}
        </p>
      )}
    </article>
  );
}

/** My appointments (issue 49): the patient's programmes (Garbhasanskar, chronic care). Shown only to a patient enrolled in one. */
export function ProgrammeSection({ token }: { token: string }) {
  const {
    myAppointments: { programmeCopy: copy },
    locale,
  } = usePatientCopy();
  const { list: loaded, load, retry } = useOwnList<MyProgramme>(`/v1/programmes/mine?lang=${locale}`, token);

  if (loaded.kind === 'loaded' && loaded.items.length === 0) return null;
  return (
    <LoadedSection
      className="programme-section"
      headingId="programme-heading"
      heading={copy.heading}
      status={loaded.kind}
      loadingText={copy.loading}
      failedText={copy.failed}
      onRetry={retry}
    >
      {loaded.kind === 'loaded' &&
        loaded.items.map((programme) => <Programme key={programme.id} programme={programme} token={token} reload={load} />)}
    </LoadedSection>
  );
}
