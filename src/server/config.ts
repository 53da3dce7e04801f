import * as z from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.url().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  MEETING_BASE_URL: z.url().optional(),
});

/** Which payment, phone-auth and meeting providers run (DESIGN.md, Providers); local is the default. */
export interface ProviderConfig {
  payments: { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string } | { kind: 'local' };
  phoneAuth: { kind: 'firebase'; projectId: string } | { kind: 'local' };
  meetingBaseUrl: string;
}

export const DEFAULT_MEETING_BASE_URL = 'https://meet.jit.si';
export const LOCAL_PROVIDERS: ProviderConfig = {
  payments: { kind: 'local' },
  phoneAuth: { kind: 'local' },
  meetingBaseUrl: DEFAULT_MEETING_BASE_URL,
};

const RAZORPAY_KEYS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * Razorpay runs when any of its keys is set (then all three are required), Firebase when its
 * project id is set. Production never runs the local simulators: they would book for free.
 */
function providerConfig(env: z.infer<typeof envSchema>, isProduction: boolean, missing: string[]): ProviderConfig {
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
  };
}

export interface AppConfig {
  isProduction: boolean;
  jwtSecret: Uint8Array;
  siteUrl: string;
  /** Multiplies every rate limit; benchmarks raise it outside production. */
  rateLimitScale?: number;
  providers: ProviderConfig;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

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
  const providers = providerConfig(parsed.data, options.isProduction, missing);
  if (missing.length > 0) throw new Error(`Missing required environment variables: ${missing.join(', ')}`);
  return {
    isProduction: options.isProduction,
    jwtSecret: new TextEncoder().encode(secret),
    siteUrl: parsed.data.SITE_URL ?? DEFAULT_SITE_URL,
    rateLimitScale: options.isProduction ? 1 : (parsed.data.RATE_LIMIT_SCALE ?? 1),
    providers,
  };
}
