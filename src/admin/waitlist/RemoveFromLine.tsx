import { adminApi } from '../session/session-store';
import { useAdminWrite } from '../components/useAdminWrite';

/** "Remove" on a place still in line (DELETE /v1/waitlist/entries/:id): an open offer passes to the next. */
export function RemoveFromLine({ entryId, name, onRemoved }: { entryId: number; name: string; onRemoved: () => void }) {
  const { isBusy, write } = useAdminWrite();
  const remove = async () => {
    if (!window.confirm(`Take ${name} out of the line? An offer made to them passes to the next in line.`)) return;
    const done = await write(
      () => adminApi(`/v1/waitlist/entries/${entryId}`, { method: 'DELETE' }),
      `${name} left the line.`,
      'Could not remove them.',
    );
    if (done) onRemoved();
  };
  return (
    <button
      type="button"
      className="button button-small button-danger"
      disabled={isBusy}
      aria-label={`Remove ${name} from the line`}
      onClick={() => void remove()}
    >
      Remove
    </button>
  );
}
