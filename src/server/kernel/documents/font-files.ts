import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DocumentScript } from './script-runs';

// The compiled local server (scripts/start.mjs) is one file elsewhere: its build names the folder.
declare const __DOCUMENT_FONTS_FOLDER__: string | undefined;

const FONTS_IN_PROJECT = 'src/server/kernel/documents/fonts';

/**
 * The folder of the document fonts: beside this module when run from source (tsx, vitest), named
 * by the local server's build, or under the function's working folder on Netlify, where
 * netlify.toml's `included_files` ships it at the same path as in the project.
 */
export function documentFontsFolder(): string {
  const candidates = [
    typeof __DOCUMENT_FONTS_FOLDER__ === 'string' ? __DOCUMENT_FONTS_FOLDER__ : null,
    fileURLToPath(new URL('./fonts', import.meta.url)),
    process.env.LAMBDA_TASK_ROOT ? join(process.env.LAMBDA_TASK_ROOT, FONTS_IN_PROJECT) : null,
    join(process.cwd(), FONTS_IN_PROJECT),
  ];
  const found = candidates.find((folder) => folder !== null && existsSync(join(folder, 'NotoSans-Regular.ttf')));
  if (!found) throw new Error(`The document fonts are missing (looked in ${candidates.filter(Boolean).join(', ')})`);
  return found;
}

const FONT_FILES: Record<DocumentScript, { regular: string; bold: string }> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
  gujarati: { regular: 'NotoSansGujarati-Regular.ttf', bold: 'NotoSansGujarati-Bold.ttf' },
};

/** The registered font name of a script and weight, e.g. "devanagari-bold". */
export const fontName = (script: DocumentScript, isBold: boolean): string => `${script}-${isBold ? 'bold' : 'regular'}`;

/** Every document font as [registered name, file path]. */
export function documentFonts(): [string, string][] {
  const folder = documentFontsFolder();
  return Object.entries(FONT_FILES).flatMap(([script, files]) => [
    [fontName(script as DocumentScript, false), join(folder, files.regular)],
    [fontName(script as DocumentScript, true), join(folder, files.bold)],
  ]);
}
