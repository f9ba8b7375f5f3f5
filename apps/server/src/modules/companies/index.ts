// The public surface of the companies module: what other modules and the app may use. Everything else is private.
export { companyAdminRoutes } from './admin-routes';
export { companyByIdForStaff, companyOf } from './admin-service';
export {
  companyNames,
  companyRecordOf,
  createCompany,
  ensureCompany,
  findCompanyById,
  findCompanyByUniqueNumber,
  presentCompany,
  presentCompanyIdentity,
  releaseCompanyEntry,
  updateCompany,
} from './service';
export { companyMatchesSql, companyNameSql } from './sql';
// Its tables, for the foreign keys of other modules' tables.
export { companies } from './tables';
