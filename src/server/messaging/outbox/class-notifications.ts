import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import type { Database } from '../../kernel/db/database';
import { classSeats, classSessions, classes, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { type ClassMessageKind, renderClassMessage } from '../templates/class-messages';
import { addressed, insertNotifications, onChosenChannel, rows, templateClinicOf } from './enqueue-notifications';

/**
 * Queues one class message to each of these seats' patients (issue 48): a session cancelled by
 * the clinic, or staff's message to its attendees, in the patient's language on the channel they
 * chose. `occasion` makes each sending its own (a session is cancelled once; each announcement is
 * new), so a seat is told once per occasion. Answers the number of patients messaged.
 */
export async function enqueueClassMessages(
  tx: Database,
  channels: NotificationChannels,
  message: { kind: ClassMessageKind; sessionId: number; seatIds: number[]; occasion: string; note?: string },
): Promise<number> {
  if (message.seatIds.length === 0) return 0;
  const [session] = await tx
    .select({ startsAt: classSessions.startsAt, title: { en: classes.titleEn, hi: classes.titleHi, gu: classes.titleGu } })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.id, message.sessionId));
  const seats = await tx
    .select({ seatId: classSeats.id, patientId: classSeats.patientId, patient: { ...patientContact, messageChannel: users.messageChannel } })
    .from(classSeats)
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .where(inArray(classSeats.id, message.seatIds));
  const clinic = await templateClinicOf(tx, channels);
  const queued = seats.flatMap(({ seatId, patientId, patient }) => {
    const language = isLocale(patient.language) ? patient.language : DEFAULT_LOCALE;
    const targets = onChosenChannel(
      channels,
      addressed(channels, patient.detailsConfirmedAt ? patient.email : null, patient.mobile),
      patient.messageChannel,
    );
    const rendered = renderClassMessage(
      message.kind,
      { patientName: patient.name, title: session!.title[language], start: session!.startsAt, note: message.note },
      language,
    );
    return rows(
      { kind: message.kind, classSeatId: seatId, userId: patientId, audience: 'patient' },
      `${message.kind}:class_session:${message.sessionId}:${message.occasion}:seat:${seatId}`,
      targets,
      rendered,
      [],
      clinic,
    );
  });
  await insertNotifications(tx, queued);
  return seats.length;
}
