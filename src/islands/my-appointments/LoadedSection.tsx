import type { ReactNode } from 'react';
import { usePatientCopy } from '../shared/island-language';

interface LoadedSectionProps {
  className: string;
  headingId: string;
  heading: string;
  /** Where the section's own load stands; `children` show once it is loaded. */
  status: 'loading' | 'error' | 'loaded';
  loadingText: string;
  failedText: string;
  onRetry: () => void;
  children?: ReactNode;
}

/** A My appointments section that loads its own list (courses, programmes, medicines, places in line): its heading, a loading line, a failure with "Try again", then its content. */
export function LoadedSection({ className, headingId, heading, status, loadingText, failedText, onRetry, children }: LoadedSectionProps) {
  const {
    myAppointments: { myAppointmentsCopy },
  } = usePatientCopy();
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {status === 'loading' && (
        <p role="status" className="my-appointments-note">
          {loadingText}
        </p>
      )}
      {status === 'error' && (
        <div role="alert" className="my-appointments-note">
          <p>{failedText}</p>
          <button type="button" className="button" onClick={onRetry}>
            {myAppointmentsCopy.retry}
          </button>
        </div>
      )}
      {status === 'loaded' && children}
    </section>
  );
}
