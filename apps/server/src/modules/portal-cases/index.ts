// The public surface of the portal-cases module: what other modules and the app may use. Everything else is private.
export {
  callerCaseIdsSql,
  caseNumberSql,
  caseTypeSql,
  filedForAnotherParty,
  isPortalOfficer,
  loadCase,
  loadCaseForOwnerAction,
  loadCaseOfKind,
  openCaseIdsOwnedBy,
  openLinkedCaseOf,
  ownedCaseIdsSql,
  ownsCase,
  roleOnCase,
  supersedingCaseIdSql,
  type CaseCaller,
  type CaseRole,
  type CaseRow,
} from './access';
export { settleEndedAnswerPeriods } from './answer-periods';
export { queueCaseStatusMail, type CaseStatusMailDetails } from './case-mail';
export { eventsOfCase, pageOfCases, selectFromCases, type CaseColumns, type CaseEventRow } from './case-queries';
export {
  caseOfForum,
  forumOfCase,
  insertCase,
  recordCaseEvent,
  transitionCase,
  updateCaseFields,
  type CaseFieldChanges,
  type NewCase,
} from './core';
export type {
  AnyCaseKind,
  ApprovalContext,
  DocumentIssuer,
  ApprovalStep,
  CaseKind,
  DecisionContext,
  DecisionSection,
  IssueDocument,
  NewCaseContext,
  SubmitCheck,
} from './kinds/case-kind';
export { generalCaseKind } from './kinds/general';
export { createCaseOfKind, editCaseOfKind, loadOwnCaseOfKind } from './kinds/kind-cases';
export { caseSearchSql, dayFilter, filerNameSql } from './home-list';
export { allowedCaseActions, getCase, presentCases } from './presenter';
export { portalCaseRoutes } from './routes';
export { caseSubjectRoutes } from './subject-routes';
export { caseSubTypesByIds, isActiveSubTypeOf, type SubTypeEntry } from './sub-types';
export { partyActedForOnCase, partyNameOf, partyOfSubjectChoice, type CaseParty } from './parties';
export { isIntermediary, resolveCaseSubject, type ResolvedSubject } from './subjects';
// Its tables, for the foreign keys of other modules' tables.
export { portalCases, portalForums } from './tables';
