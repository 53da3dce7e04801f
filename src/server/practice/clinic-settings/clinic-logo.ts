import { CLINIC_LOGO_MAX_BYTES, clinicLogoMessages, detectLogoType } from '../../../lib/validation/clinic-settings';
import { updateAudited } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { clinicSettings } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { FileStorage } from '../../kernel/providers/storage/types';
import { type ClinicSettingsRow, readClinicSettings, SETTINGS_ID } from './clinic-settings';

/** The one logo's place in file storage. */
const LOGO_KEY = 'clinic/logo';

async function setLogoType(db: Database, logoType: string | null): Promise<ClinicSettingsRow> {
  const row = await updateAudited(db, clinicSettings, 'clinic_settings', SETTINGS_ID, { logoType });
  if (!row) throw new Error('clinic_settings has no row: run the migrations');
  return row;
}

/** Staff's upload (issue 45): a PNG or JPEG by its bytes, at most 200 KB; anything else changes nothing. */
export async function saveClinicLogo(db: Database, storage: FileStorage, bytes: Uint8Array): Promise<ClinicSettingsRow> {
  if (bytes.byteLength > CLINIC_LOGO_MAX_BYTES) throw new AppError('payload_too_large', clinicLogoMessages.tooLarge);
  const type = detectLogoType(bytes);
  if (!type) throw new AppError('unsupported_media_type', clinicLogoMessages.wrongType);
  await storage.put(LOGO_KEY, bytes);
  return setLogoType(db, type);
}

export async function removeClinicLogo(db: Database, storage: FileStorage): Promise<ClinicSettingsRow> {
  const row = await setLogoType(db, null);
  await storage.delete(LOGO_KEY);
  return row;
}

/** The logo's bytes and type, or null when the clinic has none. */
export async function readClinicLogo(db: Database, storage: FileStorage): Promise<{ type: string; bytes: Uint8Array } | null> {
  const { logoType } = await readClinicSettings(db);
  const bytes = logoType ? await storage.get(LOGO_KEY) : null;
  return logoType && bytes ? { type: logoType, bytes } : null;
}
