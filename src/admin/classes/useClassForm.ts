import type { ClinicClass } from '../../lib/api/types';
import type { ClassSeatSale } from '../../lib/domain/classes';
import { rupeesToPaise } from '../../lib/format/money';
import { type ClassInput, classSchema } from '../../lib/validation/classes';
import { EMPTY_LOCAL_TEXT, type LocalText } from '../components/LocalTextFields';
import { useSchemaForm } from '../components/useSchemaForm';

/** Numbers stay text while typing; the shared schema reads them. */
export interface ClassFormValues {
  title: LocalText;
  description: LocalText;
  /** "doctor:3" or "therapist:7"; '' while none is chosen. */
  teacher: string;
  /** '' : no room (online seats only). */
  roomId: string;
  inPersonSeats: string;
  onlineSeats: string;
  /** In rupees as typed; sent in paise. */
  price: string;
  seatSale: ClassSeatSale;
  status: boolean;
}

export const EMPTY_CLASS: ClassFormValues = {
  title: EMPTY_LOCAL_TEXT,
  description: EMPTY_LOCAL_TEXT,
  teacher: '',
  roomId: '',
  inPersonSeats: '0',
  onlineSeats: '0',
  price: '0',
  seatSale: 'session',
  status: true,
};

export const classFormValues = (cls: ClinicClass): ClassFormValues => ({
  title: cls.title,
  description: cls.description,
  teacher: `${cls.teacher.kind}:${cls.teacher.id}`,
  roomId: cls.room ? String(cls.room.id) : '',
  inPersonSeats: String(cls.inPersonSeats),
  onlineSeats: String(cls.onlineSeats),
  price: String(cls.pricePaise / 100),
  seatSale: cls.seatSale,
  status: cls.status,
});

/** An empty number box is no number at all (its message), not 0. */
const numberOrNothing = (text: string) => (text.trim() === '' ? undefined : Number(text));

export const useClassForm = (save: (cls: ClassInput) => Promise<void>) =>
  useSchemaForm(classSchema, EMPTY_CLASS, save, ({ teacher, price, ...values }) => {
    const [kind, id] = teacher.split(':');
    const rupees = numberOrNothing(price);
    return {
      ...values,
      teacher: teacher === '' ? undefined : { kind, id: Number(id) },
      roomId: values.roomId === '' ? null : Number(values.roomId),
      inPersonSeats: numberOrNothing(values.inPersonSeats),
      onlineSeats: numberOrNothing(values.onlineSeats),
      pricePaise: rupees === undefined || Number.isNaN(rupees) ? rupees : rupeesToPaise(rupees),
    };
  });
