export { consultationRoutes, isReportUpload } from './consultation/routes';
