import type { AppointmentMode } from '../../lib/domain/appointments';
import { DEFAULT_SERVICE_MODES } from '../../lib/validation/booking';
import { type ServiceInput, serviceSchema } from '../../lib/validation/service';
import { useSchemaForm } from '../components/useSchemaForm';

/** The price stays text while typing; the shared schema turns it into a number. */
export interface ServiceFormValues {
  name: string;
  price: string;
  status: boolean;
  /** Beside SPEC (issue 34): how patients may book it. */
  modes: AppointmentMode[];
}

const EMPTY_SERVICE: ServiceFormValues = { name: '', price: '', status: true, modes: [...DEFAULT_SERVICE_MODES] };

export const useServiceForm = (save: (service: ServiceInput) => Promise<void>) =>
  // An empty price box is no price at all, not 0.
  useSchemaForm(serviceSchema, EMPTY_SERVICE, save, (values) => ({ ...values, price: values.price.trim() === '' ? undefined : values.price }));
