import type { AvailableSlot } from '../../lib/api/types';
import { initials } from '../../lib/format/initials';
import { usePatientCopy } from './island-language';

/** A doctor as a patient sees them before booking: photo (or initials), name, qualification, specialty, registration. */
export function DoctorCard({ doctor }: { doctor: AvailableSlot['doctor'] }) {
  const {
    booking: { bookingCopy: copy },
    name,
  } = usePatientCopy();
  return (
    <div className="doctor-card">
      {doctor.photo_url ? (
        <img src={doctor.photo_url} alt="" width="48" height="48" className="doctor-avatar" />
      ) : (
        <span className="doctor-avatar" aria-hidden="true">
          {initials(doctor.name)}
        </span>
      )}
      <div>
        <p className="doctor-name">{name(doctor.name)}</p>
        <p className="doctor-meta">
          {[doctor.qualification, doctor.specialization]
            .filter((text): text is string => Boolean(text))
            .map(name)
            .join(' · ')}
          {doctor.registration_number && (
            <>
              <br />
              {copy.registrationNo} {doctor.registration_number}
            </>
          )}
        </p>
      </div>
    </div>
  );
}
