import { api } from '../../lib/api/client';
import type { Recipe } from '../../lib/api/types';
import { dietCardPath } from '../../lib/diet-plans/diet-card-path';
import { richTextToPlain } from '../../lib/format/rich-text';
import { localeOfPath, localizePath } from '../../i18n/locales';

const DESCRIPTION_MAX_CHARS = 140;

const shorten = (text: string) => (text.length <= DESCRIPTION_MAX_CHARS ? text : `${text.slice(0, DESCRIPTION_MAX_CHARS).replace(/\s+\S*$/, '')}…`);

/** SPEC §3 public card: title and description (the benefits' text, else the first ingredient). */
const toCard = (recipe: Recipe) => ({
  title: recipe.name,
  description: shorten(recipe.benefits ? richTextToPlain(recipe.benefits) : (recipe.ingredients.split('\n')[0] ?? '')),
  // The card links to the recipe in the page's own language.
  href: localizePath(dietCardPath(recipe.name), localeOfPath(window.location.pathname)),
});

/**
 * Fills the Recipes tab from GET /v1/recipes (active recipes only) using the page's card
 * card prototype; an empty list or a failed request shows the page's empty message.
 */
export async function loadRecipeCards(root: HTMLElement): Promise<void> {
  const list = root.querySelector<HTMLElement>('[data-recipe-list]')!;
  const status = root.querySelector<HTMLElement>('[data-recipe-status]')!;
  const prototype = list.querySelector<HTMLElement>('[data-recipe-prototype]')!;
  prototype.remove();
  prototype.removeAttribute('data-recipe-prototype');
  let recipes: Recipe[] = [];
  try {
    const data = await api<Recipe[]>('/v1/recipes');
    recipes = Array.isArray(data) ? data : [];
  } catch (err) {
    console.warn('Recipes could not be loaded', err);
  }
  if (recipes.length === 0) {
    status.textContent = status.dataset.empty ?? '';
    return;
  }
  for (const card of recipes.map(toCard)) {
    const item = prototype.cloneNode(true) as HTMLElement;
    item.querySelector('[data-title]')!.textContent = card.title;
    item.querySelector('[data-description]')!.textContent = card.description;
    item.querySelector('[data-link-context]')!.textContent = ` ${card.title}`;
    item.querySelector('a')!.setAttribute('href', card.href);
    list.append(item);
  }
  status.textContent = '';
  list.hidden = false;
}
