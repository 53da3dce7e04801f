import type { ClinicSettingsRow } from './clinic-settings';
import { clinicAddressLines } from './clinic-settings';

/** GET /v1/clinic-settings: every field is the clinic's public face (what its Contact page shows), plus the address as printed. */
export const toClinicSettingsJson = (row: ClinicSettingsRow) => ({
  name: row.name,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  city: row.city,
  state: row.state,
  postalCode: row.postalCode,
  addressLines: clinicAddressLines(row),
  mapUrl: row.mapUrl,
  geoLat: row.geoLat,
  geoLon: row.geoLon,
  phone: row.phone,
  email: row.email,
  updatedAt: row.updatedAt.toISOString(),
});

export type ClinicSettingsJson = ReturnType<typeof toClinicSettingsJson>;
