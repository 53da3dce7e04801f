import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SlotDoctor } from '../../src/lib/api/types';
import { showTeam } from '../../src/lib/site/team-cards';

/** Two pre-rendered About cards, as the page builds them from the content file. */
function renderCards() {
  document.body.innerHTML = ['Dr. Meera Joshi', 'Dr. Arjun Trivedi']
    .map(
      (name) => `<article data-doctor="${name}"><span data-field="avatar">XX</span><h3>${name}</h3><dl>
        <dd data-field="qualification">Content qualification</dd><dd data-field="specialization">Content specialty</dd>
        <dd data-field="registration_number">OLD-1</dd></dl></article>`,
    )
    .join('');
  return (name: string) => document.querySelector<HTMLElement>(`[data-doctor="${name}"]`)!;
}

const meera: SlotDoctor = {
  id: 1,
  name: 'Dr. Meera Joshi',
  qualification: null,
  specialization: 'Gynecology and Fertility',
  registration_number: 'GBAUSM/G-99999',
  photo_url: 'https://images.example/meera.jpg',
};

afterEach(() => vi.unstubAllGlobals());

describe('the About page team', () => {
  it('shows the registration number and photo staff keep, keeps content text where staff left none, and hides an inactive doctor', async () => {
    const card = renderCards();
    const fetchTeam = vi.fn(async () => Response.json([meera]));
    vi.stubGlobal('fetch', fetchTeam);
    await showTeam(document);
    expect(fetchTeam).toHaveBeenCalledWith('/api/v1/team', expect.anything());
    const meeraCard = card('Dr. Meera Joshi');
    expect(meeraCard.querySelector('[data-field="registration_number"]')!.textContent).toBe('GBAUSM/G-99999');
    expect(meeraCard.querySelector('[data-field="specialization"]')!.textContent).toBe('Gynecology and Fertility');
    expect(meeraCard.querySelector('[data-field="qualification"]')!.textContent).toBe('Content qualification');
    const photo = meeraCard.querySelector('img')!;
    expect(photo.getAttribute('src')).toBe('https://images.example/meera.jpg');
    expect(photo.alt).toBe('');
    photo.dispatchEvent(new Event('error'));
    expect(meeraCard.querySelector('[data-field="avatar"]')!.textContent).toBe('MJ');
    expect(card('Dr. Arjun Trivedi').hidden).toBe(true);
    expect(meeraCard.hidden).toBe(false);
  });

  it('keeps a Hindi page its own words and takes only the registration number and photo', async () => {
    const card = renderCards();
    document.documentElement.lang = 'hi';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([meera])),
    );
    await showTeam(document);
    document.documentElement.lang = '';
    const meeraCard = card('Dr. Meera Joshi');
    expect(meeraCard.querySelector('[data-field="registration_number"]')!.textContent).toBe('GBAUSM/G-99999');
    expect(meeraCard.querySelector('[data-field="specialization"]')!.textContent).toBe('Content specialty');
    expect(meeraCard.querySelector('img')!.getAttribute('src')).toBe('https://images.example/meera.jpg');
  });

  it('leaves the pre-rendered cards as they are when the API fails', async () => {
    const card = renderCards();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    await showTeam(document);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await showTeam(document);
    expect(card('Dr. Meera Joshi').querySelector('[data-field="registration_number"]')!.textContent).toBe('OLD-1');
    expect(card('Dr. Arjun Trivedi').hidden).toBe(false);
  });
});
