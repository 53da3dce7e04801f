import { useState } from 'react';
import { Link } from 'react-router';
import { NewAppointmentDialog, type NewAppointmentPrefill } from '../appointments/NewAppointmentDialog';
import type { DashboardOperations, DashboardTotals } from '../../lib/api/types';
import { formatRupees } from '../../lib/format/money';
import { formatCount, formatCountOf, formatPercent } from '../../lib/format/number';
import { addMonths, monthOf } from '../../lib/time/month-grid';
import { monthName, shortDateName } from '../../lib/format/date';
import { dashboardMessages as m } from '../../lib/validation/messages';
import { DailyChart } from './DailyChart';
import { FeedbackCard } from './FeedbackCard';
import { TodayTable } from './TodayTable';
import { useDashboardOperations } from './useDashboardOperations';
import { useDashboardTotals, useRecallCounts } from './useDashboardTotals';
import { useIsReceptionist } from '../session/useIsReceptionist';

const CARDS: { label: string; key: keyof DashboardTotals }[] = [
  { label: 'Doctors', key: 'totalDoctors' },
  { label: 'Appointments', key: 'totalAppointments' },
  { label: 'Time Slots', key: 'totalTimeSlots' },
  { label: 'Patients', key: 'totalUsers' },
  { label: 'Services', key: 'totalServices' },
];

/** What the clinic opens the dashboard for first: today's appointments, with what can be done about them. */
function Today({ figures, onChanged }: { figures: DashboardOperations; onChanged: () => void }) {
  const [newAppointment, setNewAppointment] = useState<NewAppointmentPrefill | null>(null);
  return (
    <section className="admin-dashboard-section" aria-labelledby="dashboard-today">
      <div className="admin-page-heading">
        <h2 id="dashboard-today">Today, {shortDateName(figures.today)}</h2>
        <button type="button" className="button button-small" onClick={() => setNewAppointment({})}>
          New appointment
        </button>
      </div>
      <TodayTable appointments={figures.today_appointments} today={figures.today} onChanged={onChanged} />
      <NewAppointmentDialog prefill={newAppointment} onClose={() => setNewAppointment(null)} onBooked={onChanged} />
    </section>
  );
}

/** Then the week ahead, money and follow-ups. */
function Operations({ figures }: { figures: DashboardOperations }) {
  const hasAdminLinks = !useIsReceptionist();
  const recalls = useRecallCounts();
  const thisMonth = monthOf(figures.today);
  const lastMonth = monthOf(addMonths(`${thisMonth}-01`, -1));
  const { rate, no_show: noShows, completed } = figures.no_shows;
  const { share, confirmed, unconfirmed } = figures.confirmations;
  const percent = (value: number | null) => (value === null ? 'N/A' : formatPercent(value));
  return (
    <>
      <section className="admin-dashboard-section" aria-labelledby="dashboard-next-days">
        <h2 id="dashboard-next-days">Next 7 days</h2>
        <ol className="admin-days">
          {figures.next_days.map((day) => (
            <li key={day.date}>
              <span className="admin-nowrap">{shortDateName(day.date)}</span>
              <strong>{formatCount(day.appointments)}</strong>
              <span className="visually-hidden"> {day.appointments === 1 ? 'appointment' : 'appointments'}</span>
            </li>
          ))}
        </ol>
      </section>

      <ul className="admin-cards admin-figures admin-dashboard-section" aria-label="Revenue, contact queries, no-shows, confirmations and follow-ups">
        <li className="admin-card admin-count-card">
          <h2>Revenue this month</h2>
          <p className="admin-count admin-count-money">{formatRupees(figures.revenue.this_month)}</p>
          <p className="admin-hint">{monthName(thisMonth)}, after refunds</p>
        </li>
        <li className="admin-card admin-count-card">
          <h2>Revenue last month</h2>
          <p className="admin-count admin-count-money">{formatRupees(figures.revenue.last_month)}</p>
          <p className="admin-hint">{monthName(lastMonth)}, after refunds</p>
        </li>
        <li className="admin-card admin-count-card">
          <h2>Open contact queries</h2>
          <p className="admin-count">{figures.open_contact_queries}</p>
          {hasAdminLinks && <Link to="/admin/contact-queries">View contact queries</Link>}
        </li>
        <li className="admin-card admin-count-card">
          <h2>No-show rate (30 days)</h2>
          <p className="admin-count">{rate === null ? 'N/A' : formatPercent(rate)}</p>
          <p className="admin-hint">
            {formatCountOf(noShows, 'no-show')}, {formatCount(completed)} completed
          </p>
        </li>
        <li className="admin-card admin-count-card">
          <h2>Confirmed by patients (30 days)</h2>
          <p className="admin-count">{percent(share)}</p>
          <p className="admin-hint">
            No-shows: {percent(confirmed.rate)} of confirmed, {percent(unconfirmed.rate)} of unconfirmed visits
          </p>
        </li>
        <li className="admin-card admin-count-card">
          <h2>Follow-up recalls sent (30 days)</h2>
          <p className="admin-count">{recalls ? formatCount(recalls.recalls_sent) : '…'}</p>
          <p className="admin-hint">{recalls ? `${formatCount(recalls.recalls_rebooked)} rebooked` : ' '}</p>
          <Link to="/admin/follow-ups">View follow-ups due</Link>
        </li>
      </ul>

      <section className="admin-dashboard-section" aria-labelledby="dashboard-daily">
        <h2 id="dashboard-daily">Bookings and revenue, last 30 days</h2>
        <DailyChart days={figures.daily} />
      </section>

      {/* The patients' ratings are the admin's to read (GET /visit-feedback/summary). */}
      {hasAdminLinks && <FeedbackCard />}
    </>
  );
}

export function DashboardScreen() {
  const totals = useDashboardTotals();
  const { load, retry, refresh } = useDashboardOperations();
  return (
    <section className="admin-page">
      <h1>Dashboard</h1>
      {load.state === 'loading' && <p className="admin-dashboard-section">Loading...</p>}
      {load.state === 'failed' && (
        <div className="admin-dashboard-section" role="alert">
          <p>{m.fetchFailed}</p>
          <button type="button" className="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      {load.state === 'loaded' && <Today figures={load.figures} onChanged={refresh} />}
      <ul className="admin-cards admin-dashboard-section" aria-label="Totals">
        {CARDS.map((card) => (
          <li key={card.key} className="admin-card admin-count-card">
            <h2>{card.label}</h2>
            <p className="admin-count">{totals ? totals[card.key] : '…'}</p>
          </li>
        ))}
      </ul>
      {load.state === 'loaded' && <Operations figures={load.figures} />}
    </section>
  );
}
