import { MEDICINE_FORM_LABELS, MEDICINE_FORMS } from '../../lib/validation/visit-record';
import { GST_RATES, MEDICINE_KINDS } from '../../lib/domain/dispensary';

export const FORM_OPTIONS = MEDICINE_FORMS.map((form) => ({ value: form, label: MEDICINE_FORM_LABELS[form] }));
export const KIND_OPTIONS = MEDICINE_KINDS.map((kind) => ({ value: kind, label: kind === 'classical' ? 'Classical' : 'Proprietary' }));
export const GST_OPTIONS = GST_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));
