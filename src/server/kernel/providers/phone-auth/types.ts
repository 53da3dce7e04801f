import type { Database } from '../../db/database';
import type { PhoneIdentity } from './id-token';

export interface FirebasePhoneAuth {
  readonly kind: 'firebase';
  /** The identity in a verified ID token, or null for a forged, expired or foreign one. */
  verifyIdToken(idToken: string): Promise<PhoneIdentity | null>;
}

/** The offline stand-in for Firebase phone auth (and for its Auth emulator's code list). */
export interface LocalPhoneAuth {
  readonly kind: 'local';
  verifyIdToken(idToken: string): Promise<PhoneIdentity | null>;
  /** Stores a new code for the number, prints it to the server log, answers the session id. */
  sendCode(db: Database, mobile: string): Promise<string>;
  /** Checks a code and answers an ID token with Firebase's claims; AppError when it fails. */
  confirmCode(db: Database, sessionId: string, code: string): Promise<{ idToken: string; uid: string }>;
}

export type PhoneAuthProvider = FirebasePhoneAuth | LocalPhoneAuth;
