import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawDetails, drawTable, startClinicDocument, writeText } from '../../src/server/kernel/documents/clinic-document';
import type { ClinicHeader } from '../../src/server/kernel/documents/clinic-document';
import { pdfText } from '../support/pdf-text';
import { pdfsig } from '../support/poppler';

const clinic: ClinicHeader = {
  name: 'Jamnagar Ayurveda Clinic',
  addressLines: ['2nd floor, Shanti Complex', 'Jamnagar, Gujarat 361008, India'],
  phone: '+91 98240 11000',
  email: 'care@ayurvedaclinic.in',
  gstin: '24AAAPL1234C1ZK',
};

async function sampleDocument(): Promise<Buffer> {
  const { doc, finish } = await startClinicDocument(clinic, { title: 'Bill of Supply' });
  drawDetails(doc, [
    ['Number', 'JAC/2627/000123'],
    ['Patient', 'आशा पटेल'],
  ]);
  drawTable(
    doc,
    [
      { header: 'Service', share: 0.5 },
      { header: 'SAC', share: 0.2 },
      { header: 'Amount', share: 0.3, align: 'right' },
    ],
    [['Panchakarma (पंचकर्म)', '9993', '₹2,500.00']],
  );
  writeText(doc, 'ગુજરાતી: પંચકર્મ સારવાર');
  writeText(doc, 'हिन्दी: परामर्श शुल्क प्राप्त हुआ।');
  return finish();
}

describe('signed documents (PAdES, CGST rule 49)', () => {
  it('poppler finds a valid signature over the whole unmodified document, and one changed byte breaks it', async () => {
    const bytes = await sampleDocument();
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');

    // One byte of the signed content changed (a letter of the producer's name: the file still parses).
    const tampered = Buffer.from(bytes);
    const at = bytes.indexOf('PDFKit');
    expect(at).toBeGreaterThan(0);
    tampered[at] = 'Q'.charCodeAt(0);
    const tamperedReport = pdfsig(tampered);
    expect(tamperedReport).toContain('Signature Validation: Digest Mismatch.');
    expect(tamperedReport).not.toContain('Signature is Valid.');
  }, 60_000);
});

describe('startClinicDocument (the PDF foundation of receipts and summaries)', () => {
  it('writes an A4 PDF whose text a reader extracts in English, Hindi and Gujarati', async () => {
    const bytes = await sampleDocument();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    expect(text).toContain('Jamnagar Ayurveda Clinic');
    expect(text).toContain('GSTIN: 24AAAPL1234C1ZK');
    expect(text).toContain('Bill of Supply');
    expect(text).toContain('JAC/2627/000123');
    expect(text).toContain('9993');
    expect(text).toContain('₹2,500.00');
    expect(text).toContain('आशा पटेल');
    // pdf.js reads shaped glyphs in visual order; these words keep their order when shaped.
    expect(text).toContain('शुल्क प्राप्त हुआ');
    expect(text).toContain('ગુજરાતી:');
  });

  it('gives shaped Hindi and Gujarati words their typed text (ActualText) for copy and search', async () => {
    const bytes = await sampleDocument();
    let typedText: string;
    try {
      // Poppler reads the spans' ActualText (pdf.js does not).
      typedText = execFileSync('pdftotext', ['-', '-'], { input: bytes }).toString();
    } catch {
      return;
    }
    expect(typedText).toContain('हिन्दी: परामर्श शुल्क प्राप्त हुआ।');
    expect(typedText).toContain('पंचकर्म');
    expect(typedText).toContain('ગુજરાતી: પંચકર્મ સારવાર');
  });

  it('embeds the Noto fonts (no standard font a reader would have to substitute)', async () => {
    const raw = (await sampleDocument()).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansGujarati-Regular/);
    expect(raw).not.toContain('/Helvetica');
  });

  it('renders with poppler when it is installed (a look at the page: PDF_PREVIEW_DIR keeps the PNG)', async () => {
    const bytes = await sampleDocument();
    const dir = process.env.PDF_PREVIEW_DIR ?? mkdtempSync(join(tmpdir(), 'clinic-pdf-'));
    writeFileSync(join(dir, 'sample.pdf'), bytes);
    let hasPoppler = true;
    try {
      execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    } catch {
      hasPoppler = false;
    }
    if (!hasPoppler) return;
    execFileSync('pdftoppm', ['-r', '60', '-png', '-singlefile', join(dir, 'sample.pdf'), join(dir, 'sample')]);
    const pageInfo = execFileSync('pdfinfo', [join(dir, 'sample.pdf')]).toString();
    expect(pageInfo).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  });
});
