export { toAuditEventJson } from './audit/audit-json';
export { deleteAudited, insertAudited, updateAudited } from './audit/audited-writes';
export { actingAs, actorOf, auditRow, recordAudit, type AuditEntity } from './audit/record-audit';
export { auditEventsRoutes } from './audit/routes';
export { createLocalAdminIfNone, upsertAdmin } from './auth/admin-accounts';
export { requireConfirmedDetails } from './auth/confirmed-details';
export {
  readSession,
  requireAdmin,
  requireDesk,
  requireDoctor,
  requirePatient,
  requirePharmacy,
  requireRole,
  requireStockReader,
} from './auth/middleware';
export { hashPassword } from './auth/passwords';
export { authRoutes } from './auth/routes';
export { appointmentConsent, attachTeleconsultationConsent, currentConsent, recordConsent, withdrawConsent } from './consents/record-consent';
export { remindersState } from './consents/reminders-consent';
export { consentResponse } from './consents/responses';
export { personalDetailsColumns, personalDetailsJson } from './users/personal-details';
export { type MessagePreferences, type PatientPage } from './users/responses';
export { usersRoutes } from './users/routes';
export { assertStaffEmailFree, writeStaffLogin } from './staff-accounts/staff-email';
export { pharmacistsRoutes, receptionistsRoutes } from './staff-accounts/routes';
