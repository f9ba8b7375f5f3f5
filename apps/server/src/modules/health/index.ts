// The public surface of the health module: what other modules and the app may use. Everything else is private.
export { healthRoutes } from './routes';
