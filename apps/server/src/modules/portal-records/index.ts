// The public surface of the portal-records module: what other modules and the app may use. Everything else is private.
export { authorizationCaseKind } from './authorization/kind';
export { authorizationRoutes } from './authorization/routes';
export { seedTariffs } from './tariff/tariff-seed';
// The one check of a tariff code of goods, for every kind (the BTI's decided code too).
export { knownTariff, requireKnownTariff } from './tariff/tariffs';
export { complaintCaseKind } from './complaint-kind';
export { complaintCaseRoutes } from './complaint-routes';
export { findIssuedDecision, registerIssuedDecision, seedIssuedDecisions } from './issued-decisions';
export { complaintRecordRoutes } from './record-routes';
export { btiCaseKind } from './bti/kind';
export { btiRoutes } from './bti/routes';
export { iprCaseKind } from './ipr/kind';
export { iprRoutes } from './ipr/routes';
export { revokeCertificateOfCase } from './movement/approval';
export { movementCaseKind } from './movement/kind';
export { movementCertificateRoutes } from './movement/routes';
export { mailExpiryReminders, recordJobs } from './my-decisions/reminder-job';
export { myDecisionRoutes } from './my-decisions/routes';
