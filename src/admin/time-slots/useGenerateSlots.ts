import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Doctor, TimeSlotGenerationResult } from '../../lib/api/types';
import { indiaDateOf } from '../../lib/time/clinic-time';
import { timeSlotGenerationSchema } from '../../lib/validation/time-slot-generation';
import { useAdminList } from '../components/useAdminList';
import { useSchemaForm } from '../components/useSchemaForm';
import { adminApi } from '../session/session-store';

export interface GenerateSlotsValues {
  doctorId: string;
  startDate: string;
  endDate: string;
  weekdays: number[];
  dayStart: string;
  dayEnd: string;
  slotMinutes: string;
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Next week, Monday to Saturday, in the clinic's morning hours, 30-minute slots. */
function defaultValues(today: string): GenerateSlotsValues {
  return {
    doctorId: '',
    startDate: addDays(today, 1),
    endDate: addDays(today, 7),
    weekdays: [1, 2, 3, 4, 5, 6],
    dayStart: '10:00',
    dayEnd: '13:00',
    slotMinutes: '30',
  };
}

/** 'Generate Slots': active doctors to choose from, the form, and the created/skipped report. */
export function useGenerateSlots(onGenerated: () => Promise<void>) {
  const doctors = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  const form = useSchemaForm(timeSlotGenerationSchema, defaultValues(indiaDateOf(new Date())), async (request) => {
    try {
      const result = await adminApi<TimeSlotGenerationResult>('/v1/time-slots/generate', { method: 'POST', body: request });
      toast.success(`${result.created} time slots created, ${result.skipped} skipped.`);
      await onGenerated();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to generate time slots.'));
    }
  });
  return { form, activeDoctors: doctors.rows.filter((doctor) => doctor.status) };
}
