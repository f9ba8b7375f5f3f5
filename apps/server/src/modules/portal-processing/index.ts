// The public surface of the portal-processing module: what other modules and the app may use. Everything else is private.
export { caseProcessingRoutes } from './officer/officer-routes';
export { caseOwnerWorkflowRoutes } from './owner/owner-routes';
export { mailOverdueCases, processingJobs } from './deadlines/overdue-job';
