import { randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { shortLinks } from '../../kernel/db/schema';

/** 72 random bits in 12 URL-safe characters: short enough for an SMS, not guessable. */
export const newLinkCode = () => randomBytes(9).toString('base64url');

/** Where a short link's code sits on the clinic's site: `/p/<code>`. */
export const SHORT_LINK_PATH = '/p/';

/**
 * Makes a short link to `targetUrl` that works until `expiresAt` (with what it points to), and
 * answers its whole address on the clinic's site, as an SMS carries it (docs/decisions/034).
 */
export async function createShortLink(tx: Pick<Database, 'insert'>, siteUrl: string, targetUrl: string, expiresAt: Date): Promise<string> {
  const code = newLinkCode();
  await tx.insert(shortLinks).values({ code, targetUrl, expiresAt });
  return `${new URL(siteUrl).origin}${SHORT_LINK_PATH}${code}`;
}

/** The address a live code stands for; null when it is unknown or has expired (both read the same). */
export async function shortLinkTarget(db: Pick<Database, 'select'>, code: string, now: Date): Promise<string | null> {
  const [link] = await db
    .select({ targetUrl: shortLinks.targetUrl })
    .from(shortLinks)
    .where(and(eq(shortLinks.code, code), gt(shortLinks.expiresAt, now)));
  return link?.targetUrl ?? null;
}
