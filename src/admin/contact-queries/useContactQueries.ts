import { useState } from 'react';
import toast from 'react-hot-toast';
import type { ContactQuery } from '../../lib/api/types';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import type { ContactQueryStatus } from '../../lib/domain/contact-queries';
import { contactQueryAdminMessages as m } from '../../lib/validation/messages';
import { CORNER_TOAST } from '../components/corner-toast';
import { useUrlFilteredList } from '../components/useUrlFilteredList';
import { useDeleteConfirmation } from '../components/useDeleteConfirmation';
import { adminApiFetch } from '../session/session-store';

const FILTER_KEYS = ['status'] as const;

/**
 * The contact queries list with its delete and change-status dialogs (SPEC §2, §8); the list is
 * fetched again after either (SPEC §7). Toasts top-right (SPEC §9).
 */
export function useContactQueries() {
  const list = useUrlFilteredList<ContactQuery, 'status'>(
    '/v1/contact-queries/admin',
    ADMIN_LIST_SORTS.contactQueries,
    m.fetchFailed,
    FILTER_KEYS,
    undefined,
    CORNER_TOAST,
  );
  const deletion = useDeleteConfirmation<ContactQuery>(async (query) => {
    try {
      const { status } = await adminApiFetch(`/v1/contact-queries/${query.id}`, { method: 'DELETE' });
      if (status === 204) toast.success(m.deleted, CORNER_TOAST);
      else toast(m.deletedWithStatus(status), CORNER_TOAST);
    } catch {
      toast.error(m.deleteFailed, CORNER_TOAST);
    }
    await list.reload();
  });

  const [pendingStatusChange, setPendingStatusChange] = useState<ContactQuery | null>(null);
  const [isUpdatingStatus, setIsUpdatingStatus] = useState(false);

  async function confirmStatusChange(next: ContactQueryStatus) {
    if (pendingStatusChange === null) {
      toast.error(m.noneSelected, CORNER_TOAST);
      return;
    }
    setIsUpdatingStatus(true);
    try {
      const { status } = await adminApiFetch(`/v1/contact-queries/${pendingStatusChange.id}/status`, { method: 'PUT', body: { status: next } });
      if (status === 200) toast.success(m.statusUpdated(next), CORNER_TOAST);
      else toast(m.statusUpdatedWithStatus(status), CORNER_TOAST);
    } catch {
      toast.error(m.statusUpdateFailed, CORNER_TOAST);
    } finally {
      setIsUpdatingStatus(false);
      setPendingStatusChange(null);
    }
    await list.reload();
  }

  return {
    ...list,
    ...deletion,
    pendingStatusChange,
    askStatusChange: setPendingStatusChange,
    cancelStatusChange: () => setPendingStatusChange(null),
    confirmStatusChange,
    isUpdatingStatus,
  };
}
