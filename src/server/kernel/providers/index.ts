import { createHmac } from 'node:crypto';
import type { ProviderConfig } from '../config';
import { createJitsiMeetings, type MeetingProvider } from './meetings/jitsi';
import { createNotificationChannels, type NotificationChannels } from './notifications';
import { createLocalPayments } from './payments/local';
import { createRazorpayPayments } from './payments/razorpay';
import type { PaymentProvider } from './payments/types';
import { createFirebasePhoneAuth } from './phone-auth/firebase';
import { createLocalPhoneAuth } from './phone-auth/local';
import type { PhoneAuthProvider } from './phone-auth/types';
import { createFileStorage } from './storage';
import type { FileStorage } from './storage/types';

export interface Providers {
  payments: PaymentProvider;
  phoneAuth: PhoneAuthProvider;
  meetings: MeetingProvider;
  notifications: NotificationChannels;
  storage: FileStorage;
}

/**
 * The real adapters where configured, the local ones otherwise (DESIGN.md, Providers). The local
 * checkout's keys derive from `localSecret` (the JWT secret), so a payment signed before a
 * restart still verifies after it, as with Razorpay's fixed keys.
 */
export function createProviders(config: ProviderConfig, localSecret?: Uint8Array): Providers {
  const derive = (purpose: string) => (localSecret ? createHmac('sha256', localSecret).update(purpose).digest('hex') : undefined);
  return {
    payments:
      config.payments.kind === 'razorpay'
        ? createRazorpayPayments(config.payments)
        : createLocalPayments(derive('local-payments-key'), derive('local-payments-webhook')),
    phoneAuth: config.phoneAuth.kind === 'firebase' ? createFirebasePhoneAuth(config.phoneAuth.projectId) : createLocalPhoneAuth(),
    meetings: createJitsiMeetings(config.meetingBaseUrl),
    notifications: createNotificationChannels(config.notifications),
    storage: createFileStorage(config.storage),
  };
}
