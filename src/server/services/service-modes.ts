import type { AppointmentMode } from '../../lib/validation/booking';
import { AppError } from '../errors';

const MODE_NAMES: Record<AppointmentMode, string> = { video: 'a video consultation', call: 'a phone call', in_person: 'an in-person visit' };

/** Every booking path (wizard, staff booking) asks the service whether it is offered this way (issue 34): 400 otherwise. */
export function assertServiceOffersMode(service: { name: string; modes: readonly string[] }, mode: AppointmentMode): void {
  if (!service.modes.includes(mode)) {
    throw new AppError('invalid', `${service.name} is not offered as ${MODE_NAMES[mode]}`, { mode: 'This service is not offered this way' });
  }
}
