import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { ClinicSettings } from '../../lib/api/types';
import { usePatientCopy } from './island-language';

/**
 * An in-person visit's where and when to come (issue 34): the clinic's address and map link as
 * staff keep them (GET /v1/clinic-settings), and "arrive 10 minutes early". Until the address
 * arrives (or if it cannot), the arrival note alone.
 */
export function ClinicVisitNote() {
  const {
    booking: { bookingCopy },
  } = usePatientCopy();
  const copy = bookingCopy.confirmation;
  const [clinic, setClinic] = useState<ClinicSettings | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api<ClinicSettings>('/v1/clinic-settings', { signal: controller.signal })
      .then(setClinic)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="clinic-visit-note">
      {clinic && (
        <>
          <p>
            <strong>{copy.visitAddress}</strong>
          </p>
          <address>
            {clinic.addressLines.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
          {clinic.mapUrl && (
            <p>
              <a href={clinic.mapUrl} target="_blank" rel="noopener noreferrer">
                {copy.openMap}
              </a>
            </p>
          )}
        </>
      )}
      <p className="appointment-note">{copy.arriveEarly}</p>
    </div>
  );
}
