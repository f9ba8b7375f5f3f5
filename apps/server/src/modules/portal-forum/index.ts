// The public surface of the portal-forum module: what other modules and the app may use. Everything else is private.
export { postAuthorityMessage, unansweredMessageCounts } from './authority';
export { portalForumRoutes } from './routes';
