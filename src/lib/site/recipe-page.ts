import { api } from '../../lib/api/client';
import type { Recipe } from '../../lib/api/types';
import { dietCardSlug, slugFromDietPath } from '../../lib/diet-plans/diet-card-path';
import { isLocale, localizePath, unlocalizedPath } from '../../i18n/locales';
import { sanitizeRichText } from '../../lib/format/rich-text';

/** The active recipe whose card slug matches the current /diet-plans/{slug} path, if any. */
async function findRecipe(pathname: string): Promise<Recipe | undefined> {
  const slug = slugFromDietPath(pathname);
  if (!slug) return undefined;
  const recipes = await api<Recipe[]>('/v1/recipes');
  return recipes.find((recipe) => dietCardSlug(recipe.name) === slug);
}

function fill(root: HTMLElement, recipe: Recipe): void {
  const part = (name: string) => root.querySelector<HTMLElement>(`[data-recipe-${name}]`)!;
  part('name').textContent = recipe.name;
  document.title = `${recipe.name} | ${document.title.split(' | ').pop()}`;
  const image = part('image') as HTMLImageElement;
  if (recipe.image_url) {
    image.src = recipe.image_url;
    image.alt = recipe.name;
    image.hidden = false;
  }
  const ingredients = recipe.ingredients
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  part('ingredients').replaceChildren(
    ...ingredients.map((line) => {
      const li = document.createElement('li');
      li.textContent = line;
      return li;
    }),
  );
  part('preparation').replaceChildren(sanitizeRichText(recipe.preparation));
  if (recipe.benefits) {
    part('benefits').replaceChildren(sanitizeRichText(recipe.benefits));
    part('benefits-section').hidden = false;
  }
  part('article').hidden = false;
}

/** This one page hosts every recipe's URL: the language switcher's links go to the same recipe, not to the host page. */
function keepRecipeInLanguageLinks() {
  const path = unlocalizedPath(window.location.pathname);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-link]')) {
    const locale = link.dataset.languageLink;
    if (isLocale(locale)) link.href = localizePath(path, locale);
  }
}

/** Shows the recipe named by the URL, or the not-found message (unknown name or no API). */
export async function showRecipe(root: HTMLElement): Promise<void> {
  keepRecipeInLanguageLinks();
  let recipe: Recipe | undefined;
  try {
    recipe = await findRecipe(unlocalizedPath(window.location.pathname));
  } catch (err) {
    console.warn('The recipe could not be loaded', err);
  }
  root.querySelector<HTMLElement>('[data-recipe-loading]')!.hidden = true;
  if (recipe) fill(root, recipe);
  else root.querySelector<HTMLElement>('[data-recipe-not-found]')!.hidden = false;
}
