import { eq } from 'drizzle-orm';
import type { ClinicSettingsInput } from '../../../lib/validation/clinic-settings';
import { updateAudited } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { clinicSettings } from '../../kernel/db/schema';

export type ClinicSettingsRow = typeof clinicSettings.$inferSelect;

/** The one row's key (a check constraint allows no other). */
export const SETTINGS_ID = 1;

/** The clinic's details as every message, calendar file and page reads them (seeded by migration 0009). */
export async function readClinicSettings(db: Pick<Database, 'select'>): Promise<ClinicSettingsRow> {
  const [row] = await db.select().from(clinicSettings).where(eq(clinicSettings.id, SETTINGS_ID));
  if (!row) throw new Error('clinic_settings has no row: run the migrations');
  return row;
}

/** Staff's edit, audited with the row before and after. */
export async function updateClinicSettings(db: Database, input: ClinicSettingsInput): Promise<ClinicSettingsRow> {
  const row = await updateAudited(db, clinicSettings, 'clinic_settings', SETTINGS_ID, {
    ...input,
    addressLine2: input.addressLine2 ?? null,
    mapUrl: input.mapUrl ?? null,
    geoLat: input.geoLat ?? null,
    geoLon: input.geoLon ?? null,
    gstin: input.gstin ?? null,
    registrationNumber: input.registrationNumber ?? null,
    // Left out (a client from before issue 49), the review link stays.
    ...(input.reviewUrl !== undefined && { reviewUrl: input.reviewUrl }),
  });
  if (!row) throw new Error('clinic_settings has no row: run the migrations');
  return row;
}

/** The postal address, one line each, as messages and calendar files print it (name first). */
export const clinicAddressLines = (s: Pick<ClinicSettingsRow, 'name' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode'>) => [
  s.name,
  s.addressLine1,
  ...(s.addressLine2 ? [s.addressLine2] : []),
  `${s.city}, ${s.state} ${s.postalCode}, India`,
];

/** Where an in-person visit happens, as a calendar file's LOCATION and GEO take it. */
export const clinicPlace = (s: ClinicSettingsRow) => ({
  title: s.name,
  address: clinicAddressLines(s).slice(1).join(', '),
  geo: s.geoLat !== null && s.geoLon !== null ? { lat: s.geoLat, lon: s.geoLon } : null,
});
