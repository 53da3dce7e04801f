// pdf.js 6 expects Node 22's Promise.withResolvers; Node 20 (engines) lacks it.
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}
const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');

/** The text of every page of a PDF as pdf.js extracts it (what a reader's copy or search sees), one string per page. */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const task = getDocument({ data: new Uint8Array(bytes), useSystemFonts: false });
  const pdf = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : ''))
        .join('')
        .normalize('NFC'),
    );
  }
  await task.destroy();
  return pages;
}

/** All pages' text joined, for "contains" checks. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => (await pdfPageTexts(bytes)).join('\n');
