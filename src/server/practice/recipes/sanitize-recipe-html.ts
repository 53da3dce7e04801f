import type sanitizeHtml from 'sanitize-html';

/**
 * Exactly what the recipe editor's toolbar can produce (SPEC §2): headings 1 to 3, bold, italic,
 * underline, strike, ordered and bullet lists, links. Everything else (scripts, event handlers,
 * styles, images, iframes) is dropped before the HTML is stored and later shown on the public site.
 */
const RECIPE_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'ol', 'ul', 'li', 'a'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    // Quill 2 marks the list kind on each item when its plain (non-semantic) HTML is stored.
    li: [{ name: 'data-list', multiple: false, values: ['bullet', 'ordered'] }],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Quill 2.0.3's semantic HTML writes every space as &nbsp;, which would stop recipe text from
  // wrapping on the public site (https://github.com/slab/quill/issues/4509).
  textFilter: (text) => text.replace(/\u00a0/g, ' '),
  transformTags: {
    // A link that opens a new tab must not hand the recipe page to the opened site.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

/**
 * Rich-text HTML from the recipe editor, reduced to the editor's own tags and safe links. The
 * sanitizer (and its HTML parser) loads at the first recipe write, not with every cold start.
 */
export async function sanitizeRecipeHtml(html: string): Promise<string> {
  const { default: sanitize } = await import('sanitize-html');
  return sanitize(html, RECIPE_HTML_OPTIONS);
}
