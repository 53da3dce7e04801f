import type { Locale } from '../../../i18n/locales';
import { documentFonts, fontName } from './font-files';
import { splitScriptRuns } from './script-runs';
import { addSignaturePlaceholder, signPdf } from './document-signing';

const MARGIN = 48;
const INK = '#1f2a1f';
const MUTED = '#5b665b';
const RULE = '#b9c4b3';
// Noto Sans's ascent (1069/1000 em): every script's run sits on the Latin baseline, where pdfkit
// would otherwise place each font by its own ascent and lift Devanagari and Gujarati words.
const LATIN_ASCENT = 1.069;

/** Who issues a clinic document: printed at the top of every page one. */
export interface ClinicHeader {
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  /** Set when the clinic is registered for GST; receipts then become bills of supply. */
  gstin: string | null;
}

export interface ClinicDocument {
  doc: PDFKit.PDFDocument;
  /** Ends the document and resolves to its bytes. */
  finish: () => Promise<Buffer>;
}

export interface TextOptions {
  isBold?: boolean;
  size?: number;
  color?: string;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'center' | 'right';
}

/**
 * Writes one paragraph in the Noto font of each script it contains (Latin, Devanagari, Gujarati),
 * so Hindi and Gujarati words are shaped (conjuncts, vowel signs) and mixed lines stay one line.
 */
export function writeText(doc: PDFKit.PDFDocument, text: string, options: TextOptions = {}): void {
  const { isBold = false, size = 10, color = INK, x, y, width, align = 'left' } = options;
  const runs = splitScriptRuns(text.length > 0 ? text : ' ');
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, index) => {
    doc.font(fontName(run.script, isBold));
    const layout = { width, align, continued: index < runs.length - 1, baseline: -LATIN_ASCENT * size };
    // Shaped Indic glyphs come out in visual order (a vowel sign before its consonant): the
    // span's ActualText gives copy, search and screen readers the words as typed.
    const isShaped = run.script !== 'latin';
    if (isShaped) doc.markContent('Span', { actual: run.text });
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, layout);
    else doc.text(run.text, layout);
    if (isShaped) doc.endMarkedContent();
  });
}

/** The height writeText needs for a text in a width (measured in the font of its first script). */
export function heightOfText(doc: PDFKit.PDFDocument, text: string, options: TextOptions & { width: number }): number {
  const [first] = splitScriptRuns(text.length > 0 ? text : ' ');
  doc.font(fontName(first?.script ?? 'latin', options.isBold ?? false)).fontSize(options.size ?? 10);
  return doc.heightOfString(text, { width: options.width });
}

/** A thin horizontal rule across the text area at the current line. */
export function drawRule(doc: PDFKit.PDFDocument): void {
  const y = doc.y + 4;
  doc
    .moveTo(MARGIN, y)
    .lineTo(doc.page.width - MARGIN, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.x = MARGIN;
  doc.y = y + 8;
}

export interface TableColumn {
  header: string;
  /** Share of the text width, e.g. 0.5 for half of it. */
  share: number;
  align?: 'left' | 'right';
}

/** A table with a bold header row and a rule under each row; rows that do not fit go on a new page. */
export function drawTable(doc: PDFKit.PDFDocument, columns: TableColumn[], rows: string[][]): void {
  const textWidth = doc.page.width - 2 * MARGIN;
  const padding = 4;
  const cellWidths = columns.map((column) => column.share * textWidth - 2 * padding);
  const drawRow = (cells: string[], isHeader: boolean) => {
    const texts = columns.map((_, i) => cells[i] ?? '');
    const height =
      Math.max(...texts.map((text, i) => heightOfText(doc, text, { width: cellWidths[i] ?? 0, isBold: isHeader, size: 9.5 }))) + 2 * padding;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y;
    if (isHeader) doc.rect(MARGIN, top, textWidth, height).fillColor('#eef3ea').fill();
    let left = MARGIN;
    columns.forEach((column, i) => {
      writeText(doc, texts[i] ?? '', {
        x: left + padding,
        y: top + padding,
        width: cellWidths[i],
        align: column.align ?? 'left',
        isBold: isHeader,
        size: 9.5,
      });
      left += column.share * textWidth;
    });
    doc
      .moveTo(MARGIN, top + height)
      .lineTo(MARGIN + textWidth, top + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = top + height;
  };
  drawRow(
    columns.map((column) => column.header),
    true,
  );
  rows.forEach((row) => drawRow(row, false));
  doc.moveDown(0.5);
}

/** Label–value lines ("Receipt no.: JAC/2627/000123") in two aligned columns. */
export function drawDetails(doc: PDFKit.PDFDocument, details: [label: string, value: string][]): void {
  const labelWidth = 150;
  const valueWidth = doc.page.width - 2 * MARGIN - labelWidth;
  for (const [label, value] of details) {
    const top = doc.y;
    writeText(doc, label, { x: MARGIN, y: top, width: labelWidth - 8, color: MUTED });
    const labelBottom = doc.y;
    writeText(doc, value, { x: MARGIN + labelWidth, y: top, width: valueWidth });
    doc.x = MARGIN;
    doc.y = Math.max(labelBottom, doc.y) + 2;
  }
  doc.moveDown(0.3);
}

export interface StartDocumentOptions {
  /** The document's kind as printed under the header, e.g. "Receipt" or "Bill of Supply". */
  title: string;
  language?: Locale;
}

/**
 * Starts an A4 clinic document: the Noto fonts embedded (subset) for Latin, Devanagari and
 * Gujarati, the clinic's name, address, contact and GSTIN at the top, then the title.
 */
export async function startClinicDocument(clinic: ClinicHeader, options: StartDocumentOptions): Promise<ClinicDocument> {
  // Loaded at the first document, not with the API: pdfkit and its font engine are a third of a cold start.
  const { default: PDFDocument } = await import('pdfkit');
  const fonts = documentFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // A font of ours from the start: pdfkit's default Helvetica is never loaded.
    font: fonts[0]?.[1],
    lang: options.language ?? 'en',
    info: { Title: `${options.title} — ${clinic.name}`, Author: clinic.name, Creator: clinic.name },
  });
  for (const [name, path] of fonts) doc.registerFont(name, path);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writeText(doc, clinic.name, { isBold: true, size: 16, x: MARGIN, y: MARGIN });
  for (const line of clinic.addressLines) writeText(doc, line, { size: 9, color: MUTED });
  writeText(doc, `${clinic.phone} · ${clinic.email}`, { size: 9, color: MUTED });
  if (clinic.gstin) writeText(doc, `GSTIN: ${clinic.gstin}`, { size: 9, color: MUTED });
  drawRule(doc);
  writeText(doc, options.title, { isBold: true, size: 14, align: 'center' });
  doc.moveDown(0.5);

  // The signature's field sits on the first page; the signature itself is made over the finished file.
  await addSignaturePlaceholder(doc, {
    name: clinic.name,
    reason: options.title,
    location: clinic.addressLines.at(-1) ?? '',
    contactInfo: clinic.email,
  });
  return {
    doc,
    finish: async () => {
      doc.end();
      return signPdf(await done);
    },
  };
}
