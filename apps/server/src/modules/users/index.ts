// The public surface of the users module: what other modules and the app may use. Everything else is private.
export { userAdminRoutes } from './admin-routes';
export { approvalRoutes } from './approval-routes';
export { findCompanyMember, pagedCompanyMembers, setAccountState, type AccountState } from './company-members';
export { registerUserHistory } from './history';
export { profileRoutes } from './profile-routes';
export { individualOfStaffAccount } from './registry-scope';
export { userRoutes } from './routes';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, accountsWithDemoPassword, seedAdmin, seedDemoUsers } from './seed';
export {
  changeUserStatus,
  companyHasAdministrator,
  createUser,
  endDisablingIfOver,
  findUserById,
  findUserByUsername,
  findUsersByEmail,
  individualHasUser,
  isIntermediary,
  isUserOfCompany,
  namedUsers,
  passwordExpired,
  sessionUserFromJson,
  sessionUserJsonSql,
  setPasswordHash,
  someApprovedUser,
  type UserRow,
} from './service';
