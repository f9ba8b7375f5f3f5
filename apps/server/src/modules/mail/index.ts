// The public surface of the mail module: what other modules and the app may use. Everything else is private.
export { formatDateTime } from './fragments';
export { mailRoutes } from './routes';
export { startMailSender } from './sender';
export { queueMail } from './service';
