import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Recipe } from '../../lib/api/types';
import { recipeMessages as m } from '../../lib/validation/messages';
import { CORNER_TOAST } from '../components/corner-toast';
import { useAdminList } from '../components/useAdminList';
import { useDeleteConfirmation } from '../components/useDeleteConfirmation';
import { adminApiFetch } from '../session/session-store';

/** The recipes list and its delete confirmation (SPEC §2, §8), toasts top-right (SPEC §9). */
export function useRecipes() {
  const list = useAdminList<Recipe>('/v1/recipes', m.fetchFailed, CORNER_TOAST);
  const deletion = useDeleteConfirmation<Recipe>(async (recipe) => {
    try {
      const { status } = await adminApiFetch(`/v1/recipes/${recipe.id}`, { method: 'DELETE' });
      if (status === 204) toast.success(m.deleted, CORNER_TOAST);
      else toast.error(m.deleteFailedWithStatus(status), CORNER_TOAST);
      await list.reload();
    } catch (err) {
      toast.error(errorMessage(err, m.deleteFailed), CORNER_TOAST);
    }
  });
  return { ...list, ...deletion };
}
