export type BadgeTone = 'success' | 'warning' | 'error' | 'info';

/** A coloured status label; the text carries the meaning, the colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`badge badge-${tone}`}>{children}</span>;
}

/** Active or Inactive for a boolean status (doctors, services, slots, recipes). */
export const ActiveBadge = ({ isActive }: { isActive: boolean }) => (
  <StatusBadge tone={isActive ? 'success' : 'error'}>{isActive ? 'Active' : 'Inactive'}</StatusBadge>
);
