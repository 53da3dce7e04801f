import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { recipeMessages } from '../../../lib/validation/messages';
import { isRichTextEmpty, type RecipeInput, recipeSchema } from '../../../lib/validation/recipe';
import { deleteAudited, insertAudited, updateAudited, requireAdmin } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import { recipes } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { sanitizeRecipeHtml } from './sanitize-recipe-html';
import type { Recipe } from './responses';

type RecipeRow = typeof recipes.$inferSelect;

/** SPEC §3 recipe: `image_url` in snake case, the timestamps in camel case. */
export const toRecipeJson = (row: RecipeRow): Recipe => ({
  id: row.id,
  name: row.name,
  ingredients: row.ingredients,
  preparation: row.preparation,
  benefits: row.benefits,
  image_url: row.imageUrl,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** Visitors see active recipes only; admins see every recipe. */
const visibleTo = (isAdmin: boolean) => (isAdmin ? undefined : eq(recipes.status, true));

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

/** /v1/recipes, one router: reads for visitors (active recipes) and staff (all), and staff's writes. */
export const recipesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const rows = await c.var.db
      .select()
      .from(recipes)
      .where(visibleTo(c.var.auth?.role === 'admin'))
      .orderBy(asc(recipes.id));
    return c.json(rows.map(toRecipeJson));
  })
  .get('/:id', validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [row] = await c.var.db
      .select()
      .from(recipes)
      .where(and(eq(recipes.id, id), visibleTo(c.var.auth?.role === 'admin')));
    if (!row) throw notFound('Recipe');
    return c.json(toRecipeJson(row));
  })
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
