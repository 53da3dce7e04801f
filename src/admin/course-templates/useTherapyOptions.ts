import type { Therapy } from '../../lib/api/types';
import { useAdminList } from '../components/useAdminList';

/** The catalogue for the steps' therapy select (inactive ones too, marked, so an old step still reads). */
export const useTherapyOptions = () => useAdminList<Therapy>('/v1/therapies', 'Failed to fetch therapies.').rows;
