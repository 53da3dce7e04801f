import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../lib/api/client';
import type { Recipe } from '../../lib/api/types';
import { recipeMessages as m } from '../../lib/validation/messages';
import { BackLink } from '../components/BackLink';
import { CORNER_TOAST } from '../components/corner-toast';
import { recordIdFromState } from '../components/record-id-state';
import { adminApi } from '../session/session-store';
import { RecipeForm, type RecipeFormState } from './RecipeForm';
import { saveRecipe, toRecipeFormState } from './save-recipe';

const RECIPES_PATH = '/admin/recipes';

/** SPEC §2 Edit Recipe: the id comes in navigation state; the recipe is loaded before the form shows. */
export function EditRecipeScreen() {
  const navigate = useNavigate();
  const id = recordIdFromState(useLocation().state);
  const [initial, setInitial] = useState<RecipeFormState | null>(null);

  useEffect(() => {
    if (!id) {
      toast.error(m.noId, CORNER_TOAST);
      void navigate(RECIPES_PATH, { replace: true });
      return;
    }
    const controller = new AbortController();
    adminApi<Recipe>(`/v1/recipes/${id}`, { signal: controller.signal })
      .then((recipe) => setInitial(toRecipeFormState(recipe)))
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        toast.error(err instanceof ApiError && err.status === 404 ? m.notFound : m.loadFailed, CORNER_TOAST);
        void navigate(RECIPES_PATH, { replace: true });
      });
    return () => controller.abort();
  }, [id, navigate]);

  return (
    <section className="admin-page">
      <BackLink to={RECIPES_PATH}>Back to Recipes</BackLink>
      <h1>Edit Recipe</h1>
      {!id ? (
        <p role="alert">{m.noId}</p>
      ) : initial ? (
        <RecipeForm
          initial={initial}
          submitLabel="Update Recipe"
          busyLabel="Updating Recipe..."
          onSubmit={async (values) => {
            if (await saveRecipe(values, id)) void navigate(RECIPES_PATH);
          }}
        />
      ) : (
        <p>Loading recipe...</p>
      )}
    </section>
  );
}
