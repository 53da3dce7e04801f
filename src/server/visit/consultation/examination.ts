import { and, desc, eq, isNotNull, or } from 'drizzle-orm';
import {
  ASHTAVIDHA_PARTS,
  EMPTY_EXAMINATION,
  type ExaminationInput,
  hasVitals,
  toVitals,
  type Vitals,
  type VitalsHistoryEntry,
  type VitalsInput,
} from '../../../lib/validation/examination';
import type { Database } from '../../kernel/db/database';
import { appointments, visitExaminations } from '../../kernel/db/schema';

type Row = typeof visitExaminations.$inferSelect;

const vitalsOfRow = (row: Row): VitalsInput => ({
  systolic: row.systolic,
  diastolic: row.diastolic,
  pulse: row.pulse,
  temperature_c: row.temperatureC,
  spo2: row.spo2,
  weight_kg: row.weightKg,
  height_cm: row.heightCm,
});

/** The columns of a visit's examination as the doctor sent it. */
export const examinationColumns = (vitals: VitalsInput | null, examination: ExaminationInput) => ({
  systolic: vitals?.systolic ?? null,
  diastolic: vitals?.diastolic ?? null,
  pulse: vitals?.pulse ?? null,
  temperatureC: vitals?.temperature_c ?? null,
  spo2: vitals?.spo2 ?? null,
  weightKg: vitals?.weight_kg ?? null,
  heightCm: vitals?.height_cm ?? null,
  ashtavidha: Object.fromEntries(ASHTAVIDHA_PARTS.map((part) => [part, examination[part]])),
  prakriti: examination.prakriti,
  vikriti: examination.vikriti,
});

/** The vitals (null when none was taken) and the examination (empty findings when none). */
export function examinationJson(row: Row | undefined): { vitals: Vitals | null; examination: ExaminationInput } {
  if (!row) return { vitals: null, examination: EMPTY_EXAMINATION };
  const vitals = vitalsOfRow(row);
  const stored = row.ashtavidha;
  return {
    vitals: hasVitals(vitals) ? toVitals(vitals) : null,
    examination: {
      ...Object.fromEntries(ASHTAVIDHA_PARTS.map((part) => [part, stored[part] ?? EMPTY_EXAMINATION[part]])),
      prakriti: row.prakriti,
      vikriti: row.vikriti,
    } as ExaminationInput,
  };
}

export async function examinationRow(db: Pick<Database, 'select'>, appointmentId: number) {
  const [row] = await db.select().from(visitExaminations).where(eq(visitExaminations.appointmentId, appointmentId));
  return row;
}

/** How many visits the patient page's trend reaches back. */
const TREND_VISITS = 12;

export async function vitalsHistory(db: Pick<Database, 'select'>, patientId: number): Promise<VitalsHistoryEntry[]> {
  const rows = await db
    .select({ row: visitExaminations, time: appointments.time })
    .from(visitExaminations)
    .innerJoin(appointments, eq(appointments.id, visitExaminations.appointmentId))
    .where(
      and(
        eq(appointments.userId, patientId),
        or(
          isNotNull(visitExaminations.systolic),
          isNotNull(visitExaminations.pulse),
          isNotNull(visitExaminations.temperatureC),
          isNotNull(visitExaminations.spo2),
          isNotNull(visitExaminations.weightKg),
          isNotNull(visitExaminations.heightCm),
        ),
      ),
    )
    .orderBy(desc(appointments.time), desc(appointments.id))
    .limit(TREND_VISITS);
  return rows.reverse().map(({ row, time }) => ({ appointment_id: row.appointmentId, time: time.toISOString(), ...toVitals(vitalsOfRow(row)) }));
}
