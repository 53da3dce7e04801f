/**
 * The details a rebuild was handed (the local server's own, whose embedded database it holds open).
 * In its own module, not site-build.ts: that one imports PGlite, and practice's index, which the
 * Netlify function loads, re-exports this (tests/unit/function-bundle.test.ts).
 */
export const CLINIC_DETAILS_ENV = 'CLINIC_DETAILS_JSON';
