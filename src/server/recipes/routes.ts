import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../lib/validation/common';
import type { AppEnv } from '../context';
import { recipes } from '../db/schema';
import { notFound } from '../errors';
import { validate } from '../validate';

type RecipeRow = typeof recipes.$inferSelect;

/** SPEC §3 recipe: `image_url` in snake case, the timestamps in camel case. */
export const toRecipeJson = (row: RecipeRow) => ({
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

/** The public reads of recipes; the admin writes live in their own module. */
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
  });
