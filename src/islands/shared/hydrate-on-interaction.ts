import type { ClientDirective } from 'astro';

/** What counts as reaching for an island: a pointer over it, a touch, a tap or the keyboard's focus. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/**
 * `client:interaction`: hydrates an island at the visitor's first interaction with it. A form at
 * the top of a page (Contact Us) costs no JavaScript until someone reaches for it; until then it
 * is a plain HTML form that posts and works on its own.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    void load().then((hydrate) => hydrate());
  };
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
