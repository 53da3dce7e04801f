/**
 * Writes what a clinic submits for approval (issue 28): each WhatsApp template as Meta's
 * template-creation JSON (whatsapp/<name>.<language>.json) and the DLT templates as one CSV
 * with {#var#} placeholders. The texts hold SITE_URL and CLINIC_NAME (both required: what is
 * registered is the clinic's own domain and name as in its settings, never a default); the CSV the
 * SMS_DLT_* registration.
 *
 *   npm run templates:export -- --out DIR
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { dltRegistrationOf } from '../src/server/kernel/config';
import { exportClinic, templateExportFiles } from '../src/server/messaging/templates/export';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run templates:export -- --out DIR');
  process.exit(2);
}
const out = resolve(values.out);
const clinic = exportClinic(process.env);
if (clinic instanceof Error) {
  console.error(`[templates] ${clinic.message}`);
  process.exit(2);
}
const files = templateExportFiles(clinic, dltRegistrationOf(process.env));
for (const file of files) {
  const path = join(out, file.path);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, file.content);
}
console.log(`[templates] wrote ${files.length} files for ${clinic.name} at ${clinic.siteUrl} to ${out}`);
