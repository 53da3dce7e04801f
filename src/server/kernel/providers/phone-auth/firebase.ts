import { createRemoteJWKSet } from 'jose';
import { verifyPhoneIdToken } from './id-token';
import type { FirebasePhoneAuth } from './types';

/** Google's public keys for Firebase ID tokens (jose caches and refreshes them). */
const SECURETOKEN_JWKS_URL = 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';

/** Firebase phone auth: the browser signs in with the SDK, the server only verifies the ID token. */
export function createFirebasePhoneAuth(projectId: string): FirebasePhoneAuth {
  const keys = createRemoteJWKSet(new URL(SECURETOKEN_JWKS_URL));
  return {
    kind: 'firebase',
    verifyIdToken: (idToken) => verifyPhoneIdToken(idToken, keys, { projectId, algorithm: 'RS256' }),
  };
}
