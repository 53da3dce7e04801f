/** SPEC §2: a diet card's slug is its title lowercased with the first space replaced by a hyphen. */
export const dietCardSlug = (title: string): string => title.toLowerCase().replace(' ', '-');

/** The link of a diet plan or recipe card, percent-encoded where the slug keeps spaces. */
export const dietCardPath = (title: string): string => `/diet-plans/${encodeURIComponent(dietCardSlug(title))}`;

/** The slug in a /diet-plans/{slug} path, decoded; null for another path or a malformed one. */
export function slugFromDietPath(pathname: string): string | null {
  const match = /^\/diet-plans\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!).toLowerCase();
  } catch {
    return null;
  }
}
