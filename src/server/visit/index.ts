export { consultationRoutes, isReportUpload } from './consultation/routes';
export { prescriptionTemplateRoutes } from './prescription-templates/routes';
export { dispensaryRoutes } from './dispensary/routes';
export { healthFileRoutes } from './health-file/routes';
export { healthFileOf } from './health-file/health-file';
export { vitalsHistory } from './consultation/examination';
export { diagnosisCodeRoutes, isCodeListUpload, limitCodeListBody } from './diagnosis-codes/routes';
export { settleMedicinesPayment } from './dispensary/online-orders';
