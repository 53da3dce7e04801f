import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Doctor } from '../../lib/api/types';
import { useAdminList } from '../components/useAdminList';
import { useDeleteConfirmation } from '../components/useDeleteConfirmation';
import { adminApi } from '../session/session-store';

/** The doctors list and its delete confirmation (SPEC §2, §8). */
export function useDoctors() {
  const list = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  const deletion = useDeleteConfirmation<Doctor>(async (doctor) => {
    try {
      await adminApi(`/v1/doctors/${doctor.id}`, { method: 'DELETE' });
      toast.success('Doctor deleted successfully!');
      await list.reload();
    } catch (err) {
      // A doctor with appointments is kept (409): say why instead of a bare failure.
      toast.error(errorMessage(err, 'An error occurred. Please try again.'));
    }
  });
  return { ...list, ...deletion };
}
