import { mailMessageSchema, mailSummarySchema, pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import { bigIdPathSchema } from '@portal/contracts/input';
import type { FeaturePlugin } from '../../platform/http/types';
import { outboxMessage, pagedOutbox, retryMail } from './service';
import { signedInContext } from '../../platform/http/context';

export const MAIL_OUTBOX_PAGE = '/admin/misc/mail_outbox';

const access = { pages: [MAIL_OUTBOX_PAGE] } as const;

// filter[to|status|template] are read by the paging helper, so unknown keys are kept.
const pagedQuery = pagedFilterQuerySchema;

/** The outbox for administrators: in the embedded default it is how mail is read at all. */
export const mailRoutes: FeaturePlugin = (app) => {
  app.get('/mail_outbox/paged', {
    config: { access },
    schema: {
      tags: ['mail'],
      summary: 'Messages of the outbox (filter[to], filter[status], filter[template]; sort by id, createdAt, status)',
      querystring: pagedQuery,
      response: { 200: pagedSchema(mailSummarySchema) },
    },
    handler: (request) => pagedOutbox(signedInContext(request), request.query),
  });

  app.get('/mail_outbox/:id', {
    config: { access },
    schema: {
      tags: ['mail'],
      summary: 'One message of the outbox with its text and HTML bodies',
      params: bigIdPathSchema,
      response: { 200: mailMessageSchema },
    },
    handler: async (request) => outboxMessage(signedInContext(request), request.params.id),
  });

  app.post('/mail_outbox/:id/retry', {
    config: { access },
    schema: {
      tags: ['mail'],
      summary: 'Put a FAILED message back in the queue (409 for any other status)',
      params: bigIdPathSchema,
      response: { 200: mailMessageSchema },
    },
    handler: (request) => retryMail(signedInContext(request), request.params.id),
  });
};
