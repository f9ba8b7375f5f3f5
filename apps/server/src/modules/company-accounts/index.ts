// The public surface of the company-accounts module: what other modules and the app may use. Everything else is
// private.
export { listCompanyLicences } from './licences-service';
export { companyRoutes } from './routes';
