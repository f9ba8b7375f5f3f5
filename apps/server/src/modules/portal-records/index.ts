// The public surface of the portal-records module: what other modules and the app may use. Everything else is private.
export { complaintRecordsPresent } from './complaint-access';
export { complaintCaseRoutes } from './complaint-routes';
export { findIssuedDecision, registerIssuedDecision, seedIssuedDecisions } from './issued-decisions';
export { complaintRecordRoutes } from './record-routes';
