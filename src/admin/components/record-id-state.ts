/** The record id an edit or view screen receives in navigation state (SPEC §2), or null. */
export function recordIdFromState(state: unknown): number | null {
  const id = (state as { id?: unknown } | null)?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}
