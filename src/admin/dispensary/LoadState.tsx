/** The loading line, or the failure with "Try again", shared by the dispensary's screens. */
export function LoadState({ error, onRetry }: { error: string | null; onRetry: () => void }) {
  return error ? (
    <p role="alert" className="admin-error">
      {error}{' '}
      <button type="button" className="button button-small" onClick={onRetry}>
        Try again
      </button>
    </p>
  ) : (
    <p className="admin-loading">Loading...</p>
  );
}
