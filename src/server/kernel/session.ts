/** Who a request speaks for: the API's sessions, read by every context (identity/auth issues them). */
export const ROLES = ['patient', 'admin', 'doctor', 'therapist', 'receptionist', 'pharmacist'] as const;
export type Role = (typeof ROLES)[number];

/** What the admin app and the booking wizard decode from a token (SPEC §3, §4). */
export interface TokenClaims {
  id: number;
  role: Role;
  exp: number;
  /** The account's token version when the token was issued (see session-check.ts). */
  ver: number;
}

/** A current session as the API sees it: a doctor's login also names its doctor record. */
export interface Session extends TokenClaims {
  doctorId?: number;
}
