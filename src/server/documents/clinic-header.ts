import { readClinicSettings } from '../clinic-settings/clinic-settings';
import type { Database } from '../db/database';

/** Who issues a clinic document: printed at the top of every page one. */
export interface ClinicHeader {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  /** Set when the clinic is registered for GST; receipts then become bills of supply. */
  gstin: string | null;
}

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
