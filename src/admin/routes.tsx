import { Outlet, type RouteObject } from 'react-router';
import { AppointmentsScreen } from './appointments/AppointmentsScreen';
import { AuditLogScreen } from './audit/AuditLogScreen';
import { ClinicSettingsScreen } from './clinic-settings/ClinicSettingsScreen';
import { RefundsScreen } from './refunds/RefundsScreen';
import { DocumentsScreen } from './documents/DocumentsScreen';
import { DataRequestsScreen } from './data-requests/DataRequestsScreen';
import { ContactQueriesScreen } from './contact-queries/ContactQueriesScreen';
import { ContactQueryDetailScreen } from './contact-queries/ContactQueryDetailScreen';
import { DashboardScreen } from './dashboard/DashboardScreen';
import { FollowUpsScreen } from './follow-ups/FollowUpsScreen';
import { CreateDoctorScreen } from './doctors/CreateDoctorScreen';
import { DoctorsScreen } from './doctors/DoctorsScreen';
import { EditDoctorScreen } from './doctors/EditDoctorScreen';
import { ADMIN_APP_ROLES } from './layout/admin-nav';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFound } from './layout/AdminNotFound';
import { ForgotPasswordScreen } from './login/ForgotPasswordScreen';
import { LoginScreen } from './login/LoginScreen';
import { ResetPasswordScreen } from './login/ResetPasswordScreen';
import { MessageDetailScreen } from './messages/MessageDetailScreen';
import { MessagesScreen } from './messages/MessagesScreen';
import { MyScheduleScreen } from './my-schedule/MyScheduleScreen';
import { PastAppointmentsScreen } from './my-schedule/PastAppointmentsScreen';
import { PatientScreen } from './patients/PatientScreen';
import { PatientsScreen } from './patients/PatientsScreen';
import { AddRecipeScreen } from './recipes/AddRecipeScreen';
import { EditRecipeScreen } from './recipes/EditRecipeScreen';
import { RecipesScreen } from './recipes/RecipesScreen';
import { CreateServiceScreen } from './services/CreateServiceScreen';
import { EditServiceScreen } from './services/EditServiceScreen';
import { ServicesScreen } from './services/ServicesScreen';
import { ProtectedRoute } from './session/ProtectedRoute';
import { CourseLedgerScreen } from './course-ledger/CourseLedgerScreen';
import { TimeSlotsScreen } from './time-slots/TimeSlotsScreen';

/**
 * The one route table of the admin app (SPEC §2). Screens go into `adminScreens`, relative to
 * /admin; edit and view screens take their record id from navigation state, not the URL, except
 * a patient's page (/admin/patients/:id, issue 34), which staff link to and bookmark.
 */
const adminScreens: RouteObject[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  {
    path: 'doctors',
    children: [
      { index: true, element: <DoctorsScreen /> },
      { path: 'create', element: <CreateDoctorScreen /> },
      { path: 'edit', element: <EditDoctorScreen /> },
    ],
  },
  {
    path: 'services',
    children: [
      { index: true, element: <ServicesScreen /> },
      { path: 'create', element: <CreateServiceScreen /> },
      { path: 'edit', element: <EditServiceScreen /> },
    ],
  },
  { path: 'time-slots', element: <TimeSlotsScreen /> },
  { path: 'appointments', element: <AppointmentsScreen /> },
  { path: 'follow-ups', element: <FollowUpsScreen /> },
  { path: 'refunds', element: <RefundsScreen /> },
  { path: 'documents', element: <DocumentsScreen /> },
  {
    path: 'patients',
    children: [
      { index: true, element: <PatientsScreen /> },
      // Issue 34: a patient's page is linked and bookmarked by id, as the brief's /admin/patients/:id asks.
      { path: ':id', element: <PatientScreen /> },
    ],
  },
  // Issue 47: a course's payment and sessions; the planner's course view will host the same panel.
  { path: 'courses/:id/ledger', element: <CourseLedgerScreen /> },
  { path: 'data-requests', element: <DataRequestsScreen /> },
  {
    path: 'recipes',
    children: [
      { index: true, element: <RecipesScreen /> },
      { path: 'create', element: <AddRecipeScreen /> },
      { path: 'edit', element: <EditRecipeScreen /> },
    ],
  },
  {
    path: 'contact-queries',
    children: [
      { index: true, element: <ContactQueriesScreen /> },
      { path: 'view', element: <ContactQueryDetailScreen /> },
    ],
  },
  {
    path: 'messages',
    children: [
      { index: true, element: <MessagesScreen /> },
      { path: 'view', element: <MessageDetailScreen /> },
    ],
  },
  { path: 'audit-log', element: <AuditLogScreen /> },
  { path: 'clinic-settings', element: <ClinicSettingsScreen /> },
  { path: '*', element: <AdminNotFound /> },
];

/** Beyond SPEC (issue 14): a doctor's own screens, for a doctor's login only. */
const doctorScreens: RouteObject[] = [
  { path: 'my-schedule', element: <MyScheduleScreen /> },
  { path: 'past-appointments', element: <PastAppointmentsScreen /> },
];

/** Staff and doctors share the layout; each group of screens is for its own role only. */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin',
    children: [
      { index: true, element: <LoginScreen /> },
      { path: 'forgot-password', element: <ForgotPasswordScreen /> },
      { path: 'reset-password', element: <ResetPasswordScreen /> },
      {
        element: (
          <ProtectedRoute roles={ADMIN_APP_ROLES}>
            <AdminLayout />
          </ProtectedRoute>
        ),
        children: [
          {
            element: (
              <ProtectedRoute roles={['admin']}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: adminScreens,
          },
          {
            element: (
              <ProtectedRoute roles={['doctor']}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: doctorScreens,
          },
        ],
      },
    ],
  },
];
