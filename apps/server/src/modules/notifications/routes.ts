import { pagedSchema } from '@portal/contracts';
import {
  markReadSchema,
  noticeListQuerySchema,
  noticePreferenceRowsSchema,
  noticePreferencesSchema,
  noticeSchema,
  unreadCountSchema,
} from '@portal/contracts/notifications';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import * as service from './service';

const SIGNED_IN = { access: 'authenticated' } as const;
const tags = ['notifications'];

/** The caller's own notices and preferences (ADR 0084): every signed-in user has them, and only their own. */
export const notificationRoutes: FeaturePlugin = (app) => {
  app.get('/notifications/paged', {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'The caller’s notices, newest first (unread=true: only the unread)',
      querystring: noticeListQuerySchema,
      response: { 200: pagedSchema(noticeSchema) },
    },
    handler: (request) => service.listNotices(signedInContext(request), request.query),
  });
  app.get('/notifications/unread_count', {
    config: SIGNED_IN,
    schema: { tags, summary: 'How many of the caller’s notices are unread', response: { 200: unreadCountSchema } },
    handler: (request) => service.unreadCount(signedInContext(request)),
  });
  app.post('/notifications/read', {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'Mark the caller’s notices named read (others’ ids are passed over)',
      body: markReadSchema,
      response: { 200: unreadCountSchema },
    },
    handler: (request) => service.markRead(signedInContext(request), request.body.ids),
  });
  app.post('/notifications/read_all', {
    config: SIGNED_IN,
    schema: { tags, summary: 'Mark every notice of the caller read', response: { 200: unreadCountSchema } },
    handler: (request) => service.markRead(signedInContext(request), 'all'),
  });
  app.get('/notifications/preferences', {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'How the caller wants each kind of notice (legal kinds are always mailed)',
      response: { 200: noticePreferenceRowsSchema },
    },
    handler: (request) => service.preferences(signedInContext(request)),
  });
  app.post('/notifications/preferences', {
    config: SIGNED_IN,
    schema: {
      tags,
      summary: 'Set how the caller wants kinds of notice; answers every kind',
      body: noticePreferencesSchema,
      response: { 200: noticePreferenceRowsSchema },
    },
    handler: (request) => service.savePreferences(signedInContext(request), request.body),
  });
};
