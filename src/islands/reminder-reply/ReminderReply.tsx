import type { Locale } from '../../i18n/locales';
import type { ClinicNames } from '../../i18n/clinic-names';
import { IslandLanguage, usePatientCopy } from '../shared/island-language';
import { CancelQuestion } from './CancelQuestion';
import { DeadLink } from './DeadLink';
import { MoveChoices } from './MoveChoices';
import { MoveQuestion } from './MoveQuestion';
import { ReplyChoices } from './ReplyChoices';
import { VisitFacts } from './VisitFacts';
import { useReminderReply } from './useReminderReply';
import './reminder-reply.css';

export interface ReminderReplyProps {
  /** The page's language; the island moves to the patient's own when the link says another. */
  locale?: Locale;
  names?: ClinicNames;
  clinicPhone: { label: string; href: string };
  /** The clinic's address, shown for a visit at the clinic. */
  address: string[];
}

export default function ReminderReply({ locale = 'en', names, ...props }: ReminderReplyProps) {
  return (
    <IslandLanguage locale={locale} names={names}>
      <Reply locale={locale} {...props} />
    </IslandLanguage>
  );
}

/**
 * The one screen a reminder's link opens, no sign-in: the visit and Confirm, Change time (another
 * free time of the same doctor) and Cancel (the policy's refund shown, asked once more).
 */
function Reply({ locale, clinicPhone, address }: Omit<ReminderReplyProps, 'names'> & { locale: Locale }) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  const reply = useReminderReply(locale);
  const { screen, busy, error } = reply;

  if (screen.kind === 'loading') return <p role="status">{copy.loading}</p>;
  if (screen.kind === 'dead' || screen.kind === 'failed')
    return <DeadLink isDead={screen.kind === 'dead'} clinicPhone={clinicPhone} locale={locale} />;
  // Every other screen follows a loaded visit.
  const visit = reply.visit!;

  return (
    <section className="reminder-reply-card" aria-labelledby="reminder-title">
      <h2 id="reminder-title">{copy.greeting(visit.patient_first_name)}</h2>
      <VisitFacts visit={visit} address={address} locale={locale} />
      {error && (
        <p role="alert" className="reminder-error">
          {error}
        </p>
      )}
      {screen.kind === 'done' && (
        <p role="status" className="reminder-done">
          {screen.text}
        </p>
      )}
      {screen.kind === 'choices' && (
        <ReplyChoices isConfirmed={reply.isConfirmed} busy={busy} onConfirm={reply.confirm} onChange={reply.showMove} onCancel={reply.showCancel} />
      )}
      {screen.kind === 'move' && (
        <MoveChoices
          code={reply.code!}
          visit={visit}
          busy={busy}
          clinicPhone={clinicPhone}
          locale={locale}
          onBack={reply.showChoices}
          onMove={reply.chooseSlot}
          onCallMe={reply.requestCall}
        />
      )}
      {screen.kind === 'confirmMove' && (
        <MoveQuestion
          slot={screen.slot}
          movesLeft={visit.reschedule.moves_left}
          busy={busy}
          locale={locale}
          onMove={() => reply.moveTo(screen.slot)}
          onOtherTime={reply.showMove}
        />
      )}
      {screen.kind === 'cancel' && (
        <CancelQuestion
          cancel={visit.cancel}
          busy={busy}
          clinicPhone={clinicPhone}
          locale={locale}
          onCancel={reply.cancel}
          onKeep={reply.showChoices}
        />
      )}
    </section>
  );
}
