declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate at the first pointer, touch, focus or key inside the island, or a scroll while it is on screen (src/islands/shared/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};
