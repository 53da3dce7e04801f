import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PrescriptionLine } from '../../../../lib/validation/visit-record';
import { doctors } from './clinic';
import { requiredRef, timestamps } from './columns';

/** Issue 51 item 5: a doctor's named prescription ("Amavata, first visit"), theirs alone unless shared. */
export const prescriptionTemplates = pgTable(
  'prescription_templates',
  {
    id: serial().primaryKey(),
    doctorId: requiredRef(() => doctors.id, 'cascade'),
    name: text().notNull(),
    lines: jsonb().$type<PrescriptionLine[]>().notNull(),
    shared: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('prescription_templates_doctor_name_unique').on(t.doctorId, sql`lower(${t.name})`)],
);
