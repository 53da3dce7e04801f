/** A walk-in queue token's life (issue 51 item 7): waiting in the room, then called in by the doctor. */
export const QUEUE_TOKEN_STATUSES = ['waiting', 'called'] as const;
export type QueueTokenStatus = (typeof QUEUE_TOKEN_STATUSES)[number];

/** How often the waiting room's board reads the queue again. */
export const QUEUE_BOARD_REFRESH_MS = 10_000;

/**
 * A name as the waiting room's board shows it: the first letter of the first and last words
 * ("Asha Ben Mehta" -> "A. M."), never the name itself. No name: a dash.
 */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '–';
  const first = (word: string) => (Array.from(word)[0] ?? '').toLocaleUpperCase('en-IN');
  const picked = words.length === 1 ? [words[0]!] : [words[0]!, words[words.length - 1]!];
  return picked.map((word) => `${first(word)}.`).join(' ');
}
