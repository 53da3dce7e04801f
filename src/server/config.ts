import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SITE_URL: z.url().optional(),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).optional(),
});

export interface AppConfig {
  isProduction: boolean;
  jwtSecret: Uint8Array;
  siteUrl: string;
  /** Multiplies every rate limit; benchmarks raise it outside production. */
  rateLimitScale?: number;
}

export const DEFAULT_SITE_URL = 'http://localhost:4321';

/**
 * Parses the environment once at start-up. Production refuses to start without its secrets;
 * elsewhere a missing JWT secret is supplied by the caller (the local server keeps one in .data/).
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  options: { isProduction: boolean; fallbackJwtSecret?: () => string },
): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const missing: string[] = [];
  let secret = parsed.data.JWT_SECRET;
  if (!secret && !options.isProduction) secret = options.fallbackJwtSecret?.();
  if (!secret) missing.push('JWT_SECRET');
  if (options.isProduction && !parsed.data.DATABASE_URL) missing.push('DATABASE_URL');
  if (missing.length > 0) throw new Error(`Missing required environment variables: ${missing.join(', ')}`);
  return {
    isProduction: options.isProduction,
    jwtSecret: new TextEncoder().encode(secret),
    siteUrl: parsed.data.SITE_URL ?? DEFAULT_SITE_URL,
    rateLimitScale: options.isProduction ? 1 : (parsed.data.RATE_LIMIT_SCALE ?? 1),
  };
}
