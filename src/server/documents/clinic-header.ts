import { site } from '../../content/site';
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

/**
 * The clinic's name, address and GSTIN as documents print them.
 * TODO(#34): read the clinic settings record once it lands; today's constants until then.
 */
export function loadClinicHeader(_db: Database): Promise<ClinicHeader> {
  return Promise.resolve({ name: site.name, addressLines: [...site.address], phone: site.phone, email: site.email, gstin: null });
}
