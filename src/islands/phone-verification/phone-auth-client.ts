import { api } from '../../lib/api/client';
import type { ConfirmCodeResponse, SendOtpResponse } from '../../lib/api/types';
import { phoneAuthErrorMessages } from '../../lib/validation/auth-messages';

/** Firebase's public web config, from the page (PUBLIC_FIREBASE_* at build time). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

/** A code was sent: confirm() turns the code the patient typed into an ID token and its uid. */
export interface SentCode {
  firebaseUid: string;
  confirm(code: string): Promise<ConfirmCodeResponse>;
}

/** Asks our API for a code at a number: sign-in's send-otp, or a signed-in patient's new number (issue 45). */
export type CodeRequest = (mobile: string) => Promise<SendOtpResponse>;

const signInCode: CodeRequest = (mobile) => api<SendOtpResponse>('/v1/auth/send-otp', { method: 'POST', body: { mobile } });

export interface PhoneAuthClient {
  /** Sends a code to the full number; throws an ApiError from our API or a PhoneAuthError. */
  sendCode(mobile: string, request?: CodeRequest): Promise<SentCode>;
}

/** A phone-auth provider's error code that SPEC §8 words (`auth/quota-exceeded`), or `other`. */
export type PhoneAuthProblem = keyof typeof phoneAuthErrorMessages;

/** The provider refused to send a code: `problem` finds the SPEC §8 text in the page's language. */
export class PhoneAuthError extends Error {
  constructor(readonly problem: PhoneAuthProblem) {
    super(phoneAuthErrorMessages[problem]);
    this.name = 'PhoneAuthError';
  }
}

/** The phone-auth provider's error code as the problem SPEC §8 words. */
export function phoneAuthProblemOf(code: unknown): PhoneAuthProblem {
  return Object.hasOwn(phoneAuthErrorMessages, String(code)) ? (String(code) as PhoneAuthProblem) : 'other';
}

/** The local provider: our API sends the code, the dev endpoint plays Firebase's confirm(). */
const localPhoneAuth: PhoneAuthClient = {
  async sendCode(mobile, request = signInCode) {
    const sent = await request(mobile);
    const sessionId = sent.firebase_uid ?? '';
    return {
      firebaseUid: sessionId,
      confirm: (code) => api<ConfirmCodeResponse>('/dev/phone-auth/confirm', { method: 'POST', body: { sessionId, code } }),
    };
  },
};

const BOT_CHECK_DELAY_MS = 1000;

/** The element the invisible bot check renders into; PhoneVerificationForm provides it. */
export const RECAPTCHA_CONTAINER_ID = 'phone-recaptcha';

/**
 * Firebase phone auth, loaded only when configured: an invisible reCAPTCHA set up a second
 * after load (and again a second after it expires), then signInWithPhoneNumber.
 */
function firebasePhoneAuth(config: FirebaseWebConfig, onBotCheckFailed: () => void): PhoneAuthClient {
  const sdk = Promise.all([import('firebase/app'), import('firebase/auth')]).then(([app, auth]) => {
    const firebaseAuth = auth.getAuth(app.initializeApp(config));
    return { auth, firebaseAuth };
  });
  let verifier: import('firebase/auth').RecaptchaVerifier | null = null;

  async function setUpBotCheck() {
    const { auth, firebaseAuth } = await sdk;
    try {
      verifier?.clear();
      verifier = new auth.RecaptchaVerifier(firebaseAuth, RECAPTCHA_CONTAINER_ID, {
        size: 'invisible',
        'expired-callback': () => initBotCheck(),
      });
      await verifier.render();
    } catch (err) {
      // A network failure is retried on the next send; anything else is worth telling.
      if ((err as { code?: string }).code === 'auth/network-request-failed') return;
      onBotCheckFailed();
    }
  }
  const initBotCheck = () => setTimeout(() => void setUpBotCheck(), BOT_CHECK_DELAY_MS);
  if (typeof window !== 'undefined') initBotCheck();

  return {
    async sendCode(mobile, request = signInCode) {
      await request(mobile);
      const { auth, firebaseAuth } = await sdk;
      if (!verifier) throw new PhoneAuthError('auth/captcha-check-failed');
      try {
        const confirmation = await auth.signInWithPhoneNumber(firebaseAuth, mobile, verifier);
        return {
          firebaseUid: '',
          async confirm(code) {
            const { user } = await confirmation.confirm(code);
            return { idToken: await user.getIdToken(), uid: user.uid };
          },
        };
      } catch (err) {
        initBotCheck();
        throw new PhoneAuthError(phoneAuthProblemOf((err as { code?: string }).code));
      }
    },
  };
}

/** `onBotCheckFailed`: Firebase's invisible bot check could not start (the island says so). */
export function createPhoneAuthClient(firebase: FirebaseWebConfig | null, onBotCheckFailed: () => void): PhoneAuthClient {
  return firebase ? firebasePhoneAuth(firebase, onBotCheckFailed) : localPhoneAuth;
}

/**
 * Firebase's public web config from the build's PUBLIC_FIREBASE_* variables, or null for the
 * local one-time codes. Pages that sign a patient in pass `import.meta.env`.
 */
export function firebaseWebConfig(env: Record<string, string | undefined>): FirebaseWebConfig | null {
  if (!env.PUBLIC_FIREBASE_API_KEY || !env.PUBLIC_FIREBASE_PROJECT_ID) return null;
  return {
    apiKey: env.PUBLIC_FIREBASE_API_KEY,
    authDomain: env.PUBLIC_FIREBASE_AUTH_DOMAIN ?? `${env.PUBLIC_FIREBASE_PROJECT_ID}.firebaseapp.com`,
    projectId: env.PUBLIC_FIREBASE_PROJECT_ID,
    appId: env.PUBLIC_FIREBASE_APP_ID,
  };
}
