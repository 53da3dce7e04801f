import { useState } from 'react';

/** Which row waits in the delete dialog, and running the delete once it is confirmed. */
export function useDeleteConfirmation<Row>(remove: (row: Row) => Promise<void>) {
  const [pendingDelete, setPendingDelete] = useState<Row | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirmDelete() {
    if (pendingDelete === null) return;
    setIsDeleting(true);
    try {
      await remove(pendingDelete);
    } finally {
      setIsDeleting(false);
      setPendingDelete(null);
    }
  }

  return { pendingDelete, askDelete: setPendingDelete, cancelDelete: () => setPendingDelete(null), confirmDelete, isDeleting };
}
