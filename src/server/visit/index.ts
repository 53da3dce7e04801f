export { consultationRoutes, isReportUpload } from './consultation/routes';
export { prescriptionTemplateRoutes } from './prescription-templates/routes';
export { dispensaryRoutes } from './dispensary/routes';
