import { TELECONSULTATION_CONSENT_VERSION } from '../../lib/validation/consent';
import { usePatientCopy } from '../shared/island-language';

/** The consent a patient gives by paying (recorded with the order): one line, the full text on demand. */
export function TeleconsultationConsent() {
  const {
    consultation: { teleconsultationConsent: copy },
  } = usePatientCopy();
  return (
    <details className="consent-note">
      <summary>
        {copy.agreement} <span className="consent-note-link">{copy.readMore}</span>
      </summary>
      <h3>{copy.heading}</h3>
      {copy.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <p>
        <small>{copy.version(TELECONSULTATION_CONSENT_VERSION)}</small>
      </p>
    </details>
  );
}
