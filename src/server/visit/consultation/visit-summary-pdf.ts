import { eq } from 'drizzle-orm';
import { clinicNamesIn } from '../../../i18n/clinic-names';
import { INTL_LOCALE } from '../../../i18n/locales';
import { dateTimeFormatOf } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../../lib/time/clinic-time';
import type { Database } from '../../kernel/db/database';
import { doctors, intakeAnswers, services, timeSlots, users } from '../../kernel/db/schema';
import { AGE_QUESTION_ID, COMPLAINT_QUESTION_ID } from '../../../lib/validation/intake';
import { ageOn } from '../../../lib/time/age';
import { drawDetails, drawTable, startClinicDocument, writeText } from '../../kernel/documents/clinic-document';
import { loadClinicHeader } from '../../practice';
import { AppError } from '../../kernel/errors';
import type { AccessibleAppointment } from './appointment-access';
import { visitRecordOf } from './visit-record-read';
import { visitRecordMessages } from '../../../lib/validation/visit-record';
import { SUMMARY_LABELS } from './visit-summary-labels';
import {
  ASHTAVIDHA,
  ASHTAVIDHA_PARTS,
  CONSTITUTION_LABELS,
  DOSHA_LABELS,
  findingText,
  VITAL_LABELS,
  type Vitals,
} from '../../../lib/validation/examination';
import { EXAMINATION_LABELS } from './examination-labels';
import { codedDiagnosisText } from '../../../lib/validation/diagnosis-codes';

/**
 * The patient's copy of a finalised visit (issue 29; India's Telemedicine Practice Guidelines):
 * the clinic, the prescriber's name, qualification and registration number, the date, the
 * patient, the assessment, the prescription table, pathya/apathya and the follow-up, in the
 * patient's language (Hindi and Gujarati shaped by the documents' Noto fonts).
 */
export async function visitSummaryPdf(db: Database, appointment: AccessibleAppointment): Promise<Buffer> {
  const record = await visitRecordOf(db, appointment.id);
  if (!record?.finalised_at) throw new AppError('not_found', visitRecordMessages.summaryNotReady);
  const [facts] = await db
    .select({ patient: users, doctor: doctors, serviceName: services.name })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .innerJoin(users, eq(users.id, appointment.userId))
    .innerJoin(services, eq(services.id, appointment.serviceId))
    .where(eq(timeSlots.id, appointment.slotId));
  const language = facts!.patient.language;
  const t = SUMMARY_LABELS[language];
  const names = clinicNamesIn(language);
  const { doc, finish } = await startClinicDocument(await loadClinicHeader(db), { title: t.title, language });
  // The date it was issued, stored at finalise: an issued document never changes when the visit moves.
  const finalisedAt = new Date(record.finalised_at);
  const date = dateTimeFormatOf(INTL_LOCALE[language], { dateStyle: 'long', timeZone: CLINIC_TIME_ZONE }).format(finalisedAt);
  const { patient, doctor } = facts!;
  const gender = patient.gender;
  const [intake] = await db.select({ answers: intakeAnswers.answers }).from(intakeAnswers).where(eq(intakeAnswers.appointmentId, appointment.id));
  // The age on the day it was issued: from the date of birth on file, else the intake's answer (docs/decisions/033).
  const intakeAge = intake?.answers[AGE_QUESTION_ID];
  const age = patient.dateOfBirth ? ageOn(patient.dateOfBirth, indiaDateOf(finalisedAt)) : typeof intakeAge === 'number' ? intakeAge : null;
  const complaint = intake?.answers[COMPLAINT_QUESTION_ID];
  const doctorName = names[doctor.name] ?? doctor.name;
  drawDetails(doc, [
    [t.doctor, doctorName],
    [t.qualification, doctor.qualification ?? '—'],
    [t.registration, doctor.registrationNumber ?? '—'],
    [t.date, date],
    [t.consultation, names[facts!.serviceName] ?? facts!.serviceName],
    [t.patient, patient.name],
    [t.age, age === null ? '—' : t.years(age)],
    [t.gender, gender ? t.genders[gender] : '—'],
    [t.reference, `#${appointment.id}`],
  ]);
  const section = (heading: string, body: string) => {
    if (!body) return;
    writeText(doc, heading, { isBold: true, size: 11 });
    writeText(doc, body);
    doc.moveDown(0.5);
  };
  if (typeof complaint === 'string') section(t.complaint, complaint);
  section(t.findings, record.findings);
  section(t.assessment, record.assessment);
  // Issue 51 item 4: each code as copied when picked: NAMASTE code and term, then its TM2 counterpart.
  section(t.diagnosisCodes, record.diagnoses.map(codedDiagnosisText).join('\n'));
  if (record.prakriti || record.vikriti) section(`${t.prakriti} / ${t.vikriti}`, [record.prakriti, record.vikriti].map((v) => v || '—').join(' / '));
  // Issue 51: the vitals taken and the eightfold examination, each finding in the patient's language.
  const e = EXAMINATION_LABELS[language];
  if (record.vitals) section(e.vitals, vitalsLine(record.vitals, e));
  const { examination } = record;
  const findings: [string, string][] = ASHTAVIDHA_PARTS.flatMap((part): [string, string][] => {
    const text = findingText(part, examination[part], language);
    return text ? [[ASHTAVIDHA[part].label[language], text]] : [];
  });
  for (const key of ['prakriti', 'vikriti'] as const) {
    const dosha = examination[key];
    if (dosha) findings.push([CONSTITUTION_LABELS[key][language], DOSHA_LABELS[dosha][language]]);
  }
  if (findings.length > 0) {
    writeText(doc, e.ashtavidha, { isBold: true, size: 11 });
    drawDetails(doc, findings);
    doc.moveDown(0.5);
  }
  if (record.prescription.length > 0) {
    writeText(doc, t.prescription, { isBold: true, size: 11 });
    drawTable(
      doc,
      [
        { header: t.medicine, share: 0.24 },
        { header: t.form, share: 0.12 },
        { header: t.dose, share: 0.14 },
        { header: t.timing, share: 0.16 },
        { header: t.anupana, share: 0.18 },
        { header: t.duration, share: 0.16 },
      ],
      record.prescription.map((line) => [line.medicine, t.forms[line.form], line.dose, t.timings[line.timing], line.anupana, line.duration]),
    );
  }
  section(t.pathya, record.pathya);
  section(t.apathya, record.apathya);
  if (record.follow_up_days) section(t.followUp, t.followUpIn(record.follow_up_days));
  for (const addendum of record.addenda) section(t.addendum, addendum.body);
  drawSignatureBlock(doc, t, [
    doctorName,
    doctor.qualification,
    doctor.registrationNumber && `${t.registration}: ${doctor.registrationNumber}`,
    date,
  ]);
  writeText(doc, t.footer, { size: 8.5, color: '#5b665b' });
  return finish();
}

