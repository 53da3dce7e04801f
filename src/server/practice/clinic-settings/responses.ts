import * as z from 'zod';
import { type ClinicSettingsRow, clinicAddressLines } from './clinic-settings';
import { clinicLogoUrl } from './public-details';

/** GET and PUT /v1/clinic-settings (issue 34): the clinic's details that messages and calendar files read. */
export const clinicSettingsResponse = z.strictObject({
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  /** The address as printed, the clinic's name first. */
  addressLines: z.array(z.string()),
  mapUrl: z.string().nullable(),
  geoLat: z.number().nullable(),
  geoLon: z.number().nullable(),
  phone: z.string(),
  email: z.string(),
  /** Set when the clinic is GST-registered: receipts are then bills of supply (issue 30). */
  gstin: z.string().nullable(),
  /** One line each, as the public pages print them (issue 45). */
  openingHours: z.array(z.string()),
  registrationNumber: z.string().nullable(),
  /** Where the uploaded logo is served, null when there is none (issue 45). */
  logoUrl: z.string().nullable(),
  /** The public review page shown to patients who rated a visit (issue 49); null: none shown. */
  reviewUrl: z.string().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ClinicSettings = z.infer<typeof clinicSettingsResponse>;

/** GET /v1/clinic-settings: every field is the clinic's public face (what its Contact page shows), plus the address as printed. */
export const toClinicSettingsJson = (row: ClinicSettingsRow): ClinicSettings => ({
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
  gstin: row.gstin,
  openingHours: row.openingHours,
  registrationNumber: row.registrationNumber,
  logoUrl: clinicLogoUrl(row),
  reviewUrl: row.reviewUrl,
  updatedAt: row.updatedAt.toISOString(),
});
