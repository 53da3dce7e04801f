/** The sidebar of SPEC §2, in its order, then the screens added beyond it. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Doctors', to: '/admin/doctors' },
  // Beyond SPEC: the Panchakarma wing's therapists and rooms (issue 47).
  { label: 'Therapists', to: '/admin/therapists' },
  { label: 'Rooms', to: '/admin/rooms' },
  { label: 'Time Slots', to: '/admin/time-slots' },
  { label: 'Appointments', to: '/admin/appointments' },
  // Beyond SPEC: follow-ups doctors asked for, and who has not rebooked (issue 29).
  { label: 'Follow-ups', to: '/admin/follow-ups' },
  // Beyond SPEC: money given back (issue 12).
  { label: 'Refunds', to: '/admin/refunds' },
  // Beyond SPEC: receipts and credit notes for the accountant (issue 30).
  { label: 'Documents', to: '/admin/documents' },
  // Beyond SPEC: the day's cash closed (issue 51).
  { label: 'Day close', to: '/admin/day-close' },
  { label: 'Patients', to: '/admin/patients' },
  // Beyond SPEC: Panchakarma courses planned session by session (issue 47).
  { label: 'Courses', to: '/admin/courses/plan' },
  // Beyond SPEC: patients' erasure requests under the DPDP Act (issue 30).
  { label: 'Data Requests', to: '/admin/data-requests' },
  { label: 'Recipes', to: '/admin/recipes' },
  { label: 'Contact Queries', to: '/admin/contact-queries' },
  // Beyond SPEC: the notifications outbox.
  { label: 'Messages', to: '/admin/messages' },
  // Beyond SPEC: who changed what (issue 14).
  { label: 'Audit Log', to: '/admin/audit-log' },
  // Beyond SPEC: the clinic's address and contacts (issue 34).
  { label: 'Clinic Settings', to: '/admin/clinic-settings' },
  // Beyond SPEC: the NAMASTE / ICD-11 TM2 codes the clinic imports (issue 51 item 4).
  { label: 'Diagnosis codes', to: '/admin/diagnosis-codes' },
  // Beyond SPEC: the front desk's logins (issue 51).
  { label: 'Staff accounts', to: '/admin/staff-accounts' },
  // Beyond SPEC: the Panchakarma wing's catalogue, courses and day (issue 47).
  { label: 'Therapies', to: '/admin/therapies' },
  { label: 'Course templates', to: '/admin/course-templates' },
  { label: 'Resource grid', to: '/admin/resource-grid' },
  // Beyond SPEC: classes and workshops with seats (issue 48).
  { label: 'Classes', to: '/admin/classes' },
  // Beyond SPEC: the dispensary's medicines, stock and dispensing (issue 50).
  { label: 'Dispensary', to: '/admin/dispensary/medicines' },
  { label: 'Dispense', to: '/admin/dispensary/dispense' },
  { label: 'Orders', to: '/admin/dispensary/orders' },
  // Beyond SPEC: the walk-in queue and doctors' leave (issue 51).
  { label: 'Queue', to: '/admin/queue' },
  { label: 'Doctor leave', to: '/admin/doctor-leave' },
  // Beyond SPEC: the lines of doctors' full days and class sessions (issue 48).
  { label: 'Waitlist', to: '/admin/waitlist' },
] as const;

/** Beyond SPEC: a doctor's login (issue 14) sees only the doctor's own screens. */
export const DOCTOR_NAV = [
  { label: 'My Schedule', to: '/admin/my-schedule' },
  { label: 'Past appointments', to: '/admin/past-appointments' },
] as const;

/** Issue 47: a therapist's login sees only the day's sessions, on a phone as often as not. */
export const THERAPIST_NAV = [{ label: 'My day', to: '/admin/my-day' }] as const;

/** Issue 51: a receptionist's login sees the front desk only, in the admin sidebar's order. */
export const RECEPTIONIST_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Appointments', to: '/admin/appointments' },
  { label: 'Follow-ups', to: '/admin/follow-ups' },
  { label: 'Refunds', to: '/admin/refunds' },
  { label: 'Patients', to: '/admin/patients' },
  { label: 'Day close', to: '/admin/day-close' },
  // The dispense queue, read-only: the desk takes the medicines' payment on a visit's Dispense screen (decision 063).
  { label: 'Dispense', to: '/admin/dispensary/dispense' },
  { label: 'Queue', to: '/admin/queue' },
  { label: 'Doctor leave', to: '/admin/doctor-leave' },
  { label: 'Waitlist', to: '/admin/waitlist' },
] as const;

/** Issue 50: a pharmacist's login sees the dispensary only: the dispense queue first, then the catalogue's stock. */
export const PHARMACIST_NAV = [
  { label: 'Dispense', to: '/admin/dispensary/dispense' },
  { label: 'Orders', to: '/admin/dispensary/orders' },
  { label: 'Dispensary', to: '/admin/dispensary/medicines' },
  { label: 'Stock reports', to: '/admin/dispensary/reports' },
] as const;

/** The roles of the dispensary's screens (the API's requirePharmacy). */
export const PHARMACY_ROLES: readonly string[] = ['admin', 'pharmacist'];

/** The roles of the dispense queue and a visit's Dispense screen (the API's requireStockReader): the receptionist reads them to take the payment. */
export const DISPENSE_ROLES: readonly string[] = [...PHARMACY_ROLES, 'receptionist'];

/** The roles of the front desk's screens (the API's requireDesk). */
export const DESK_ROLES: readonly string[] = ['admin', 'receptionist'];

/** Staff, doctors, therapists, receptionists and pharmacists share the login screen and the layout; every screen then names its own role. */
export const ADMIN_APP_ROLES: readonly string[] = ['admin', 'doctor', 'therapist', 'receptionist', 'pharmacist'];

/** Where a login of this role starts: SPEC's dashboard for staff, My Schedule for a doctor, My day for a therapist, Dispense for a pharmacist. */
export const homePathFor = (role: string): string =>
  role === 'doctor'
    ? DOCTOR_NAV[0].to
    : role === 'therapist'
      ? THERAPIST_NAV[0].to
      : role === 'pharmacist'
        ? PHARMACIST_NAV[0].to
        : '/admin/dashboard';
