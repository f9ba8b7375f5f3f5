// The public surface of the registration module: what other modules and the app may use. Everything else is private.
export { REGISTRATION_JOBS } from './jobs';
export { registrationRoutes } from './routes';
