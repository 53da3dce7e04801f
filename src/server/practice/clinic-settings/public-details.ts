import type { PublicClinicDetails } from '../../../i18n/clinic-details';
import type { ClinicSettingsRow } from './clinic-settings';

/** Where GET serves the uploaded logo; the settings' time in the query, so a new logo is a new URL. */
export const clinicLogoUrl = (row: Pick<ClinicSettingsRow, 'logoType' | 'updatedAt'>) =>
  row.logoType ? `/api/v1/clinic-settings/logo?v=${row.updatedAt.getTime()}` : null;

/** What the public pages print of the settings (issue 45): the address as the site always wrote it, name first. */
export const toPublicClinicDetails = (row: ClinicSettingsRow): PublicClinicDetails => ({
  name: row.name,
  addressLines: [
    `${row.name}, ${row.addressLine1}`,
    ...(row.addressLine2 ? [row.addressLine2] : []),
    `${row.city}, ${row.state} ${row.postalCode}, India`,
  ],
  phone: row.phone,
  email: row.email,
  openingHours: row.openingHours,
  registrationNumber: row.registrationNumber,
  logoUrl: clinicLogoUrl(row),
});

/** Whether an edit changed what the public pages print (only then are they rebuilt). */
export const changesPublicPages = (before: ClinicSettingsRow, after: ClinicSettingsRow) =>
  JSON.stringify(toPublicClinicDetails(before)) !== JSON.stringify(toPublicClinicDetails(after));
