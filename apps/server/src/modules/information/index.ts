// The public surface of the information module: what other modules and the app may use. Everything else is private.
export { informationRoutes } from './routes';
export { seedInformationTexts } from './service';
