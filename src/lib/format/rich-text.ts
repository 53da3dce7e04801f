/**
 * Renders the rich text of the recipe editor (recipes, consultation notes) through an allowlist:
 * only formatting tags and http(s)/mailto links survive; every attribute but a link's href is
 * dropped. The server sanitizes on write as well; this guards against anything stored before or
 * around it. Browser only: it parses with DOMParser.
 */
const KEPT_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'STRIKE', 'OL', 'UL', 'LI', 'BLOCKQUOTE', 'A']);
const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
/** Rich-text headings sit under the recipe page's section headings, so they render one level below. */
const RICH_TEXT_HEADING = 'h3';
/** Dropped with everything inside them. */
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'FORM', 'TEXTAREA', 'SELECT']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function copyChildren(from: Node, to: Node, doc: Document, headingTag: string): void {
  for (const child of from.childNodes) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      const tag = child.tagName.toUpperCase();
      if (DROPPED_TAGS.has(tag)) continue;
      if (HEADING_TAGS.has(tag) || KEPT_TAGS.has(tag)) {
        const copy = doc.createElement(HEADING_TAGS.has(tag) ? headingTag : tag.toLowerCase());
        const href = tag === 'A' ? child.getAttribute('href')?.trim() : undefined;
        if (href && SAFE_LINK.test(href)) {
          copy.setAttribute('href', href);
          copy.setAttribute('rel', 'noopener noreferrer nofollow');
        }
        copyChildren(child, copy, doc, headingTag);
        to.appendChild(copy);
      } else {
        // Unknown wrappers (span, div, font…) are unwrapped: their text stays.
        copyChildren(child, to, doc, headingTag);
      }
    }
  }
}

/**
 * The allowed part of `html` as nodes of `doc`, parsed in an inert document (nothing runs or
 * loads); every heading becomes `headingTag`, the level the place it is shown in needs.
 */
export function sanitizeRichText(html: string, doc: Document = document, headingTag = RICH_TEXT_HEADING): DocumentFragment {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const fragment = doc.createDocumentFragment();
  copyChildren(parsed.body, fragment, doc, headingTag);
  return fragment;
}

/** The plain text of rich-text HTML, for card descriptions: allowed text only, blocks separated by a space. */
export function richTextToPlain(html: string): string {
  const walker = document.createTreeWalker(sanitizeRichText(html), NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/ ([.,;:!?])/g, '$1')
    .trim();
}
