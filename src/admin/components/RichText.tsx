import { useEffect, useRef } from 'react';
import { sanitizeRichText } from '../../lib/format/rich-text';

/** Stored rich text (a consultation note), through the public pages' allowlist, never as raw HTML. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.replaceChildren(sanitizeRichText(html));
  }, [html]);
  return <div ref={ref} className={className} />;
}
