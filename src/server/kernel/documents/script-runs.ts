/** The scripts a clinic document writes, each set in its own Noto font. */
export type DocumentScript = 'latin' | 'devanagari' | 'gujarati';

export interface ScriptRun {
  script: DocumentScript;
  text: string;
}

const isIn = (code: number, from: number, to: number) => code >= from && code <= to;
const isDevanagari = (code: number) => isIn(code, 0x0900, 0x097f) || isIn(code, 0xa8e0, 0xa8ff) || isIn(code, 0x1cd0, 0x1cff);
const isGujarati = (code: number) => isIn(code, 0x0a80, 0x0aff);
const DANDAS_JOINERS_RUPEE = new Set([0x0964, 0x0965, 0x200c, 0x200d, 0x20b9]);
// Characters the Devanagari and Gujarati Noto fonts carry too: they stay in an Indic run, so a
// space, digit, danda or joiner never breaks the shaping of the words around it.
const isShared = (char: string, code: number) =>
  /\s/.test(char) || DANDAS_JOINERS_RUPEE.has(code) || (isIn(code, 0x21, 0x7e) && !/[A-Za-z@`$&]/.test(char));

const scriptOf = (char: string): DocumentScript | null => {
  const code = char.codePointAt(0) ?? 0;
  if (isShared(char, code)) return null;
  if (isDevanagari(code)) return 'devanagari';
  if (isGujarati(code)) return 'gujarati';
  return 'latin';
};

/**
 * Splits text into runs of one script (one font each): neutral characters join the run before
 * them, or the one after when they open the text.
 */
export function splitScriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pending = '';
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (script === null) {
      if (last) last.text += char;
      else pending += char;
    } else if (last?.script === script) {
      last.text += char;
    } else {
      runs.push({ script, text: pending + char });
      pending = '';
    }
  }
  if (pending) runs.push({ script: 'latin', text: pending });
  return runs;
}
