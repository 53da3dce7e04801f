import { useEffect, useState } from 'react';
import type { DoctorProfile } from '../../lib/api/types';
import { adminApi } from '../session/session-store';

/** The signed-in doctor's name at the top of the sidebar. */
export function DoctorIdentity() {
  const [doctor, setDoctor] = useState<DoctorProfile | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Without the name the sidebar still works: a failure leaves it out.
    adminApi<DoctorProfile>('/v1/doctor/me', { signal: controller.signal })
      .then(setDoctor)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  if (!doctor) return null;
  return (
    <p className="admin-sidebar-user">
      <strong>{doctor.name}</strong>
      <span>{doctor.specialization}</span>
    </p>
  );
}
