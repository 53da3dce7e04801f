/**
 * The database's tables, one file per area under schema/ (drizzle-kit reads them through this
 * file). Status, role, gender and mode lists live in src/lib/domain, shared with the browser.
 */
export * from './schema/users';
export * from './schema/clinic';
export * from './schema/appointments';
export * from './schema/payments';
export * from './schema/site-content';
export * from './schema/auth';
export * from './schema/notifications';
export * from './schema/audit';
export * from './schema/clinic-settings';
export * from './schema/payment-documents';
export * from './schema/consents';
export * from './schema/intake';
export * from './schema/visit-records';
export * from './schema/appointment-action-links';
export * from './schema/short-links';
export * from './schema/data-requests';
export * from './schema/resources';
export * from './schema/visit-feedback';
export * from './schema/waitlist';
export * from './schema/prescription-templates';
export * from './schema/dispensary';
export * from './schema/doctors-room';
export * from './schema/queue';
export * from './schema/programmes';
export * from './schema/diagnosis-codes';
