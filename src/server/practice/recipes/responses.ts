import * as z from 'zod';

/** SPEC §3 recipe, with its mixed-case timestamps. */
export const recipeResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** One ingredient per line. */
  ingredients: z.string(),
  /** Rich-text HTML. */
  preparation: z.string(),
  /** Rich-text HTML. */
  benefits: z.string().nullable(),
  image_url: z.string().nullable(),
  status: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Recipe = z.infer<typeof recipeResponse>;
