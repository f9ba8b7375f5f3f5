// The public surface of the users module: what other modules and the app may use. Everything else is private.
export { pagedApplicantRows, pagedUserRows, type ApplicantKind, type ApplicantSql } from './account-lists';
export { findCompanyMember, pagedCompanyMembers, type AccountState, type UnmanagedAccounts } from './company-members';
export { registerUserHistory, usersWithHistory } from './history';
export {
  changeUserStatus,
  companyHasAdministrator,
  createUser,
  deleteUserById,
  emailTakenByOther,
  endDisablingIfOver,
  findUserById,
  usersOfParty,
  findUserByUsername,
  findUsersByEmail,
  findUsersByIds,
  findUserNamesByIds,
  individualHasUser,
  isPasswordExpired,
  isUserOfCompany,
  isUsernameOf,
  keyUnkeyedUsernames,
  lockUserById,
  passwordExpired,
  sessionUserFromJson,
  sessionUserJsonSql,
  setPasswordHash,
  someApprovedUser,
  someUserOfIndividual,
  updateUser,
  updateUserInStatus,
  type NewUser,
  type UserChanges,
  type UserNameRow,
  type UserRow,
} from './service';
export { accountMatchesSql, accountNameSql, usernameSql } from './sql';
// Its tables, for the foreign keys of other modules' tables.
export { users } from './tables';
