// The public surface of the portal-processing module: what other modules and the app may use. Everything else is private.
export { caseProcessingRoutes } from './officer-routes';
export { caseOwnerWorkflowRoutes } from './owner-routes';
export { mailOverdueCases, processingJobs } from './overdue-job';
