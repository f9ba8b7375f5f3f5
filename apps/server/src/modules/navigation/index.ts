// The public surface of the navigation module: what other modules and the app may use. Everything else is private.
export { navigationAdminRoutes } from './admin-routes';
export { guardAdministration } from './administration-guard';
export { fillEmptyPageContent, pageContents } from './page-content';
export { navigationRoutes } from './routes';
export { assignRoles, seedNavigation } from './seed';
export {
  accessAt,
  accessVersionSql,
  holdsAnyRole,
  isStaffAccount,
  isStaffAccountSql,
  roleCodesOf,
  userPagesOf,
} from './service';
