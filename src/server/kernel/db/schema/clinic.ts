import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { APPOINTMENT_MODES, type AppointmentMode } from '../../../../lib/domain/appointments';
import { type Gender, GENDERS } from '../../../../lib/domain/people';
import { inList, requiredRef, timestamps } from './columns';

export const doctors = pgTable(
  'doctors',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    specialization: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    gender: text().$type<Gender>().notNull(),
    status: boolean().notNull().default(true),
    qualification: text(),
    // India's telemedicine guidelines ask for the practitioner's registration on the website.
    registrationNumber: text(),
    photoUrl: text(),
    ...timestamps,
  },
  () => [check('doctors_gender_check', inList('gender', GENDERS))],
);

export const services = pgTable(
  'services',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    pricePaise: integer().notNull(),
    status: boolean().notNull().default(true),
    // The ways it may be booked (issue 34); the server refuses others.
    modes: text()
      .array()
      .$type<AppointmentMode[]>()
      .notNull()
      .default(sql`'{video,call}'`),
    ...timestamps,
  },
  (t) => [
    check('services_price_check', sql`${t.pricePaise} >= 0`),
    check(
      'services_modes_check',
      sql`cardinality(${t.modes}) > 0 and ${t.modes} <@ array[${sql.raw(APPOINTMENT_MODES.map((m) => `'${m}'`).join(', '))}]::text[]`,
    ),
  ],
);

/** Which services each doctor offers: the wizard lists only those doctors' slots for a service. */
export const doctorServices = pgTable(
  'doctor_services',
  {
    doctorId: requiredRef(() => doctors.id, 'cascade'),
    serviceId: requiredRef(() => services.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.serviceId] }), index('doctor_services_service_idx').on(t.serviceId)],
);
