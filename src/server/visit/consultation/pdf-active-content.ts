import { inflateSync } from 'node:zlib';

/**
 * The PDF names that make a file act when it is opened or used (issue 43): scripts (/JavaScript,
 * /JS), actions run on opening or on an event (/OpenAction, /AA) and launching a program (/Launch).
 * A report is read by a doctor on the clinic's machines: it has no use for any of them.
 */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'OpenAction', 'AA', 'Launch']);

/** A name token: a solidus and the regular characters after it (PDF 32000-1, 7.3.5). */
const NAME = /\/([^\s/[\]<>(){}%]*)/g;
/** A stream's data, between `stream` and `endstream` (the keyword's line ending included). */
const STREAM = /(?<!end)stream\r?\n([\s\S]*?)\r?\n?endstream/g;
/** Decompressed object streams read at most per file: a small file may inflate to a bomb. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

/** A name with its #xx escapes decoded ("/J#61vaScript" is /JavaScript). */
const decodeName = (name: string) => name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const decodeNames = (text: string) => text.replace(NAME, (token) => `/${decodeName(token.slice(1))}`);

const namesActive = (text: string) => {
  for (const [, name] of text.matchAll(NAME)) if (ACTIVE_NAMES.has(decodeName(name!))) return true;
  return false;
};

/**
 * Whether a PDF holds active content: one of ACTIVE_NAMES in its objects, or in a compressed
 * object stream (/Type /ObjStm, where PDF 1.5 files keep their dictionaries). Page contents and
 * images are not read: a dictionary key cannot live there. Latin-1 keeps each byte one character.
 */
export function hasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  if (namesActive(text)) return true;
  let budget = MAX_INFLATED_BYTES;
  for (const match of text.matchAll(STREAM)) {
    const dictionary = decodeNames(text.slice(Math.max(0, text.lastIndexOf(' obj', match.index)), match.index));
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    if (budget <= 0) return true;
    let inflated: Buffer;
    try {
      inflated = inflateSync(Buffer.from(match[1]!, 'latin1'), { maxOutputLength: budget });
    } catch (err) {
      // Beyond the budget: too much hidden to read, so refused. Otherwise not deflated: nothing to read.
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return true;
      continue;
    }
    budget -= inflated.byteLength;
    if (namesActive(inflated.toString('latin1'))) return true;
  }
  return false;
}
