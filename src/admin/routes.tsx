import { lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { AppointmentsScreen } from './appointments/AppointmentsScreen';
import { AuditLogScreen } from './audit/AuditLogScreen';
import { ClinicSettingsScreen } from './clinic-settings/ClinicSettingsScreen';
import { DiagnosisCodesScreen } from './diagnosis-codes/DiagnosisCodesScreen';
import { CourseScreen } from './courses/CourseScreen';
import { PlanCourseScreen } from './courses/PlanCourseScreen';
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
import { CreateRoomScreen } from './rooms/CreateRoomScreen';
import { EditRoomScreen } from './rooms/EditRoomScreen';
import { RoomsScreen } from './rooms/RoomsScreen';
import { CreateTherapistScreen } from './therapists/CreateTherapistScreen';
import { EditTherapistScreen } from './therapists/EditTherapistScreen';
import { TherapistsScreen } from './therapists/TherapistsScreen';
import { ADMIN_APP_ROLES, DESK_ROLES, DISPENSE_ROLES, PHARMACY_ROLES } from './layout/admin-nav';
import { DayCloseScreen } from './day-close/DayCloseScreen';
import { QueueScreen } from './queue/QueueScreen';
import { DoctorLeaveScreen } from './doctor-leave/DoctorLeaveScreen';
import { StaffAccountsScreen } from './staff-accounts/StaffAccountsScreen';
import { AdminLayout } from './layout/AdminLayout';
import { AdminNotFound } from './layout/AdminNotFound';
import { ForgotPasswordScreen } from './login/ForgotPasswordScreen';
import { LoginScreen } from './login/LoginScreen';
import { ResetPasswordScreen } from './login/ResetPasswordScreen';
import { MessageDetailScreen } from './messages/MessageDetailScreen';
import { MessagesScreen } from './messages/MessagesScreen';
import { MyDayScreen } from './my-day/MyDayScreen';
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
import { DoctorDayWaitlistScreen } from './waitlist/DoctorDayWaitlistScreen';
import { SessionWaitlistScreen } from './waitlist/SessionWaitlistScreen';
import { WaitlistScreen } from './waitlist/WaitlistScreen';
import { CourseTemplatesScreen } from './course-templates/CourseTemplatesScreen';
import { CreateCourseTemplateScreen } from './course-templates/CreateCourseTemplateScreen';
import { EditCourseTemplateScreen } from './course-templates/EditCourseTemplateScreen';
import { ClassesScreen } from './classes/ClassesScreen';
import { CreateClassScreen } from './classes/CreateClassScreen';
import { EditClassScreen } from './classes/EditClassScreen';
import { CreateTherapyScreen } from './therapies/CreateTherapyScreen';
import { EditTherapyScreen } from './therapies/EditTherapyScreen';
import { TherapiesScreen } from './therapies/TherapiesScreen';
import { DispensarySettingsScreen } from './dispensary/DispensarySettingsScreen';
import { DispenseQueueScreen } from './dispensary/DispenseQueueScreen';
import { DispenseScreen } from './dispensary/DispenseScreen';
import { MedicineStockScreen } from './dispensary/MedicineStockScreen';
import { MedicinesScreen } from './dispensary/MedicinesScreen';
import { StockReportsScreen } from './dispensary/StockReportsScreen';
import { OrdersScreen } from './dispensary/OrdersScreen';

// Issue 47: the grid brings react-big-calendar; loaded when opened, so no other screen carries it.
const ResourceGridScreen = lazy(() => import('./resource-grid/ResourceGridScreen'));

/**
 * The one route table of the admin app (SPEC §2). Screens go into `adminScreens`, relative to
 * /admin; edit and view screens take their record id from navigation state, not the URL, except
 * a patient's page (/admin/patients/:id, issue 34), which staff link to and bookmark.
 */
const adminScreens: RouteObject[] = [
  // Issue 50: the dispensary's return window and delivery charge (the API's PUT is admin only).
  { path: 'dispensary/settings', element: <DispensarySettingsScreen /> },
  {
    path: 'doctors',
    children: [
      { index: true, element: <DoctorsScreen /> },
      { path: 'create', element: <CreateDoctorScreen /> },
      { path: 'edit', element: <EditDoctorScreen /> },
    ],
  },
  // Issue 47: the Panchakarma wing's therapists and rooms.
  {
    path: 'therapists',
    children: [
      { index: true, element: <TherapistsScreen /> },
      { path: 'create', element: <CreateTherapistScreen /> },
      { path: 'edit', element: <EditTherapistScreen /> },
    ],
  },
  {
    path: 'rooms',
    children: [
      { index: true, element: <RoomsScreen /> },
      { path: 'create', element: <CreateRoomScreen /> },
      { path: 'edit', element: <EditRoomScreen /> },
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
  { path: 'documents', element: <DocumentsScreen /> },
  // Issue 51: the front desk's logins.
  { path: 'staff-accounts', element: <StaffAccountsScreen /> },
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
  {
    // Issue 47: planning a Panchakarma course; a course's page takes its id in state, or by link.
    path: 'courses',
    children: [
      { index: true, element: <Navigate to="plan" replace /> },
      { path: 'plan', element: <PlanCourseScreen /> },
      { path: 'view', element: <CourseScreen /> },
      { path: ':id', element: <CourseScreen /> },
    ],
  },
  { path: 'audit-log', element: <AuditLogScreen /> },
  { path: 'clinic-settings', element: <ClinicSettingsScreen /> },
  // Issue 51 item 4: the NAMASTE / ICD-11 TM2 list the clinic imports (docs/decisions/060).
  { path: 'diagnosis-codes', element: <DiagnosisCodesScreen /> },
  // The Panchakarma wing (issue 47).
  {
    path: 'therapies',
    children: [
      { index: true, element: <TherapiesScreen /> },
      { path: 'create', element: <CreateTherapyScreen /> },
      { path: 'edit', element: <EditTherapyScreen /> },
    ],
  },
  // Issue 48: classes and workshops with seats.
  {
    path: 'classes',
    children: [
      { index: true, element: <ClassesScreen /> },
      { path: 'create', element: <CreateClassScreen /> },
      { path: 'edit', element: <EditClassScreen /> },
    ],
  },
  {
    path: 'course-templates',
    children: [
      { index: true, element: <CourseTemplatesScreen /> },
      { path: 'create', element: <CreateCourseTemplateScreen /> },
      { path: 'edit', element: <EditCourseTemplateScreen /> },
    ],
  },
  {
    path: 'resource-grid',
    element: (
      <Suspense fallback={<p>Loading...</p>}>
        <ResourceGridScreen />
      </Suspense>
    ),
  },
  { path: '*', element: <AdminNotFound /> },
];

/**
 * Issue 51: the front desk's screens, for staff and the receptionist alike (the API holds the same
 * line: docs/decisions/052). Any other screen sends a receptionist to /unauthorized.
 */
const deskScreens: RouteObject[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  { path: 'appointments', element: <AppointmentsScreen /> },
  { path: 'follow-ups', element: <FollowUpsScreen /> },
  { path: 'refunds', element: <RefundsScreen /> },
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
  // Issue 51: the day's cash closed.
  { path: 'day-close', element: <DayCloseScreen /> },
  // Issue 51 items 7 and 8: the walk-in queue and doctors' leave.
  { path: 'queue', element: <QueueScreen /> },
  { path: 'doctor-leave', element: <DoctorLeaveScreen /> },
  // Issue 48 (decision 061): the lines of doctors' full days and class sessions.
  {
    path: 'waitlist',
    children: [
      { index: true, element: <WaitlistScreen /> },
      { path: 'day', element: <DoctorDayWaitlistScreen /> },
      { path: 'session/:id', element: <SessionWaitlistScreen /> },
    ],
  },
];

/**
 * Issue 50: the dispensary's catalogue, stock, dispensing and reports (docs/decisions/054), for
 * staff and the pharmacist alike (docs/decisions/064); editing the catalogue stays staff's.
 */
const pharmacyScreens: RouteObject[] = [
  {
    path: 'dispensary',
    children: [
      { index: true, element: <Navigate to="medicines" replace /> },
      { path: 'medicines', element: <MedicinesScreen /> },
      { path: 'medicines/:id', element: <MedicineStockScreen /> },
      { path: 'reports', element: <StockReportsScreen /> },
      { path: 'orders', element: <OrdersScreen /> },
    ],
  },
];

/**
 * The dispense queue and a visit's Dispense screen: the pharmacist dispenses and takes returns;
 * the receptionist reads them and takes the medicines' payment (docs/decisions/063, 064).
 */
const dispenseScreens: RouteObject[] = [
  { path: 'dispensary/dispense', element: <DispenseQueueScreen /> },
  { path: 'dispensary/dispense/:id', element: <DispenseScreen /> },
];

/** Beyond SPEC (issue 14): a doctor's own screens, for a doctor's login only. */
const doctorScreens: RouteObject[] = [
  { path: 'my-schedule', element: <MyScheduleScreen /> },
  { path: 'past-appointments', element: <PastAppointmentsScreen /> },
];

/** Issue 47: a therapist's own day, for a therapist's login only. */
const therapistScreens: RouteObject[] = [{ path: 'my-day', element: <MyDayScreen /> }];

/** Staff, doctors and therapists share the layout; each group of screens is for its own role only. */
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
              <ProtectedRoute roles={DESK_ROLES}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: deskScreens,
          },
          {
            element: (
              <ProtectedRoute roles={PHARMACY_ROLES}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: pharmacyScreens,
          },
          {
            element: (
              <ProtectedRoute roles={DISPENSE_ROLES}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: dispenseScreens,
          },
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
          {
            element: (
              <ProtectedRoute roles={['therapist']}>
                <Outlet />
              </ProtectedRoute>
            ),
            children: therapistScreens,
          },
        ],
      },
    ],
  },
];
