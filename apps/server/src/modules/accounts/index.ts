// The public surface of the accounts module: what other modules and the app may use. Everything else is private.
export { userAdminRoutes } from './admin/admin-routes';
export { approvalRoutes } from './approval/approval-routes';
export { personAdminRoutes } from './admin/person-admin-routes';
export { namedUsers, type NamedUser } from './common/named-users';
export { profileRoutes } from './profile/profile-routes';
export { userRoutes } from './profile/user-routes';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  accountsWithDemoPassword,
  demoPasswordHashes,
  seedAdmin,
  seedDemoUsers,
} from './seed/seed';
