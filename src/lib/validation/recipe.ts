import * as z from 'zod';
import { TEXT_LIMITS, line, text } from './common';
import { recipeMessages as m } from './messages';

export interface RecipeFormValues {
  name: string;
  ingredients: string;
  preparation: string;
  benefits?: string | null;
  image_url?: string | null;
  status?: boolean;
}

/** True for rich text with no visible words, such as the editor's empty '<p><br></p>'. */
export function isRichTextEmpty(html: string | null | undefined): boolean {
  return (
    !html ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|\u00a0/g, ' ')
      .trim() === ''
  );
}

/** True for an absolute http or https URL (no javascript:, data: or relative paths). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * SPEC §5 recipe rules, in their order: the first failure is the one shown.
 * Shared by the recipe form and the POST and PUT /v1/recipes routes.
 */
export function firstRecipeFormError(values: RecipeFormValues): string | null {
  if (!values.name.trim()) return m.nameRequired;
  if (!values.ingredients.trim()) return m.ingredientsRequired;
  if (isRichTextEmpty(values.preparation)) return m.preparationRequired;
  const imageUrl = values.image_url?.trim();
  if (imageUrl && !isHttpUrl(imageUrl)) return m.imageUrlInvalid;
  return null;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export const recipeSchema = z
  .object({
    name: line({ error: m.nameRequired }).max(TEXT_LIMITS.name, tooLong('Recipe name', TEXT_LIMITS.name)),
    ingredients: text({ error: m.ingredientsRequired }).max(TEXT_LIMITS.message, tooLong('Ingredients', TEXT_LIMITS.message)),
    preparation: text({ error: m.preparationRequired }).max(TEXT_LIMITS.richText, tooLong('Preparation', TEXT_LIMITS.richText)),
    benefits: text({ error: 'Benefits must be text' }).max(TEXT_LIMITS.richText, tooLong('Benefits', TEXT_LIMITS.richText)).nullish(),
    image_url: text({ error: m.imageUrlInvalid }).max(TEXT_LIMITS.url, tooLong('Image URL', TEXT_LIMITS.url)).nullish(),
    status: z.boolean({ error: 'Status must be true or false' }),
  })
  .superRefine((values, ctx) => {
    const error = firstRecipeFormError(values);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  })
  .transform((v) => ({
    name: v.name.trim(),
    ingredients: v.ingredients.trim(),
    preparation: v.preparation,
    benefits: isRichTextEmpty(v.benefits) ? null : v.benefits!,
    image_url: v.image_url?.trim() || null,
    status: v.status,
  }));

export type RecipeInput = z.infer<typeof recipeSchema>;
