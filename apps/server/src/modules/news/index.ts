// The public surface of the news module: what other modules and the app may use. Everything else is private.
export { newsRoutes } from './routes';