/**
 * The prescriber's signature block (Telemedicine Practice Guidelines: name, qualification and
 * registration number under the prescription), on the right, kept whole on one page; the PDF's
 * PAdES signature is what makes it signed.
 */
function drawSignatureBlock(doc: PDFKit.PDFDocument, t: (typeof SUMMARY_LABELS)[keyof typeof SUMMARY_LABELS], lines: (string | null)[]) {
  const { width, height, margins } = doc.page;
  const BLOCK_HEIGHT = 110;
  if (doc.y + BLOCK_HEIGHT > height - margins.bottom) doc.addPage();
  doc.moveDown(1);
  const left = width / 2;
  const blockWidth = width - margins.right - left;
  const top = doc.y;
  doc
    .moveTo(left, top)
    .lineTo(left + blockWidth, top)
    .lineWidth(0.75)
    .strokeColor('#b9c4b3')
    .stroke();
  writeText(doc, t.signedBy, { x: left, y: top + 6, width: blockWidth, size: 8.5, color: '#5b665b' });
  const [name, ...rest] = lines.filter((line): line is string => Boolean(line));
  writeText(doc, name ?? '', { x: left, width: blockWidth, isBold: true, size: 11 });
  for (const line of rest) writeText(doc, line, { x: left, width: blockWidth, size: 9.5 });
  writeText(doc, t.signatureNote, { x: left, width: blockWidth, size: 8, color: '#5b665b' });
  doc.x = margins.left;
  doc.moveDown(1);
}

/** "Blood pressure 148/92 mmHg · Pulse 78 /min · …": the values taken, in the form's order. */
function vitalsLine(vitals: Vitals, e: (typeof EXAMINATION_LABELS)[keyof typeof EXAMINATION_LABELS]): string {
  const parts: string[] = [];
  if (vitals.systolic !== null && vitals.diastolic !== null) parts.push(`${e.bp} ${vitals.systolic}/${vitals.diastolic} mmHg`);
  for (const field of ['pulse', 'temperature_c', 'spo2', 'weight_kg', 'height_cm', 'bmi'] as const) {
    const value = vitals[field];
    if (value !== null) parts.push(`${e.fields[field]} ${value} ${field === 'spo2' ? '%' : VITAL_LABELS[field].unit}`);
  }
  return parts.join(' · ');
}
