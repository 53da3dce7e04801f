import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** poppler's verifier on a PDF: its report of the signatures. */
export function pdfsig(bytes: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdfsig-')), 'document.pdf');
  writeFileSync(file, bytes);
  try {
    return execFileSync('pdfsig', [file]).toString();
  } catch (err) {
    // pdfsig exits non-zero on an invalid signature; its report is still on stdout.
    return String((err as { stdout?: Buffer }).stdout ?? err);
  }
}

/** A look at the page: with PDF_PREVIEW_DIR set, keeps the PDF and its first page as a PNG there (pdftoppm). */
export function keepPdfPreview(name: string, bytes: Uint8Array): void {
  const dir = process.env.PDF_PREVIEW_DIR;
  if (!dir) return;
  writeFileSync(join(dir, `${name}.pdf`), bytes);
  execFileSync('pdftoppm', ['-r', '70', '-png', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
}
