import type { GridEvent } from '../../lib/api/types';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { PURPOSE_LABELS, timeRange } from './grid-window';

/** An event picked on the grid or in the list, with the name of the room or therapist it holds. */
export interface PickedEvent {
  event: GridEvent;
  resourceTitle: string;
}

interface EventDialogProps {
  picked: PickedEvent | null;
  onClose: () => void;
  onReleased: () => void;
}

/** What holds a resource; a block can be released here (a session moves with its course, not from the grid). */
export function EventDialog({ picked, onClose, onReleased }: EventDialogProps) {
  const { isBusy, write } = useAdminWrite();
  const isBlock = picked?.event.purpose === 'block';
  const release = async () => {
    if (!picked) return;
    const done = await write(
      () => adminApi(`/v1/reservations/${picked.event.id}`, { method: 'DELETE' }),
      'Block released.',
      'The block could not be released.',
    );
    if (done) onReleased();
  };
  return (
    <ConfirmDialog
      isOpen={picked !== null}
      title={isBlock ? 'Release this block?' : 'Reservation'}
      onConfirm={isBlock ? () => void release() : undefined}
      onCancel={onClose}
      confirmLabel="Release block"
      cancelLabel={isBlock ? 'Keep it' : 'Close'}
      isBusy={isBusy}
    >
      {picked && (
        <dl className="grid-event-facts">
          <dt>What</dt>
          <dd>{picked.event.title}</dd>
          <dt>Kind</dt>
          <dd>{PURPOSE_LABELS[picked.event.purpose]}</dd>
          <dt>Where / who</dt>
          <dd>{picked.resourceTitle}</dd>
          <dt>When</dt>
          <dd>{timeRange(picked.event.startsAt, picked.event.endsAt, true)}</dd>
        </dl>
      )}
    </ConfirmDialog>
  );
}
