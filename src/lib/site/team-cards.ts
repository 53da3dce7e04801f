import type { SlotDoctor } from '../api/types';
import { initials } from '../format/initials';
import { TRANSLATED_LOCALES } from '../../i18n/locales';

/** The details of a card that staff edit in the admin app, by their data-field name. */
const FIELDS = ['qualification', 'specialization', 'registration_number'] as const;

function fillCard(card: HTMLElement, doctor: SlotDoctor, isTranslated: boolean) {
  // Staff write profiles in English: a Hindi or Gujarati page keeps its own words, and takes only the registration number.
  for (const field of isTranslated ? (['registration_number'] as const) : FIELDS) {
    const element = card.querySelector<HTMLElement>(`[data-field="${field}"]`);
    const value = doctor[field];
    // The content file's richer text stays where staff left a detail empty.
    if (element && value) element.textContent = value;
  }
  const avatar = card.querySelector<HTMLElement>('[data-field="avatar"]');
  if (!avatar) return;
  if (doctor.photo_url) {
    const photo = document.createElement('img');
    photo.src = doctor.photo_url;
    photo.alt = '';
    photo.width = 88;
    photo.height = 88;
    photo.loading = 'lazy';
    // A photo that cannot load falls back to the initials.
    photo.addEventListener('error', () => avatar.replaceChildren(initials(doctor.name)));
    avatar.replaceChildren(photo);
  } else {
    avatar.replaceChildren(initials(doctor.name));
  }
}

/**
 * The About page's team (the content file's doctors, with their profiles) as staff keep them
 * (GET /v1/team): registration numbers and photos edited in the admin app show without a
 * rebuild, and a doctor no longer active is hidden. When the API cannot be reached the
 * pre-rendered cards stay as they are.
 */
export async function showTeam(root: Document): Promise<void> {
  const cards = [...root.querySelectorAll<HTMLElement>('[data-doctor]')];
  if (cards.length === 0) return;
  let team: SlotDoctor[];
  try {
    const response = await fetch('/api/v1/team', { headers: { Accept: 'application/json' } });
    if (!response.ok) return;
    team = (await response.json()) as SlotDoctor[];
  } catch {
    return;
  }
  const byName = new Map(team.map((doctor) => [doctor.name, doctor]));
  const isTranslated = (TRANSLATED_LOCALES as readonly string[]).includes(root.documentElement.lang);
  for (const card of cards) {
    const doctor = byName.get(card.dataset.doctor ?? '');
    card.hidden = !doctor;
    if (doctor) fillCard(card, doctor, isTranslated);
  }
}
