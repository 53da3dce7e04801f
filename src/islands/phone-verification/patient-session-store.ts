import { atom } from 'nanostores';
import { api } from '../../lib/api/client';
import {
  PATIENT_SESSION_MS,
  type PatientSession,
  clearPatientSession,
  readPatientSession,
  writePatientSession,
} from '../../lib/booking/patient-session';

/**
 * Details this browser just registered, and whether the signed-in owner still has to confirm the
 * details on file (someone else may have registered the number first): see ConfirmDetailsDialog.
 */
export const $registeredDetails = atom<{ mobile: string; name: string; email: string | null; gender: string | null } | null>(null);
export const $detailsToConfirm = atom(false);

/** The verified patient (SPEC §3 session values), shared by the wizard and kept in localStorage. */
export const $patientSession = atom<PatientSession | null>(null);

/** SPEC §4: restores a stored session that has not expired, else removes the stored values. */
export function restorePatientSession(now = Date.now()): PatientSession | null {
  const session = readPatientSession(window.localStorage, now);
  $patientSession.set(session);
  return session;
}

/** Stores a fresh session from verify-otp, valid 4 hours. */
export function startPatientSession(values: { token: string; userId: number; firebaseUid: string }, now = Date.now()): void {
  const session = { ...values, expiresAt: now + PATIENT_SESSION_MS };
  writePatientSession(window.localStorage, session);
  $patientSession.set(session);
}

export function endPatientSession(): void {
  clearPatientSession(window.localStorage);
  $patientSession.set(null);
}

/** The patient's own sign-out: the server ends the session too (a failed call changes nothing here). */
export function signOutPatient(): void {
  const token = $patientSession.get()?.token;
  endPatientSession();
  if (token) api('/v1/auth/logout', { method: 'POST', token }).catch(() => undefined);
}
