// The public surface of the portal-cases module: what other modules and the app may use. Everything else is private.
export {
  isPortalOfficer,
  loadCase,
  loadCaseForOwnerAction,
  ownsCase,
  roleOnCase,
  type CaseCaller,
  type CaseRole,
  type CaseRow,
} from './access';
export { forumOfCase, insertCase, recordCaseEvent, transitionCase, type NewCase } from './core';
