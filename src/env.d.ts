declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate at the first pointer, touch or focus inside the island (src/islands/shared/hydrate-on-interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};
