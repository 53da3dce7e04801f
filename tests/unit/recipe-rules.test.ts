import { describe, expect, it } from 'vitest';
import { recipeMessages as m } from '../../src/lib/validation/messages';
import { firstRecipeFormError, isHttpUrl, isRichTextEmpty } from '../../src/lib/validation/recipe';

describe('isRichTextEmpty', () => {
  it.each([
    ['', true],
    ['<p><br></p>', true],
    ['<p> &nbsp; </p>', true],
    ['<ol><li></li></ol>', true],
    ['<p>Boil</p>', false],
    ['Boil', false],
  ])('%j is empty: %s', (html, expected) => {
    expect(isRichTextEmpty(html)).toBe(expected);
  });
});

describe('isHttpUrl', () => {
  it.each([
    ['https://example.com/a.jpg', true],
    ['http://example.com', true],
    ['javascript:alert(1)', false],
    ['ftp://example.com/a.jpg', false],
    ['/images/a.jpg', false],
    ['example.com', false],
  ])('%s: %s', (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe('firstRecipeFormError', () => {
  const valid = { name: 'Tea', ingredients: 'water', preparation: '<p>Boil</p>', image_url: '' };
  it.each([
    [valid, null],
    [{ ...valid, name: ' ', ingredients: '', preparation: '' }, m.nameRequired],
    [{ ...valid, ingredients: '', preparation: '<p><br></p>' }, m.ingredientsRequired],
    [{ ...valid, preparation: '<p><br></p>', image_url: 'x' }, m.preparationRequired],
    [{ ...valid, image_url: 'not a url' }, m.imageUrlInvalid],
    [{ ...valid, image_url: 'https://example.com/tea.png' }, null],
  ])('%j → %s', (values, expected) => {
    expect(firstRecipeFormError(values)).toBe(expected);
  });
});
