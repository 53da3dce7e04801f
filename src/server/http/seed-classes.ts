import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { indiaDateOf, weekdayOf } from '../../lib/time/clinic-time';
import type { Transaction } from '../kernel/db/database';
import { classes, rooms, users } from '../kernel/db/schema';
import { weeklyStarts, writeClassSessions } from '../scheduling';

const DAY_MS = 86_400_000;

/** The first date after `now` that falls on `weekday` (0 Sunday … 6 Saturday), at an IST time. */
function nextWeekdayAt(now: Date, weekday: number, time: string): Date {
  for (let day = 1; ; day += 1) {
    const date = indiaDateOf(new Date(now.getTime() + day * DAY_MS));
    if (weekdayOf(date) === weekday) return new Date(`${date}T${time}:00+05:30`);
  }
}

/**
 * Three classes (issue 48) in a hall of their own, with sessions in the coming weeks: a weekly
 * Garbhasanskar class (a seat per session or for the whole series), yoga for arthritis twice a
 * week, and a one-off Ayurvedic cooking workshop. Each session holds its teacher and the hall.
 */
export async function seedClasses(tx: Transaction, now: Date, doctorIds: number[]): Promise<void> {
  const [hall] = await tx.insert(rooms).values({ name: 'Yoga Hall', fittings: [] }).returning();
  const therapists = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'therapist')).orderBy(asc(users.id));
  const meetingLink = () => `https://meet.jit.si/ayurveda-class-${randomUUID()}`;
  const plans = [
    {
      row: {
        titleEn: 'Garbhasanskar',
        titleHi: 'गर्भसंस्कार',
        titleGu: 'ગર્ભસંસ્કાર',
        descriptionEn: 'Diet, routine, music and meditation for a healthy pregnancy, week by week.',
        descriptionHi: 'स्वस्थ गर्भावस्था के लिए आहार, दिनचर्या, संगीत और ध्यान, सप्ताह दर सप्ताह।',
        descriptionGu: 'સ્વસ્થ ગર્ભાવસ્થા માટે આહાર, દિનચર્યા, સંગીત અને ધ્યાન, અઠવાડિયે અઠવાડિયે.',
        teacherKind: 'doctor' as const,
        teacherId: doctorIds[0]!,
        inPersonSeats: 12,
        onlineSeats: 20,
        pricePaise: 50_000,
        seatSale: 'both' as const,
      },
      rrule: 'FREQ=WEEKLY;BYDAY=SA;COUNT=6',
      first: nextWeekdayAt(now, 6, '10:00'),
      minutes: 90,
    },
    {
      row: {
        titleEn: 'Yoga for arthritis',
        titleHi: 'गठिया के लिए योग',
        titleGu: 'સંધિવા માટે યોગ',
        descriptionEn: 'Gentle asanas and breathing for stiff, painful joints. Bring a mat.',
        descriptionHi: 'अकड़े, दर्द भरे जोड़ों के लिए सौम्य आसन और श्वास। अपनी चटाई साथ लाएँ।',
        descriptionGu: 'જકડાયેલા, દુખતા સાંધા માટે હળવાં આસનો અને શ્વાસ. તમારી સાદડી સાથે લાવો.',
        teacherKind: 'therapist' as const,
        teacherId: therapists[0]!.id,
        inPersonSeats: 10,
        onlineSeats: 15,
        pricePaise: 30_000,
        seatSale: 'session' as const,
      },
      rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=8',
      first: nextWeekdayAt(now, 2, '07:30'),
      minutes: 60,
    },
    {
      row: {
        titleEn: 'Ayurvedic cooking workshop',
        titleHi: 'आयुर्वेदिक पाक कला कार्यशाला',
        titleGu: 'આયુર્વેદિક રસોઈ કાર્યશાળા',
        descriptionEn: 'Cook khichdi, a seasonal sabzi and CCF tea for your dosha, and take the recipes home.',
        descriptionHi: 'अपने दोष के अनुसार खिचड़ी, मौसमी सब्ज़ी और सीसीएफ चाय बनाएँ, और रेसिपी घर ले जाएँ।',
        descriptionGu: 'તમારા દોષ મુજબ ખીચડી, મોસમી શાક અને સીસીએફ ચા બનાવો, અને રેસિપી ઘરે લઈ જાઓ.',
        teacherKind: 'therapist' as const,
        teacherId: therapists[1]!.id,
        inPersonSeats: 8,
        onlineSeats: 30,
        pricePaise: 80_000,
        seatSale: 'session' as const,
      },
      rrule: undefined,
      first: nextWeekdayAt(new Date(now.getTime() + 7 * DAY_MS), 6, '14:00'),
      minutes: 150,
    },
  ];
  for (const plan of plans) {
    const [cls] = await tx
      .insert(classes)
      .values({ ...plan.row, roomId: hall!.id })
      .returning();
    const starts = plan.rrule ? await weeklyStarts(plan.rrule, plan.first) : [plan.first];
    await writeClassSessions(tx, cls!, { starts, minutes: plan.minutes, rrule: plan.rrule, meetingLink, createdBy: null });
  }
}
