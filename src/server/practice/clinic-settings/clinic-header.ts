import { readClinicSettings } from './clinic-settings';
import type { Database } from '../../kernel/db/database';
import type { ClinicHeader } from '../../kernel/documents/clinic-document';

/** The clinic's name, address, contact and GSTIN as documents print them, from the clinic settings. */
export async function loadClinicHeader(db: Pick<Database, 'select'>): Promise<ClinicHeader> {
  const settings = await readClinicSettings(db);
  return {
    name: settings.name,
    addressLines: [
      settings.addressLine1,
      ...(settings.addressLine2 ? [settings.addressLine2] : []),
      `${settings.city}, ${settings.state} ${settings.postalCode}, India`,
    ],
    phone: settings.phone,
    email: settings.email,
    gstin: settings.gstin,
  };
}
