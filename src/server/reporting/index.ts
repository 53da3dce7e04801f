export { dashboardRoutes } from './dashboard/routes';
export { patientPageRoutes } from './patient-page/routes';
