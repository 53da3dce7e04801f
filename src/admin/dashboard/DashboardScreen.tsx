import type { DashboardTotals } from '../../lib/api/types';
import { useDashboardTotals } from './useDashboardTotals';

const CARDS: { label: string; key: keyof DashboardTotals }[] = [
  { label: 'Doctors', key: 'totalDoctors' },
  { label: 'Appointments', key: 'totalAppointments' },
  { label: 'Time Slots', key: 'totalTimeSlots' },
  { label: 'Patients', key: 'totalUsers' },
  { label: 'Services', key: 'totalServices' },
];

export function DashboardScreen() {
  const totals = useDashboardTotals();
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      <ul className="admin-cards">
        {CARDS.map((card) => (
          <li key={card.key} className="admin-card admin-count-card">
            <h2>{card.label}</h2>
            <p className="admin-count">{totals ? totals[card.key] : '…'}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
