import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clinicNow } from '../../clock';
import { requiredRef } from './columns';
import { users } from './users';

/** Issue 51 item 4 (docs/decisions/060): one import of the NAMASTE / ICD-11 TM2 list; the newest is the clinic's list. */
export const diagnosisCodeLists = pgTable(
  'diagnosis_code_lists',
  {
    id: serial().primaryKey(),
    fileName: text().notNull().default(''),
    codeCount: integer().notNull(),
    importedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [check('diagnosis_code_lists_count_check', sql`${t.codeCount} > 0`)],
);

/** One code of an imported list, in the formats decision 060 records (the database checks them too). */
export const diagnosisCodes = pgTable(
  'diagnosis_codes',
  {
    id: serial().primaryKey(),
    listId: requiredRef(() => diagnosisCodeLists.id, 'cascade'),
    namasteCode: text().notNull(),
    term: text().notNull(),
    termDiacritical: text().notNull().default(''),
    termDevanagari: text().notNull().default(''),
    tm2Code: text(),
    tm2Title: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('diagnosis_codes_list_code_unique').on(t.listId, t.namasteCode),
    check('diagnosis_codes_namaste_code_check', sql`${t.namasteCode} ~ '^[A-Z]{1,4}-?[0-9]{1,3}(\\.[0-9]{1,3}){0,3}( ?\\([A-Z0-9]{1,4}\\))?$'`),
    check('diagnosis_codes_tm2_code_check', sql`${t.tm2Code} is null or ${t.tm2Code} ~ '^S[K-Z][0-9][0-9A-Z](\\.[0-9A-Z]{1,2})?$'`),
    check('diagnosis_codes_term_check', sql`length(trim(${t.term})) between 1 and 300`),
  ],
);
