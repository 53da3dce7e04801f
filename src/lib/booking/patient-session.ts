/** SPEC §3: the patient session values kept in browser storage, under these exact keys. */
export const SESSION_KEYS = {
  token: 'userSessionToken',
  expiry: 'userSessionExpiry',
  firebaseUid: 'userFirebaseUid',
  userId: 'userId',
} as const;

/** SPEC §6 and §9: a patient session lasts 4 hours after verification. */
export const PATIENT_SESSION_MS = 4 * 60 * 60 * 1000;

export interface PatientSession {
  token: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  firebaseUid: string;
  userId: number;
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * SPEC §4 session restore: a stored token with an expiry in the future is the session; an
 * expired one has its stored values removed.
 */
export function readPatientSession(storage: KeyValueStorage, now: number): PatientSession | null {
  const token = storage.getItem(SESSION_KEYS.token);
  const expiresAt = Number(storage.getItem(SESSION_KEYS.expiry));
  if (!token || !Number.isFinite(expiresAt) || expiresAt <= now) {
    if (token || storage.getItem(SESSION_KEYS.expiry)) clearPatientSession(storage);
    return null;
  }
  return {
    token,
    expiresAt,
    firebaseUid: storage.getItem(SESSION_KEYS.firebaseUid) ?? '',
    userId: Number(storage.getItem(SESSION_KEYS.userId)),
  };
}

export function writePatientSession(storage: KeyValueStorage, session: PatientSession): void {
  storage.setItem(SESSION_KEYS.token, session.token);
  storage.setItem(SESSION_KEYS.expiry, String(session.expiresAt));
  storage.setItem(SESSION_KEYS.firebaseUid, session.firebaseUid);
  storage.setItem(SESSION_KEYS.userId, String(session.userId));
}

export function clearPatientSession(storage: KeyValueStorage): void {
  for (const key of Object.values(SESSION_KEYS)) storage.removeItem(key);
}
