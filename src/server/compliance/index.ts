export { dataRequestsRoutes, myDataRequestsRoutes } from './data-rights/routes';
