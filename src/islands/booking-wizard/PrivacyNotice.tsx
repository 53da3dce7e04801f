import { site } from '../../content/site';
import { policyPaths } from '../../content/policy-summary';
import { localizePath } from '../../i18n/locales';
import { PRIVACY_NOTICE_VERSION } from '../../lib/validation/consent';
import { FieldMessage, invalidProps } from '../shared/FieldMessage';
import { usePatientCopy } from '../shared/island-language';

/**
 * The privacy notice at registration (DPDP Act 2023, s.5-6): what is kept, why, for how long and
 * the grievance officer, shown in full, and the box the patient ticks to consent. The version is
 * sent with the registration and kept with the time.
 */
export function PrivacyNotice({
  isAgreed,
  isBusy,
  error,
  onChange,
}: {
  isAgreed: boolean;
  isBusy: boolean;
  error: string | undefined;
  onChange: (isAgreed: boolean) => void;
}) {
  const {
    consultation: { privacyNotice: copy },
    locale,
  } = usePatientCopy();
  return (
    <section className="privacy-notice" aria-labelledby="privacy-notice-heading">
      <h3 id="privacy-notice-heading">{copy.heading}</h3>
      <ul>
        {copy.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>
        {copy.grievance(site.grievanceOfficer.email)}{' '}
        <a href={localizePath(policyPaths.privacy, locale)} target="_blank" rel="noopener">
          {copy.policyLink}
        </a>
      </p>
      <div className="field privacy-notice-agree">
        <input
          id="register-privacy"
          type="checkbox"
          checked={isAgreed}
          disabled={isBusy}
          onChange={(e) => onChange(e.target.checked)}
          {...invalidProps('register-privacy', error)}
        />
        <label htmlFor="register-privacy">{copy.agree}</label>
      </div>
      <FieldMessage id="register-privacy" message={error} />
      <p>
        <small>{copy.version(PRIVACY_NOTICE_VERSION)}</small>
      </p>
    </section>
  );
}
