import { useId } from 'react';
import { bookingCopy } from '../../content/booking';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { clinicBookingBounds } from '../../lib/time/booking-day';
import { SelectField, TextField } from '../components/form-fields';
import type { NewAppointmentState } from './useNewAppointment';

/** The service, a doctor who offers it, a day (the next free ones a click away), a free time, the mode and a description. */
export function AppointmentFieldset({ booking }: { booking: NewAppointmentState }) {
  const { form, update, services, service, doctors, doctor, freeDays, doctorSlots, errors } = booking;
  const { doctorId, date, slotId, mode } = form;
  const descriptionId = useId();
  const bounds = clinicBookingBounds(new Date());
  return (
    <fieldset>
      <legend>Appointment</legend>
      <div className="admin-form-row">
        <SelectField
          label="Service"
          name="service"
          value={form.serviceId}
          onChange={booking.chooseService}
          options={services.map((s) => ({ value: String(s.id), label: `${s.name} (${formatPaise(s.price * 100)})` }))}
          placeholder="Choose a service"
          error={errors.serviceId}
        />
        <SelectField
          label="Doctor"
          name="doctor"
          value={doctorId}
          onChange={booking.chooseDoctor}
          options={doctors.map((d) => ({ value: String(d.id), label: d.name }))}
          placeholder={service ? 'Choose a doctor' : 'Choose a service first'}
        />
      </div>
      {doctorId && (
        <div className="admin-field">
          <span className="admin-label" id={`${descriptionId}-free-days`}>
            Next free days
          </span>
          {freeDays.isLoading ? (
            <p role="status">Finding free days...</p>
          ) : freeDays.days.length === 0 ? (
            <p role="status">No free times with {doctor?.name} in the next two weeks: choose a later day below.</p>
          ) : (
            <div className="admin-chips" role="group" aria-labelledby={`${descriptionId}-free-days`}>
              {freeDays.days.map((day) => (
                <button
                  key={day.date}
                  type="button"
                  className="admin-chip"
                  aria-pressed={date === day.date}
                  onClick={() => booking.chooseDay(day.date)}
                >
                  {day.label} <span className="admin-cell-note">{day.count} free</span>
                </button>
              ))}
            </div>
          )}
        </div>
      )}
      <TextField
        label="Day"
        name="date"
        type="date"
        value={date}
        min={bounds.min}
        max={bounds.max}
        disabled={!doctorId}
        onChange={booking.chooseDay}
      />
      {doctorId && date && (
        <fieldset className="admin-slot-choice" aria-describedby={errors.slotId ? `${descriptionId}-slot-error` : undefined}>
          <legend>Time</legend>
          {booking.isLoadingSlots ? (
            <p role="status">Loading free times...</p>
          ) : doctorSlots.length === 0 ? (
            <p role="status">No free times with {doctor?.name} on this day.</p>
          ) : (
            <div className="admin-chips">
              {doctorSlots.map((slot) => (
                <label key={slot.id} className="admin-chip">
                  <input
                    type="radio"
                    name="slot"
                    value={slot.id}
                    checked={slotId === String(slot.id)}
                    onChange={() => update({ slotId: String(slot.id) })}
                  />
                  <span>{formatDate(slot.start_time, 'time')}</span>
                </label>
              ))}
            </div>
          )}
          {errors.slotId && (
            <p className="admin-field-error" id={`${descriptionId}-slot-error`}>
              {errors.slotId}
            </p>
          )}
        </fieldset>
      )}
      {service && (
        <fieldset className="admin-slot-choice">
          <legend>Mode</legend>
          <div className="admin-chips">
            {service.modes.map((m) => (
              <label key={m} className="admin-chip">
                <input type="radio" name="mode" value={m} checked={mode === m} onChange={() => update({ mode: m })} />
                <span>{bookingCopy.modes[m].label}</span>
              </label>
            ))}
          </div>
          {errors.mode && <p className="admin-field-error">{errors.mode}</p>}
        </fieldset>
      )}
      <div className="admin-field">
        <label htmlFor={descriptionId}>Description (optional)</label>
        <textarea id={descriptionId} rows={2} value={form.description} onChange={(e) => update({ description: e.target.value })} />
      </div>
    </fieldset>
  );
}
