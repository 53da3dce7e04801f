import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { AdminMessage } from '../../lib/api/types';
import { ADMIN_LIST_SORTS } from '../../lib/validation/admin-list';
import { notificationAdminMessages as m } from '../../lib/validation/messages';
import { usePagedAdminList } from '../components/usePagedAdminList';
import { adminApi } from '../session/session-store';

/** Puts a failed or dead message back in the queue; answers whether it worked. */
export async function resendMessage(id: number): Promise<boolean> {
  try {
    await adminApi(`/v1/notifications/${id}/resend`, { method: 'POST' });
    toast.success(m.resent);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, m.resendFailed));
    return false;
  }
}

/** The outbox list, filtered by status and (from an appointment's row) by appointment. */
export function useMessages(appointmentId: number | null) {
  const list = usePagedAdminList<AdminMessage>('/v1/notifications', ADMIN_LIST_SORTS.notifications, m.fetchFailed, undefined, {
    appointment_id: appointmentId ?? undefined,
  });
  const [resendingId, setResendingId] = useState<number | null>(null);

  const resend = async (message: AdminMessage) => {
    setResendingId(message.id);
    if (await resendMessage(message.id)) await list.reload();
    setResendingId(null);
  };

  return { ...list, resend, resendingId };
}
