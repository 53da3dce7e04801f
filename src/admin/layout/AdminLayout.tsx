import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { logout } from '../session/session-store';
import { ADMIN_NAV } from './admin-nav';

/** Sidebar plus the current screen; on a phone the sidebar folds behind a Menu button. */
export function AdminLayout() {
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
        <span className="admin-brand">Clinic Admin</span>
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
        <ul>
          {ADMIN_NAV.map((item) => (
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
