/** Neon's hosts; any other postgres:// URL is a plain server reached through node-postgres. */
export const isNeonUrl = (url: string) => new URL(url).hostname.endsWith('.neon.tech');
