import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Service } from '../../lib/api/types';
import { useAdminList } from '../components/useAdminList';
import { useDeleteConfirmation } from '../components/useDeleteConfirmation';
import { adminApiFetch } from '../session/session-store';

/** The services list and its delete confirmation (SPEC §2, §8). */
export function useServices() {
  const list = useAdminList<Service>('/v1/services', 'Failed to fetch services.');
  const deletion = useDeleteConfirmation<Service>(async (service) => {
    try {
      const { status } = await adminApiFetch(`/v1/services/${service.id}`, { method: 'DELETE' });
      if (status === 204) toast.success('Service deleted successfully!');
      else toast.error(`Deletion failed with status: ${status}`);
      await list.reload();
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred. Please try again.'));
    }
  });
  return { ...list, ...deletion };
}
