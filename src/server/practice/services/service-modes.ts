import type { AppointmentMode } from '../../../lib/domain/appointments';
import { frontDeskMessages as m } from '../../../lib/validation/messages';
import { AppError } from '../../kernel/errors';

/** Every booking path (wizard, staff booking) asks the service whether it is offered this way (issue 34): 400 otherwise. */
export function assertServiceOffersMode(service: { name: string; modes: readonly string[] }, mode: AppointmentMode): void {
  if (!service.modes.includes(mode)) {
    throw new AppError('invalid', m.modeNotOffered, { mode: m.modeNotOffered }, undefined, { service: service.name, mode });
  }
}
