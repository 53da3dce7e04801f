/** The sidebar of SPEC §2, in its order, then the screens added beyond it. */
export const ADMIN_NAV = [
  { label: 'Dashboard', to: '/admin/dashboard' },
  { label: 'Services', to: '/admin/services' },
  { label: 'Doctors', to: '/admin/doctors' },
  { label: 'Time Slots', to: '/admin/time-slots' },
  { label: 'Appointments', to: '/admin/appointments' },
  // Beyond SPEC: money given back (issue 12).
  { label: 'Refunds', to: '/admin/refunds' },
  { label: 'Patients', to: '/admin/patients' },
  { label: 'Recipes', to: '/admin/recipes' },
  { label: 'Contact Queries', to: '/admin/contact-queries' },
  // Beyond SPEC: the notifications outbox.
  { label: 'Messages', to: '/admin/messages' },
  // Beyond SPEC: who changed what (issue 14).
  { label: 'Audit Log', to: '/admin/audit-log' },
] as const;
