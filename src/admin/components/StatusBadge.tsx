export type BadgeTone = 'success' | 'warning' | 'error' | 'info' | 'muted';

/** Icons for screens that show a status with an icon as well as a colour (SPEC §2). */
const TONE_ICONS: Record<BadgeTone, string> = { success: '✔', warning: '⚠', error: '✖', info: 'ℹ', muted: '–' };

/** A coloured status label; the text carries the meaning, the colour (and icon) only repeat it. */
export function StatusBadge({ tone, children, hasIcon = false }: { tone: BadgeTone; children: string; hasIcon?: boolean }) {
  return (
    <span className={`badge badge-${tone}`}>
      {hasIcon && <span aria-hidden="true">{TONE_ICONS[tone]} </span>}
      {children}
    </span>
  );
}

/** Statuses whose label is not their value's words: a checked-in patient has arrived (issue 34). */
const STATUS_LABELS: Record<string, string> = { checked_in: 'Arrived' };

/** A lower-case status value as a label: 'pending' → 'Pending', 'no_show' → 'No show'. */
export const statusLabel = (status: string): string =>
  STATUS_LABELS[status] ?? (status.charAt(0).toUpperCase() + status.slice(1)).replaceAll('_', ' ');

/** Active or Inactive for a boolean status (doctors, services, slots, recipes). */
export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <StatusBadge tone={isActive ? 'success' : 'error'}>{isActive ? 'Active' : 'Inactive'}</StatusBadge>
);
