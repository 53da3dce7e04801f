import { useLayoutEffect, useRef } from 'react';
import { sanitizeRichText } from '../../lib/format/rich-text';

interface RichTextProps {
  /** HTML from the recipe editor (sanitized on the server, and again here). */
  html: string;
  /** What its headings become, to fit under the headings around it. */
  headingTag: 'h2' | 'h3' | 'h4';
  className?: string;
}

/** Shows rich text the way the recipe pages do: through the allowlist, as DOM nodes, never as raw HTML. */
export function RichText({ html, headingTag, className }: RichTextProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Before the browser paints (and before anything reads the page): never a flash of an empty body.
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizeRichText(html, document, headingTag));
  }, [html, headingTag]);
  return <div ref={ref} className={className} />;
}
