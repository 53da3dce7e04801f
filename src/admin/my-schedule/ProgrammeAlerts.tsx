import { type SubmitEvent, useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { ProgrammeAlert } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { adminApi } from '../session/session-store';

/** The doctor's answer to one alert: a reply, a proposed consultation, or both. */
function AlertAnswer({ alert, onAnswered }: { alert: ProgrammeAlert; onAnswered: () => void }) {
  const [reply, setReply] = useState('');
  const [propose, setPropose] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setIsSaving(true);
    try {
      await adminApi(`/v1/programmes/check-ins/${alert.check_in_id}/response`, { method: 'POST', body: { reply, propose_consultation: propose } });
      toast.success(`Answer sent to ${alert.patient_name}`);
      onAnswered();
    } catch (err) {
      toast.error(errorMessage(err, 'The answer could not be sent'));
    } finally {
      setIsSaving(false);
    }
  };
  const id = `alert-${alert.check_in_id}`;
  return (
    <form onSubmit={(event) => void submit(event)} className="programme-alert-answer" aria-label={`Answer ${alert.patient_name}`}>
      <label htmlFor={`${id}-reply`}>Your answer to the patient</label>
      <textarea id={`${id}-reply`} rows={2} maxLength={1000} value={reply} onChange={(event) => setReply(event.target.value)} />
      <label className="admin-checkbox">
        <input type="checkbox" checked={propose} onChange={(event) => setPropose(event.target.checked)} /> Propose a consultation (the patient gets a
        booking link)
      </label>
      <button type="submit" className="button" disabled={isSaving || (!reply.trim() && !propose)}>
        {isSaving ? 'Sending...' : 'Send answer'}
      </button>
    </form>
  );
}

/** My Schedule's alert panel (issue 49): programme check-ins with red flags, newest first, until the doctor answers. */
export function ProgrammeAlerts() {
  const [alerts, setAlerts] = useState<ProgrammeAlert[] | 'failed' | null>(null);
  const load = useCallback(async () => {
    try {
      setAlerts(await adminApi<ProgrammeAlert[]>('/v1/programmes/alerts'));
    } catch {
      setAlerts('failed');
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  if (alerts === null || (Array.isArray(alerts) && alerts.length === 0)) return null;
  return (
    <section className="programme-alerts" aria-labelledby="programme-alerts-heading">
      <h2 id="programme-alerts-heading">Programme alerts</h2>
      {alerts === 'failed' ? (
        <p role="alert">The programme alerts could not be loaded. Please reload the page.</p>
      ) : (
        <ul className="admin-plain-list">
          {alerts.map((alert) => (
            <li key={alert.check_in_id} className="programme-alert">
              <strong>{alert.patient_name}</strong> · {alert.programme_name} · week {alert.week}
              {alert.patient_mobile && (
                <>
                  {' '}
                  · <a href={`tel:${alert.patient_mobile}`}>{alert.patient_mobile}</a>
                </>
              )}
              <p className="programme-alert-flags">Red flags: {alert.red_flags.map((flag) => flag.label).join('; ')}</p>
              {alert.note && <p>“{alert.note}”</p>}
              <div className="admin-cell-note">Sent {formatDate(alert.submitted_at)}</div>
              <AlertAnswer alert={alert} onAnswered={() => void load()} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
