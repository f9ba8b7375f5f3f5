// The public surface of the portal-representation module: what other modules and the app may use. Everything else is private.
export { portalRepresentationRoutes } from './routes';
export { requirePowerOfAttorney } from './service';
// Its tables, for tests and seeds of other modules.
export { portalRepresentations } from './tables';
