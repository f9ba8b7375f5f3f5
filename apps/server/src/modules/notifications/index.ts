// The public surface of the notifications module: what other modules and the app may use. Everything else is private.
export { notificationRoutes } from './routes';
export { channelsOf, mailWanted, noticeParamsSql, noticesSql, notify, notifyWhen } from './service';
export type { NoticeParamsSql } from './service';
export { NOTIFICATION_TOPICS } from './topics';
