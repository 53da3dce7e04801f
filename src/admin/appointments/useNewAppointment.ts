import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { ApiError, errorMessage } from '../../lib/api/client';
import type { Doctor, Service, StaffBooking } from '../../lib/api/types';
import { staffBookingSchema } from '../../lib/validation/staff-booking';
import { useAdminList } from '../components/useAdminList';
import { adminApi } from '../session/session-store';
import {
  type Booked,
  EMPTY_FORM,
  feeAfterDiscount,
  isDeskMethod,
  type NewAppointmentForm,
  type NewAppointmentPrefill,
  withCountryCode,
} from './new-appointment-form';
import { useDoctorFreeDays } from './useDoctorFreeDays';
import { usePatientSearch } from '../components/usePatientSearch';
import { useRescheduleSlots } from './useRescheduleSlots';

/**
 * The front desk's booking (issue 34): the patient found or added, the service and a doctor who
 * offers it, a day and free time, the mode, the fee; checked by the shared schema, then one POST.
 */
export function useNewAppointment(prefill: NewAppointmentPrefill | null, onClose: () => void, onBooked?: () => void) {
  const { rows: allServices } = useAdminList<Service>('/v1/services', 'Failed to fetch services.');
  const { rows: allDoctors } = useAdminList<Doctor>('/v1/doctors', 'Failed to fetch doctors.');
  const [form, setForm] = useState(EMPTY_FORM);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isBusy, setIsBusy] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  const { patient, isNewPatient, newPatient, serviceId, doctorId, date, slotId, mode, method } = form;
  const update = (patch: Partial<NewAppointmentForm>) => setForm((f) => ({ ...f, ...patch }));
  const found = usePatientSearch(isNewPatient || patient ? '' : form.search);
  const { slots, isLoading: isLoadingSlots } = useRescheduleSlots(serviceId ? date : '', serviceId ? Number(serviceId) : undefined);

  const services = allServices.filter((s) => s.status);
  const service = services.find((s) => String(s.id) === serviceId);
  const doctors = allDoctors.filter((d) => d.status && service && d.service_ids.includes(service.id));
  const doctor = doctors.find((d) => String(d.id) === doctorId);
  const freeDays = useDoctorFreeDays(doctor ? serviceId : '', doctor ? doctorId : '');
  const doctorSlots = slots.filter((slot) => String(slot.doctor.id) === doctorId);

  // The dialog opens with what it was given; a prefilled service or doctor no longer offered is left unchosen.
  useEffect(() => {
    if (!prefill) return;
    update({
      patient: prefill.patient ?? null,
      serviceId: prefill.serviceId ? String(prefill.serviceId) : '',
      doctorId: prefill.doctorId ? String(prefill.doctorId) : '',
    });
  }, [prefill]);
  useEffect(() => {
    if (serviceId && allServices.length > 0 && !service) update({ serviceId: '' });
  }, [serviceId, allServices, service]);
  useEffect(() => {
    if (doctorId && allDoctors.length > 0 && service && !doctor) update({ doctorId: '' });
  }, [doctorId, allDoctors, service, doctor]);

  const chooseService = (id: string) => {
    const chosen = services.find((s) => String(s.id) === id);
    const patch: Partial<NewAppointmentForm> = { serviceId: id, slotId: '', mode: chosen?.modes.length === 1 ? chosen.modes[0]! : '' };
    if (chosen) patch.amount = String(feeAfterDiscount(chosen.price, form.discountPercent));
    if (!allDoctors.some((d) => String(d.id) === doctorId && chosen && d.service_ids.includes(chosen.id))) patch.doctorId = '';
    update(patch);
  };
  // A prefilled service also fills its fee and, when it has one way, its mode.
  useEffect(() => {
    if (!service) return;
    setForm((f) => ({
      ...f,
      amount: f.amount === '' ? String(service.price) : f.amount,
      mode: f.mode === '' && service.modes.length === 1 ? service.modes[0]! : f.mode,
    }));
  }, [service]);

  const close = () => {
    setForm(EMPTY_FORM);
    setErrors({});
    setBooked(null);
    onClose();
  };

  // A discount goes with a fee taken or sent, never with a waiver.
  const discount = form.discountPercent.trim() === '' ? undefined : { percent: form.discountPercent, reason: form.discountReason };
  const payment = isDeskMethod(method)
    ? { method, amount: form.amount, reference: form.reference, discount }
    : method === 'link'
      ? { method, holdMinutes: form.holdMinutes, discount }
      : { method, reason: form.reason };
  // The amount follows the discount: staff see what to take.
  const chooseDiscount = (discountPercent: string) => {
    update(service ? { discountPercent, amount: String(feeAfterDiscount(service.price, discountPercent)) } : { discountPercent });
    // The server's word on the last percent no longer applies.
    setErrors(({ 'payment.discount.percent': _percent, 'payment.amount': _amount, ...rest }) => rest);
  };
  const book = async () => {
    const checked = staffBookingSchema.safeParse({
      ...(isNewPatient ? { patient: { ...newPatient, mobile: withCountryCode(newPatient.mobile) } } : { patientId: patient?.id }),
      serviceId: serviceId || undefined,
      slotId: slotId || undefined,
      mode: mode || undefined,
      description: form.description,
      payment,
    });
    if (!checked.success) {
      // Each field's first problem, by its path (patient.mobile, payment.amount).
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      toast.error(checked.error.issues[0]?.message ?? 'Check the form');
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const answer = await adminApi<StaffBooking>('/v1/appointments/staff', { method: 'POST', body: checked.data });
      const common = {
        patientId: answer.patientId,
        patientName: isNewPatient ? newPatient.name.trim() : (patient?.name ?? ''),
        serviceName: service?.name ?? '',
        doctorName: doctor?.name ?? '',
        discount: (checked.data.payment.method !== 'waived' && checked.data.payment.discount) || null,
      };
      if ('payment_link' in answer) {
        toast.success('Payment link sent');
        const { url, amount: paise, expires_at, channels } = answer.payment_link;
        const time = doctorSlots.find((slot) => slot.id === answer.payment_link.slot_id)?.start_time ?? expires_at;
        setBooked({ ...common, id: null, time, mode: checked.data.mode, amount: paise, link: { url, expiresAt: expires_at, channels } });
      } else {
        toast.success('Appointment booked');
        const { appointment } = answer;
        setBooked({ ...common, id: appointment.id, time: appointment.time, mode: appointment.mode, amount: appointment.payment.amount, link: null });
      }
      onBooked?.();
    } catch (err) {
      // The server's word on a field (a discount above the role's limit, an amount not the fee) shows beside it.
      if (err instanceof ApiError && err.fields) setErrors(err.fields);
      toast.error(errorMessage(err, 'The appointment could not be booked.'));
    } finally {
      setIsBusy(false);
    }
  };

  return {
    form,
    update,
    updateNewPatient: (patch: Partial<NewAppointmentForm['newPatient']>) => setForm((f) => ({ ...f, newPatient: { ...f.newPatient, ...patch } })),
    found,
    services,
    service,
    doctors,
    doctor,
    freeDays,
    doctorSlots,
    isLoadingSlots,
    errors,
    isBusy,
    booked,
    chooseService,
    // Another doctor or day: the time chosen before may no longer be on offer.
    chooseDoctor: (id: string) => update({ doctorId: id, slotId: '' }),
    chooseDay: (day: string) => update({ date: day, slotId: '' }),
    chooseDiscount,
    book,
    close,
  };
}

export type NewAppointmentState = ReturnType<typeof useNewAppointment>;
