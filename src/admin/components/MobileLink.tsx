import { formatMobile } from '../../lib/format/phone';

/** A stored mobile grouped for reading (+91 98240 11001), one tap to call on a phone; N/A when missing. */
export function MobileLink({ mobile }: { mobile: string | null }) {
  if (!mobile) return 'N/A';
  // Patients' numbers are stored with their +, doctors' as 91 and ten digits: both dial as +<digits>.
  return (
    <a className="admin-nowrap" href={`tel:+${mobile.replace(/\D/g, '')}`}>
      {formatMobile(mobile)}
    </a>
  );
}
