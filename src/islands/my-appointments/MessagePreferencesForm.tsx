import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { api } from '../../lib/api/client';
import type { MessagePreferences } from '../../lib/api/types';
import { formatBookingDate } from '../../lib/format/date';
import type { PatientMessageChannel } from '../../lib/domain/notifications';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { usePatientCopy } from '../shared/island-language';

/** The anchor other pages link to ("withdraw consent to reminders"): /my-appointments#reminders. */
export const REMINDERS_ANCHOR = 'reminders';

/**
 * The channel the patient's messages come on and whether reminders go out (issue 28). Stopping
 * reminders withdraws their consent on the server, which keeps when; turning them on records it again.
 */
export function MessagePreferencesForm({ token }: { token: string }) {
  const {
    myAppointments: { messagePreferencesCopy: copy },
    errorText,
    locale,
  } = usePatientCopy();
  const id = useId();
  const [saved, setSaved] = useState<MessagePreferences | null>(null);
  const [channel, setChannel] = useState<PatientMessageChannel | null>(null);
  const [reminders, setReminders] = useState(true);
  const [isSaving, setIsSaving] = useState(false);

  const show = (preferences: MessagePreferences) => {
    setSaved(preferences);
    setChannel(preferences.channel);
    setReminders(preferences.reminders.enabled);
  };
  useEffect(() => {
    const controller = new AbortController();
    api<MessagePreferences>('/v1/users/me/message-preferences', { token, signal: controller.signal })
      .then(show)
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);

  if (!saved) return null;
  const isUnchanged = channel === saved.channel && reminders === saved.reminders.enabled;
  const choices: (PatientMessageChannel | null)[] = [null, ...saved.available_channels];
  return (
    <form
      id={REMINDERS_ANCHOR}
      className="message-preferences"
      aria-labelledby={`${id}-heading`}
      onSubmit={async (e) => {
        e.preventDefault();
        setIsSaving(true);
        try {
          show(await api<MessagePreferences>('/v1/users/me/message-preferences', { method: 'PUT', body: { channel, reminders }, token }));
          toast.success(copy.saved);
        } catch (err) {
          toast.error(errorText(err, copy.failed));
        } finally {
          setIsSaving(false);
        }
      }}
    >
      <h3 id={`${id}-heading`}>{copy.heading}</h3>
      <fieldset className="channel-choice">
        <legend>{copy.channel}</legend>
        {choices.map((choice) => (
          <label key={choice ?? 'any'} className="choice">
            <input type="radio" name={`${id}-channel`} checked={channel === choice} onChange={() => setChannel(choice)} />
            {copy.channels[choice ?? 'any']}
          </label>
        ))}
      </fieldset>
      <label className="choice">
        <input type="checkbox" checked={reminders} aria-describedby={`${id}-reminders-hint`} onChange={(e) => setReminders(e.target.checked)} />
        {copy.reminders}
      </label>
      <p id={`${id}-reminders-hint`} className="appointment-hint">
        {copy.remindersHint}
        {!saved.reminders.enabled && saved.reminders.changed_at && (
          <> {copy.stoppedSince(formatBookingDate(saved.reminders.changed_at, CLINIC_TIME_ZONE, locale))}</>
        )}
      </p>
      <button type="submit" className="button button-secondary" disabled={isSaving || isUnchanged} aria-busy={isSaving}>
        {copy.save}
      </button>
    </form>
  );
}
