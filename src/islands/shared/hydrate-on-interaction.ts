import type { ClientDirective } from 'astro';

/** What counts as reaching for an island: a pointer over it, a touch, a tap, the keyboard's focus or a key. */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Whether any of the island's boxes is on screen (the island element itself has no box). */
const isOnScreen = (element: HTMLElement) =>
  [...element.children].some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });

/**
 * `client:interaction`: hydrates an island at the visitor's first interaction with it, or once
 * they scroll while it is on screen. A form at the top of a page (Contact Us) costs no
 * JavaScript before the first scroll; until it hydrates it is a plain HTML form that posts and
 * works on its own, and the island takes over what was typed into it (useContactForm).
 */
const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  const onScroll = () => {
    if (isOnScreen(element)) start();
  };
  const start = () => {
    for (const type of INTERACTIONS) element.removeEventListener(type, start);
    window.removeEventListener('scroll', onScroll);
    void load().then((hydrate) => hydrate());
  };
  // A visitor on a slow connection may already be in a field when the page's scripts run.
  if (element.contains(document.activeElement)) {
    start();
    return;
  }
  for (const type of INTERACTIONS) element.addEventListener(type, start, { passive: true });
  window.addEventListener('scroll', onScroll, { passive: true });
};

export default hydrateOnInteraction;
