import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import { recipeMessages } from '../../lib/validation/messages';
import { isRichTextEmpty, type RecipeInput, recipeSchema } from '../../lib/validation/recipe';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { recipes } from '../db/schema';
import { AppError, notFound } from '../errors';
import { sanitizeRecipeHtml } from '../recipes/sanitize-recipe-html';
import { validate } from '../validate';
import { toRecipeJson } from './routes';
import { deleteAudited, insertAudited, updateAudited } from '../audit/audited-writes';

/** The stored row: rich text sanitized, and still required after sanitizing removed what was unsafe. */
async function toRecipeRow(input: RecipeInput) {
  const preparation = await sanitizeRecipeHtml(input.preparation);
  if (isRichTextEmpty(preparation)) throw new AppError('invalid', recipeMessages.preparationRequired);
  const benefits = input.benefits === null ? null : await sanitizeRecipeHtml(input.benefits);
  return {
    name: input.name,
    ingredients: input.ingredients,
    preparation,
    benefits: isRichTextEmpty(benefits) ? null : benefits,
    imageUrl: input.image_url,
    status: input.status,
  };
}

/** Admin writes of recipes; the reads (public and admin) live in recipes.ts. */
export const recipesAdminRoutes = new Hono<AppEnv>()
  .post('/', requireAdmin, validate('json', recipeSchema), async (c) => {
    const created = await insertAudited(c.var.db, recipes, 'recipe', await toRecipeRow(c.req.valid('json')));
    return c.json(toRecipeJson(created), 201);
  })
  .put('/:id', requireAdmin, validate('param', idParamSchema), validate('json', recipeSchema), async (c) => {
    const { id } = c.req.valid('param');
    const updated = await updateAudited(c.var.db, recipes, 'recipe', id, await toRecipeRow(c.req.valid('json')));
    if (!updated) throw notFound('Recipe');
    return c.json(toRecipeJson(updated));
  })
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await deleteAudited(c.var.db, recipes, 'recipe', id))) throw notFound('Recipe');
    return c.body(null, 204);
  });
