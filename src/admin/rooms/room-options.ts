import { ROOM_FITTINGS, type RoomFitting } from '../../lib/domain/resources';

/** Each fitting in the words staff use. */
export const FITTING_LABELS: Record<RoomFitting, string> = {
  'treatment-table': 'Treatment table',
  droni: 'Droni (oil massage table)',
  'steam-chamber': 'Steam chamber',
  'dhara-stand': 'Dhara stand',
  'basti-bed': 'Basti bed',
};

export const FITTING_OPTIONS = ROOM_FITTINGS.map((value) => ({ value, label: FITTING_LABELS[value] }));
