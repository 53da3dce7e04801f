export { consultationRoutes, isReportUpload } from './consultation/routes';
export { dispensaryRoutes } from './dispensary/routes';
