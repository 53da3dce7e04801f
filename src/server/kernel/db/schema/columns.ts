import { sql } from 'drizzle-orm';
import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';
import { clinicNow } from '../../clock';

/** Every table records when a row was made and last changed. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
};

/** A check constraint's `column in ('a', 'b')` from one of the lists in src/lib/domain. */
export const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** A foreign key every row must fill: `integer not null references …`. */
export const requiredRef = (target: () => AnyPgColumn, onDelete: 'restrict' | 'cascade') => integer().notNull().references(target, { onDelete });
