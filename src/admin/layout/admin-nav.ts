/** The sidebar of SPEC §2, in its order, then the screens added beyond it. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Doctors', to: '/admin/doctors' },
  { label: 'Time Slots', to: '/admin/time-slots' },
  { label: 'Appointments', to: '/admin/appointments' },
  // Beyond SPEC: follow-ups doctors asked for, and who has not rebooked (issue 29).
  { label: 'Follow-ups', to: '/admin/follow-ups' },
  // Beyond SPEC: money given back (issue 12).
  { label: 'Refunds', to: '/admin/refunds' },
  // Beyond SPEC: receipts and credit notes for the accountant (issue 30).
  { label: 'Documents', to: '/admin/documents' },
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
] as const;

/** Beyond SPEC: a doctor's login (issue 14) sees only the doctor's own screens. */
export const DOCTOR_NAV = [
  { label: 'My Schedule', to: '/admin/my-schedule' },
  { label: 'Past appointments', to: '/admin/past-appointments' },
] as const;

/** Staff and doctors share the login screen and the layout; every screen then names its own role. */
export const ADMIN_APP_ROLES: readonly string[] = ['admin', 'doctor'];

/** Where a login of this role starts: SPEC's dashboard for staff, My Schedule for a doctor. */
export const homePathFor = (role: string): string => (role === 'doctor' ? DOCTOR_NAV[0].to : '/admin/dashboard');
