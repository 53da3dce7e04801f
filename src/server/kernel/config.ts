import type { DocumentSigningKey } from './documents/document-signing';
import * as z from 'zod';
import { type StorageConfig, storageConfigFromEnv } from './providers/storage';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.url().optional(),
  /** Netlify's own address of the site (set by Netlify on every deploy): links use it when SITE_URL is unset. */
  URL: z.url().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).optional(),
  /** Netlify's build hook (issue 45): saving the clinic's details rebuilds the public pages. A secret: never logged. */
  NETLIFY_BUILD_HOOK_URL: z.url().optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  MEETING_BASE_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CLINIC_EMAIL: z.email().optional(),
  NOTIFY_MOBILE_CHANNEL: z.enum(['sms', 'whatsapp']).optional(),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().min(1).optional(),
  TWILIO_API_BASE_URL: z.url().optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v21.0')
    .optional(),
  WHATSAPP_API_BASE_URL: z.url().optional(),
  /** The WhatsApp webhook (issue 28): the token Meta's subscription check echoes, and the app secret that signs each POST. */
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_APP_SECRET: z.string().min(8).optional(),
  /** The clinic's document-signing certificate (issue 44): a PKCS#12 as base64 and its passphrase; required in production. */
  DOCUMENT_SIGNING_P12: z
    .string()
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'DOCUMENT_SIGNING_P12 is the PKCS#12 file in base64')
    .optional(),
  DOCUMENT_SIGNING_PASSPHRASE: z.string().min(1).optional(),
  /** India's DLT registration of the SMS templates (issue 28): principal entity id, sender header, ids by `name:language`. */
  SMS_DLT_ENTITY_ID: z
    .string()
    .regex(/^\d{10,25}$/, 'SMS_DLT_ENTITY_ID is the digits DLT gave')
    .optional(),
  SMS_DLT_SENDER_HEADER: z
    .string()
    // TRAI: a transactional/service header is exactly six letters; operators refuse any other.
    .regex(/^[A-Z]{6}$/, 'SMS_DLT_SENDER_HEADER is the registered header of exactly 6 capital letters, e.g. AYURCL')
    .optional(),
  SMS_DLT_TEMPLATE_IDS: z
    .string()
    .regex(
      /^\s*[a-z0-9_]+:[a-z]{2}=\d+\s*(,\s*[a-z0-9_]+:[a-z]{2}=\d+\s*)*$/,
      'SMS_DLT_TEMPLATE_IDS looks like booking_confirmed:en=1107...,booking_confirmed:hi=1107...',
    )
    .optional(),
});

/** Which payment, phone-auth and meeting providers run (DESIGN.md, Providers); local is the default. */
export interface ProviderConfig {
  payments: { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string } | { kind: 'local' };
  phoneAuth: { kind: 'firebase'; projectId: string } | { kind: 'local' };
  meetingBaseUrl: string;
  notifications: NotificationConfig;
  /** Uploaded files (patients' reports); local files when absent. */
  storage?: StorageConfig;
}

/** E-mail and mobile channels (DESIGN.md, Beyond SPEC: notifications); local records them. */
export interface NotificationConfig {
  email: { kind: 'smtp'; smtpUrl: string; from: string } | { kind: 'local'; from: string };
  /** Where each new contact query is announced. */
  clinicEmail: string;
  /** The public site, for links in messages (the patient's appointments page). */
  siteUrl: string;
  mobile:
    | { kind: 'twilio'; channel: 'sms'; accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; baseUrl: string }
    | {
        kind: 'whatsapp';
        channel: 'whatsapp';
        accessToken: string;
        phoneNumberId: string;
        apiVersion: string;
        baseUrl: string;
      }
    | { kind: 'local'; channel: 'sms' | 'whatsapp' }
    /** Production without a messaging account: mobile messages are not queued at all. */
    | { kind: 'none' };
  /** Where a failed WhatsApp message falls back to SMS (Twilio keys beside WhatsApp's); null: no fallback. */
  smsFallback?:
    | { kind: 'twilio'; accountSid: string; authToken: string; from?: string; messagingServiceSid?: string; baseUrl: string }
    | { kind: 'local' }
    | null;
  /** Meta's webhook secrets; null: the webhook answers 404. */
  whatsappWebhook?: { verifyToken: string; appSecret: string } | null;
}

