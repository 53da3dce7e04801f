import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { DoctorIdentity } from '../my-schedule/DoctorIdentity';
import { $session, logout } from '../session/session-store';
import { ADMIN_NAV, DOCTOR_NAV, PHARMACIST_NAV, RECEPTIONIST_NAV, THERAPIST_NAV } from './admin-nav';

/**
 * Sidebar plus the current screen; on a phone the sidebar folds behind a Menu button. A doctor's
 * sidebar lists only the doctor's own screens, under the doctor's name; a therapist's, only My day.
 */
export function AdminLayout() {
  const session = useStore($session);
  const role = session.status === 'authenticated' ? session.user.role : null;
  const isDoctor = role === 'doctor';
  const nav = isDoctor
    ? DOCTOR_NAV
    : role === 'therapist'
      ? THERAPIST_NAV
      : role === 'receptionist'
        ? RECEPTIONIST_NAV
        : role === 'pharmacist'
          ? PHARMACIST_NAV
          : ADMIN_NAV;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link closes the phone menu.
  if (openedAt !== pathname) {
    setOpenedAt(pathname);
    setIsMenuOpen(false);
  }

  return (
    <div className="admin-shell">
      <header className="admin-topbar">
        <span className="admin-brand">
          {isDoctor
            ? "Doctor's desk"
            : role === 'therapist'
              ? 'Therapy desk'
              : role === 'receptionist'
                ? 'Front desk'
                : role === 'pharmacist'
                  ? 'Dispensary'
                  : 'Clinic Admin'}
        </span>
        <button
          type="button"
          className="admin-menu-toggle"
          aria-expanded={isMenuOpen}
          aria-controls="admin-sidebar"
          onClick={() => setIsMenuOpen((open) => !open)}
        >
          Menu
        </button>
      </header>
      <nav id="admin-sidebar" className="admin-sidebar" data-open={isMenuOpen} aria-label="Admin">
        {isDoctor && <DoctorIdentity />}
        <ul>
          {nav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/admin" end onClick={logout}>
              Logout
            </NavLink>
          </li>
        </ul>
      </nav>
      <main className="admin-main" id="admin-main">
        <Outlet />
      </main>
    </div>
  );
}
