import type { RouteObject } from 'react-router';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFound } from './layout/AdminNotFound';
import { LoginScreen } from './login/LoginScreen';
import { ProtectedRoute } from './session/ProtectedRoute';

/**
 * The one route table of the admin app (SPEC §2). Screens go into `adminScreens`, relative to
 * /admin; edit and view screens take their record id from navigation state, not the URL.
 */
const adminScreens: RouteObject[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  { path: '*', element: <AdminNotFound /> },
];

export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, element: <LoginScreen /> },
      {
        element: (
          <ProtectedRoute roles={['admin']}>
            <AdminLayout />
          </ProtectedRoute>
        ),
        children: adminScreens,
      },
    ],
  },
];
