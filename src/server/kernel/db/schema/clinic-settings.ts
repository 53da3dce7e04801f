import { sql } from 'drizzle-orm';
import { check, doublePrecision, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The clinic's own details (issue 34): exactly one row (id 1), seeded by its migration from the
 * constants the site was built with, edited by staff; messages and calendar files read it.
 */
export const clinicSettings = pgTable(
  'clinic_settings',
  {
    id: integer().primaryKey().default(1),
    name: text().notNull(),
    addressLine1: text().notNull(),
    addressLine2: text(),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text().notNull(),
    mapUrl: text(),
    // The entrance, for a calendar file's GEO; both or neither.
    geoLat: doublePrecision(),
    geoLon: doublePrecision(),
    phone: text().notNull(),
    email: text().notNull(),
    // GST registration (issue 30): when set, receipts are bills of supply carrying it.
    gstin: text(),
    // Issue 45: the public pages print these; the hours one line each, as staff write them.
    openingHours: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    registrationNumber: text(),
    // The uploaded logo's media type (image/png or image/jpeg); the image itself is in file storage.
    logoType: text(),
    // Issue 49: the clinic's public review page (Google, …), shown to every patient who rated a visit; optional.
    reviewUrl: text(),
    ...timestamps,
  },
  (t) => [
    check('clinic_settings_single_row_check', sql`${t.id} = 1`),
    check(
      'clinic_settings_geo_check',
      sql`(${t.geoLat} is null) = (${t.geoLon} is null) and (${t.geoLat} is null or (${t.geoLat} between -90 and 90 and ${t.geoLon} between -180 and 180))`,
    ),
  ],
);
