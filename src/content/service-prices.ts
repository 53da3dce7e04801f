import type { AppointmentMode } from '../lib/domain/appointments';

/**
 * The five services of SPEC §2 as first offered, with their prices in paise (INR) and the ways
 * each is booked (issue 34: Panchakarma is a hands-on therapy, at the clinic only).
 */
export const initialServices = [
  { name: 'Personalized Consultation', pricePaise: 80_000, modes: ['video', 'call', 'in_person'] as AppointmentMode[] },
  { name: 'Panchakarma', pricePaise: 250_000, modes: ['in_person'] as AppointmentMode[] },
  { name: 'Garbhasanskar', pricePaise: 120_000, modes: ['video', 'call'] as AppointmentMode[] },
  { name: 'Diet Plans & Lifestyle', pricePaise: 60_000, modes: ['video', 'call'] as AppointmentMode[] },
  { name: 'Workshop & Classes', pricePaise: 50_000, modes: ['video', 'call'] as AppointmentMode[] },
] as const;

type ServiceName = (typeof initialServices)[number]['name'];

/** Which service each page presents (by its English path), so its fee can be shown there. */
const serviceOfPage: Record<string, ServiceName> = {
  '/services/personalized-consultation': 'Personalized Consultation',
  '/services/panchakarma': 'Panchakarma',
  '/services/garbhasanskar': 'Garbhasanskar',
  '/diet-plans': 'Diet Plans & Lifestyle',
  '/workshops': 'Workshop & Classes',
};

/** The fee in paise of the service a page presents (an English path), or undefined for other pages. */
export function feeOfPage(path: string): number | undefined {
  const name = serviceOfPage[path];
  return initialServices.find((service) => service.name === name)?.pricePaise;
}
