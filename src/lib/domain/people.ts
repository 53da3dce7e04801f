export const USER_ROLES = ['patient', 'admin', 'doctor', 'therapist', 'receptionist', 'pharmacist'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Roles that log in with e-mail and password on the /admin login screen. */
export const STAFF_ROLES = ['admin', 'doctor', 'therapist', 'receptionist', 'pharmacist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A patient's gender is optional; a doctor's and a therapist's are required. */
export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
