// The public surface of the accounts module: what other modules and the app may use. Everything else is private.
export { userAdminRoutes } from './admin-routes';
export { approvalRoutes } from './approval-routes';
export { personAdminRoutes } from './person-admin-routes';
export { namedUsers, type NamedUser } from './named-users';
export { profileRoutes } from './profile-routes';
export { userRoutes } from './routes';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, accountsWithDemoPassword, seedAdmin, seedDemoUsers } from './seed';
