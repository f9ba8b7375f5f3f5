// The public surface of the portal-records module: what other modules and the app may use. Everything else is private.
export { complaintRecordsPresent } from './complaint-access';
export { approveAuthorization, authorizationSubmitCheck } from './authorization/approval';
export { authorizationRoutes } from './authorization/routes';
export { seedTariffs } from './authorization/tariff-seed';
export { complaintCaseRoutes } from './complaint-routes';
export { findIssuedDecision, registerIssuedDecision, seedIssuedDecisions } from './issued-decisions';
export { complaintRecordRoutes } from './record-routes';
export { approveBti } from './bti/approval';
export { btiRecordsPresent } from './bti/btis';
export { btiRoutes } from './bti/routes';
export { approveIprApplication, iprSubmitCheck } from './ipr/ipr-approval';
export { iprRoutes } from './ipr/routes';
export { issueMovementCertificate, revokeCertificateOfCase } from './movement/approval';
export { movementRecordsComplete } from './movement/certificate';
export { movementCertificateRoutes } from './movement/routes';