export const DEFAULT_MEETING_BASE_URL = 'https://meet.jit.si';
export const DEFAULT_MAIL_FROM = 'Jamnagar Ayurveda Clinic <care@ayurvedaclinic.in>';
export const DEFAULT_CLINIC_EMAIL = 'care@ayurvedaclinic.in';
export const LOCAL_NOTIFICATIONS: NotificationConfig = {
  email: { kind: 'local', from: DEFAULT_MAIL_FROM },
  clinicEmail: DEFAULT_CLINIC_EMAIL,
  siteUrl: 'http://localhost:4321',
  mobile: { kind: 'local', channel: 'sms' },
};
export const LOCAL_PROVIDERS: ProviderConfig = {
  payments: { kind: 'local' },
  phoneAuth: { kind: 'local' },
  meetingBaseUrl: DEFAULT_MEETING_BASE_URL,
  notifications: LOCAL_NOTIFICATIONS,
};

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;
const TWILIO_KEYS = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'] as const;
const WHATSAPP_KEYS = ['WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const;
type Env = z.infer<typeof envSchema>;

/**
 * E-mail goes over SMTP when SMTP_URL is set (production requires it and MAIL_FROM). The mobile
 * channel is SMS through Twilio or WhatsApp through Meta's Cloud API (NOTIFY_MOBILE_CHANNEL):
 * real when that provider's keys are set, recorded locally otherwise, and off in production
 * without keys (a local record there would claim a message nobody got).
 */
function notificationConfig(env: Env, isProduction: boolean, missing: string[]): NotificationConfig {
  if (isProduction && !env.SMTP_URL) missing.push('SMTP_URL');
  if ((isProduction || env.SMTP_URL) && !env.MAIL_FROM) missing.push('MAIL_FROM');
  const from = env.MAIL_FROM ?? DEFAULT_MAIL_FROM;
  const channel = env.NOTIFY_MOBILE_CHANNEL ?? (env.WHATSAPP_ACCESS_TOKEN ? 'whatsapp' : 'sms');
  const keys = channel === 'sms' ? TWILIO_KEYS : WHATSAPP_KEYS;
  const isConfigured = keys.some((key) => env[key]);
  if (isConfigured) missing.push(...keys.filter((key) => !env[key]));
  if (isConfigured && channel === 'sms' && !env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID) missing.push('TWILIO_FROM');
  let mobile: NotificationConfig['mobile'];
  if (!isConfigured) mobile = isProduction ? { kind: 'none' } : { kind: 'local', channel };
  else if (channel === 'sms') {
    mobile = {
      kind: 'twilio',
      channel,
      accountSid: env.TWILIO_ACCOUNT_SID ?? '',
      authToken: env.TWILIO_AUTH_TOKEN ?? '',
      from: env.TWILIO_FROM,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
      baseUrl: env.TWILIO_API_BASE_URL ?? 'https://api.twilio.com',
    };
  } else {
    mobile = {
      kind: 'whatsapp',
      channel,
      accessToken: env.WHATSAPP_ACCESS_TOKEN ?? '',
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID ?? '',
      apiVersion: env.WHATSAPP_API_VERSION ?? 'v21.0',
      baseUrl: env.WHATSAPP_API_BASE_URL ?? 'https://graph.facebook.com',
    };
  }
  const hasTwilio = TWILIO_KEYS.every((key) => env[key]);
  const smsFallback: NotificationConfig['smsFallback'] =
    channel !== 'whatsapp'
      ? null
      : hasTwilio
        ? {
            kind: 'twilio',
            accountSid: env.TWILIO_ACCOUNT_SID ?? '',
            authToken: env.TWILIO_AUTH_TOKEN ?? '',
            from: env.TWILIO_FROM,
            messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
            baseUrl: env.TWILIO_API_BASE_URL ?? 'https://api.twilio.com',
          }
        : mobile.kind === 'local'
          ? { kind: 'local' }
          : null;
  if (mobile.kind === 'whatsapp' && isProduction)
    missing.push(...(['WHATSAPP_VERIFY_TOKEN', 'WHATSAPP_APP_SECRET'] as const).filter((key) => !env[key]));
  return {
    email: env.SMTP_URL ? { kind: 'smtp', smtpUrl: env.SMTP_URL, from } : { kind: 'local', from },
    clinicEmail: env.CLINIC_EMAIL ?? DEFAULT_CLINIC_EMAIL,
    siteUrl: siteUrlOf(env),
    mobile,
    smsFallback,
    whatsappWebhook:
      env.WHATSAPP_VERIFY_TOKEN && env.WHATSAPP_APP_SECRET ? { verifyToken: env.WHATSAPP_VERIFY_TOKEN, appSecret: env.WHATSAPP_APP_SECRET } : null,
  };
}

/**
 * Razorpay runs when any of its keys is set (then all three are required), Firebase when its
 * project id is set. Production never runs the local simulators: they would book for free.
 */
function providerConfig(env: Env, isProduction: boolean, missing: string[]): ProviderConfig {
  const hasRazorpay = isProduction || RAZORPAY_KEYS.some((key) => env[key]);
  if (hasRazorpay) missing.push(...RAZORPAY_KEYS.filter((key) => !env[key]));
  if (isProduction && !env.FIREBASE_PROJECT_ID) missing.push('FIREBASE_PROJECT_ID');
  return {
    payments: hasRazorpay
      ? {
          kind: 'razorpay',
          keyId: env.RAZORPAY_KEY_ID ?? '',
          keySecret: env.RAZORPAY_KEY_SECRET ?? '',
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
        }
      : { kind: 'local' },
    phoneAuth: env.FIREBASE_PROJECT_ID ? { kind: 'firebase', projectId: env.FIREBASE_PROJECT_ID } : { kind: 'local' },
    meetingBaseUrl: env.MEETING_BASE_URL ?? DEFAULT_MEETING_BASE_URL,
    notifications: notificationConfig(env, isProduction, missing),
  };
}

export interface AppConfig {
  isProduction: boolean;
  jwtSecret: Uint8Array;
  siteUrl: string;
  /** Multiplies every rate limit; benchmarks raise it outside production. */
  rateLimitScale?: number;
  providers: ProviderConfig;
  /** The documents' signing key from the environment; absent outside production, where the local one is used. */
  documentSigning?: DocumentSigningKey;
  /** NETLIFY_BUILD_HOOK_URL: where a change of the clinic's details asks for a new build of the site. */
  siteBuildHookUrl?: string;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

/**
 * Where links in messages point: SITE_URL when set, else the host's own address (Netlify's URL;
 * the local server replaces this with its real host and port once it listens, see useOwnAddress).
 */
const siteUrlOf = (env: Pick<Env, 'SITE_URL' | 'URL'>) => env.SITE_URL ?? env.URL ?? DEFAULT_SITE_URL;

/** Whether the site's address was configured (SITE_URL, or Netlify's URL) rather than guessed. */
export const hasConfiguredSiteUrl = (env: Record<string, string | undefined>) => Boolean(env.SITE_URL || env.URL);

/** Points the links in messages at the address the local server really listens on. */
export function useOwnAddress(config: AppConfig, channels: { siteUrl: string }, ownUrl: string): void {
  config.siteUrl = ownUrl;
  config.providers.notifications.siteUrl = ownUrl;
  channels.siteUrl = ownUrl;
}

/**
 * Parses the environment once at start-up. Production refuses to start without its secrets;
 * elsewhere a missing JWT secret is supplied by the caller (the local server keeps one in .data/).
 */
export function loadConfig(env: Record<string, string | undefined>, options: { isProduction: boolean; fallbackJwtSecret?: () => string }): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const missing: string[] = [];
  let secret = parsed.data.JWT_SECRET;
  if (!secret && !options.isProduction) secret = options.fallbackJwtSecret?.();
  if (!secret) missing.push('JWT_SECRET');
  if (options.isProduction && !parsed.data.DATABASE_URL) missing.push('DATABASE_URL');
  const { DOCUMENT_SIGNING_P12: p12, DOCUMENT_SIGNING_PASSPHRASE: passphrase } = parsed.data;
  if (options.isProduction && !p12) missing.push('DOCUMENT_SIGNING_P12');
  if (p12 && !passphrase) missing.push('DOCUMENT_SIGNING_PASSPHRASE');
  // Raw env: Netlify's own NETLIFY_BLOBS_CONTEXT is not one of ours to validate.
  const providers = { ...providerConfig(parsed.data, options.isProduction, missing), storage: storageConfigFromEnv(env) };
  if (missing.length > 0) throw new Error(`Missing required environment variables: ${missing.join(', ')}`);
  return {
    isProduction: options.isProduction,
    jwtSecret: new TextEncoder().encode(secret),
    siteUrl: siteUrlOf(parsed.data),
    rateLimitScale: options.isProduction ? 1 : (parsed.data.RATE_LIMIT_SCALE ?? 1),
    providers,
    ...(p12 && passphrase && { documentSigning: { p12: Buffer.from(p12, 'base64'), passphrase } }),
    ...(parsed.data.NETLIFY_BUILD_HOOK_URL && { siteBuildHookUrl: parsed.data.NETLIFY_BUILD_HOOK_URL }),
  };
}

/** The clinic's DLT registration from SMS_DLT_* (null when none is set), for the template export. */
export function dltRegistrationOf(
  env: Record<string, string | undefined>,
): { entityId: string; senderHeader: string; templateIds: Record<string, string> } | null {
  const parsed = envSchema.pick({ SMS_DLT_ENTITY_ID: true, SMS_DLT_SENDER_HEADER: true, SMS_DLT_TEMPLATE_IDS: true }).parse(env);
  if (!parsed.SMS_DLT_ENTITY_ID && !parsed.SMS_DLT_SENDER_HEADER && !parsed.SMS_DLT_TEMPLATE_IDS) return null;
  const templateIds = Object.fromEntries(
    (parsed.SMS_DLT_TEMPLATE_IDS ?? '')
      .split(',')
      .filter((pair) => pair.trim())
      .map((pair) => pair.trim().split('=') as [string, string]),
  );
  return { entityId: parsed.SMS_DLT_ENTITY_ID ?? '', senderHeader: parsed.SMS_DLT_SENDER_HEADER ?? '', templateIds };
}
