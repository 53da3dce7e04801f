import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale, localizePath } from '../../../i18n/locales';
import { programmeNameIn } from '../../../lib/programmes/names';
import { answersProblem, type CheckInQuestion, redFlagsOf } from '../../../lib/programmes/questions';
import { clinicToday, programmeWeekOn, stepOpensOn } from '../../../lib/programmes/weeks';
import { type CheckInInput, programmeMessages as m } from '../../../lib/validation/programmes';
import { currentConsent, recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { doctors, programmeCheckIns, programmeEnrolments, programmeSteps, programmeTemplates, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { checkInsOf, toCheckInJson } from './enrolments';
import type { CheckInJson, MyProgrammeJson } from './responses';

type Step = typeof programmeSteps.$inferSelect;

const localQuestions = (questions: CheckInQuestion[], language: Locale) =>
  questions.map((question) => ({ ...question, label: question.label[language] }));

/** The booking page with the programme's doctor chosen, in the patient's language (a link, never an automatic booking). */
const bookingUrl = (siteUrl: string, language: Locale, doctorId: number | null) => {
  const url = new URL(localizePath('/book-appointment', language), siteUrl);
  if (doctorId) url.searchParams.set('doctor', String(doctorId));
  return url.toString();
};

/** The open step on `today`: the last whose opening day has come. */
const openStepOf = (steps: Step[], openOn: (step: Step) => string, today: string) => steps.filter((step) => openOn(step) <= today).at(-1) ?? null;

/**
 * GET /v1/programmes/mine: the patient's running and paused programmes, in their language: the week
 * today, this step's guidance and its check-in (or the check-in sent, and the doctor's answer),
 * earlier check-ins still to fill, and the next step.
 */
export async function myProgrammes(db: Database, patientId: number, siteUrl: string, now: Date, pageLanguage?: Locale): Promise<MyProgrammeJson[]> {
  const [patient] = await db.select({ language: users.language }).from(users).where(eq(users.id, patientId));
  const language: Locale = pageLanguage ?? (patient && isLocale(patient.language) ? patient.language : DEFAULT_LOCALE);
  const found = await db
    .select({ enrolment: programmeEnrolments, template: programmeTemplates, doctorName: doctors.name })
    .from(programmeEnrolments)
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .leftJoin(doctors, eq(doctors.id, programmeEnrolments.doctorId))
    .where(and(eq(programmeEnrolments.userId, patientId), ne(programmeEnrolments.status, 'ended')))
    .orderBy(desc(programmeEnrolments.id));
  if (found.length === 0) return [];
  const today = clinicToday(now);
  const allSteps = await db.select().from(programmeSteps).orderBy(asc(programmeSteps.position));
  const checkIns = await checkInsOf(
    db,
    found.map((row) => row.enrolment.id),
  );
  const consent = (await currentConsent(db, patientId, 'programme_messages')) !== undefined;
  // The guidance quotes the site's diet and Garbhasanskar pages in three languages: a chunk of the
  // Netlify function read at the first programme shown, not at every cold start (docs/decisions/067).
  const { guidanceOf } = await import('../../../lib/programmes/guidance');
  return found.map(({ enrolment, template, doctorName }) => {
    const steps = allSteps.filter((step) => step.templateId === template.id);
    const openOn = (step: Step) => stepOpensOn(template.anchor, enrolment.anchorDate, step.opensWeek);
    const current = openStepOf(steps, openOn, today);
    const mine = checkIns.filter((checkIn) => checkIn.enrolment_id === enrolment.id);
    const checkInOf = (step: Step) => mine.find((checkIn) => checkIn.step_id === step.id) ?? null;
    const titleOf = (step: Step) => guidanceOf(step.guidanceKey, language)?.title ?? '';
    const next = steps.find((step) => openOn(step) > today);
    // Steps that closed before the patient joined are not theirs to answer.
    const firstOwn = openStepOf(steps, openOn, enrolment.enrolledOn)?.position ?? 1;
    return {
      id: enrolment.id,
      programme_name: programmeNameIn(template.slug, template.name, language),
      is_pregnancy: template.isPregnancy,
      anchor: template.anchor,
      anchor_date: enrolment.anchorDate,
      week: programmeWeekOn(template.anchor, enrolment.anchorDate, today),
      length_weeks: template.lengthWeeks,
      status: enrolment.status,
      doctor_name: doctorName,
      messages_consent: consent,
      current: current && {
        id: current.id,
        position: current.position,
        opens_week: current.opensWeek,
        opens_on: openOn(current),
        guidance: guidanceOf(current.guidanceKey, language) ?? { title: '', intro: null, sections: [] },
        questions: localQuestions(current.questions, language),
        suggest_consultation: current.suggestConsultation,
        booking_url: current.suggestConsultation ? bookingUrl(siteUrl, language, enrolment.doctorId) : null,
        check_in: checkInOf(current),
      },
      open_earlier: steps
        .filter(
          (step) => step !== current && step.position >= firstOwn && openOn(step) <= today && checkInOf(step) === null && step.questions.length > 0,
        )
        .map((step) => ({ id: step.id, position: step.position, title: titleOf(step) })),
      next: next ? { position: next.position, opens_on: openOn(next), opens_week: next.opensWeek, title: titleOf(next) } : null,
      replies: mine.filter((checkIn) => checkIn.reviewed_at !== null),
    };
  });
}

/**
 * POST /v1/programmes/:id/check-ins: the patient's answers to an open step's questions, once per
 * step. A step not yet open, answers that do not fit its questions, a second check-in: refused,
 * nothing written. Answers past a threshold of the template raise red flags: the check-in then
 * waits at the top of the doctor's queue until answered.
 */
export async function submitCheckIn(db: Database, patientId: number, enrolmentId: number, input: CheckInInput, now: Date): Promise<CheckInJson> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ enrolment: programmeEnrolments, anchor: programmeTemplates.anchor })
      .from(programmeEnrolments)
      .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
      .where(eq(programmeEnrolments.id, enrolmentId))
      .for('update', { of: programmeEnrolments });
    if (!found || found.enrolment.userId !== patientId) throw new AppError('not_found', m.programmeNotFound);
    if (found.enrolment.status === 'ended') throw new AppError('conflict', m.alreadyEnded);
    const [step] = await tx
      .select()
      .from(programmeSteps)
      .where(and(eq(programmeSteps.id, input.step_id), eq(programmeSteps.templateId, found.enrolment.templateId)));
    if (!step) throw new AppError('not_found', m.stepNotFound);
    if (stepOpensOn(found.anchor, found.enrolment.anchorDate, step.opensWeek) > clinicToday(now)) throw new AppError('conflict', m.stepNotOpen);
    if (answersProblem(step.questions, input.answers) !== null) throw new AppError('invalid', m.answersInvalid);
    const [done] = await tx
      .select({ id: programmeCheckIns.id })
      .from(programmeCheckIns)
      .where(and(eq(programmeCheckIns.enrolmentId, enrolmentId), eq(programmeCheckIns.stepId, step.id)));
    if (done) throw new AppError('conflict', m.checkInDone);
    const [row] = await tx
      .insert(programmeCheckIns)
      .values({
        enrolmentId,
        stepId: step.id,
        answers: input.answers,
        redFlags: redFlagsOf(step.questions, input.answers),
        note: input.note ?? null,
        submittedAt: now,
      })
      .returning();
    await recordAudit(tx, { action: 'check_in', entity: 'programme_check_in', entityId: row!.id, after: row });
    return toCheckInJson(row!, step.position);
  });
}
