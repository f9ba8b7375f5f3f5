// The public surface of the settings module: what other modules and the app may use. Everything else is private.
export { businessTimeZone } from './business-time-zone';
export { settingsRoutes } from './routes';
export { getParameter, parameterSql, parameterValue, seedParameters } from './service';
export { authorityIdentity, authorityNames, demoEmblem, seedDemoAuthority, type AuthorityIdentity } from './authority';
