import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Recipe } from '../../lib/api/types';
import { recipeMessages as m } from '../../lib/validation/messages';
import { CORNER_TOAST } from '../components/corner-toast';
import { adminApiFetch } from '../session/session-store';
import type { RecipeFormState } from './RecipeForm';

/**
 * POST (new) or PUT (with an id) a recipe; true when saved. SPEC §8: a create that does not
 * answer 201 or an update that does not answer 200 counts as failed.
 */
export async function saveRecipe(values: RecipeFormState, id?: number): Promise<boolean> {
  const body = { ...values, benefits: values.benefits || null, image_url: values.image_url.trim() || null };
  try {
    const { status } = await adminApiFetch<Recipe>(id ? `/v1/recipes/${id}` : '/v1/recipes', { method: id ? 'PUT' : 'POST', body });
    if (status !== (id ? 200 : 201)) throw new Error(`Unexpected status ${status}`);
    toast.success(id ? m.updated : m.added, CORNER_TOAST);
    return true;
  } catch (err) {
    toast.error(errorMessage(err, m.saveFailed), CORNER_TOAST);
    return false;
  }
}

/** A recipe from the API as form values (missing optional fields as empty text). */
export const toRecipeFormState = (recipe: Recipe): RecipeFormState => ({
  name: recipe.name,
  ingredients: recipe.ingredients,
  preparation: recipe.preparation,
  benefits: recipe.benefits ?? '',
  image_url: recipe.image_url ?? '',
  status: recipe.status,
});
