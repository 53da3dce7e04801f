/**
 * Every validation and error text SPEC §5 and §8 define, one module per area (an island imports
 * its area's module only, so it ships no other area's texts). Keys for API errors: src/server/kernel/error-keys.ts.
 */
export * from './contact-messages';
export * from './auth-messages';
export * from './booking-messages';
export * from './appointment-messages';
export * from './clinic-admin-messages';
export * from './common-messages';
export * from './front-desk-messages';
