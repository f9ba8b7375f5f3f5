// The public surface of the registration module: what other modules and the app may use. Everything else is private.
export { registrationJobs } from './jobs';
export { registrationRoutes } from './routes';
