import type { RoomFitting } from '../../lib/domain/resources';

/** A room fitting as staff read it. */
export const FITTING_LABELS: Record<RoomFitting, string> = {
  'treatment-table': 'Treatment table',
  droni: 'Droni (massage trough)',
  'steam-chamber': 'Steam chamber',
  'dhara-stand': 'Dhara stand',
  'basti-bed': 'Basti bed',
};
