import { useSyncExternalStore } from 'react';

/**
 * SPEC §9: 3 slides (scroll 3) from 1024 px up and down to 601 px, 2 at 600 px or narrower,
 * 1 at 480 px or narrower. Computed here because react-slick 0.31's `responsive` option only
 * reacts to later changes of the window width, not to the width the page opens at.
 */
const LAYOUTS = [
  { query: '(max-width: 480px)', slides: 1 },
  { query: '(max-width: 600px)', slides: 2 },
];
const WIDE_SLIDES = 3;

function currentSlides(): number {
  return LAYOUTS.find((layout) => window.matchMedia(layout.query).matches)?.slides ?? WIDE_SLIDES;
}

function subscribe(onChange: () => void): () => void {
  const lists = LAYOUTS.map((layout) => window.matchMedia(layout.query));
  lists.forEach((list) => list.addEventListener('change', onChange));
  return () => lists.forEach((list) => list.removeEventListener('change', onChange));
}

/** How many testimonials fit side by side at the current window width. */
export function useSlidesToShow(): number {
  return useSyncExternalStore(subscribe, currentSlides, () => WIDE_SLIDES);
}
