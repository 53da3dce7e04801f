import { useEffect, useState } from 'react';
import { api } from '../../lib/api/client';
import type { PatientDetails } from '../../lib/api/types';
import { formatMobile } from '../../lib/format/phone';
import { usePatientCopy } from '../shared/island-language';

/**
 * Step 0 for a patient already verified (SPEC §2: Previous from Service Details lands here): the
 * verified number, Continue, and another number only on request — never a fresh code by itself.
 */
export function VerifiedNumber({ token, onContinue, onUseAnother }: { token: string; onContinue: () => void; onUseAnother: () => void }) {
  const copy = usePatientCopy().booking.bookingCopy.verifiedNumber;
  const [mobile, setMobile] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api<PatientDetails>('/v1/users/me', { token, signal: controller.signal })
      .then((found) => setMobile(found.mobile))
      .catch(() => undefined);
    return () => controller.abort();
  }, [token]);

  return (
    <div className="verified-number">
      <dl className="summary">
        <dt>{copy.label}</dt>
        <dd>{mobile ? formatMobile(mobile) : '…'}</dd>
      </dl>
      <div className="actions">
        <button type="button" className="button" onClick={onContinue}>
          {copy.continue}
        </button>
        <button type="button" className="button button-outline" onClick={onUseAnother}>
          {copy.useAnother}
        </button>
      </div>
    </div>
  );
}
