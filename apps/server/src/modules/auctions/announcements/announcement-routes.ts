import { AUCTION_PAGE_URLS } from '@portal/contracts/auctions';
import { LANGUAGES } from '@portal/contracts/languages';
import { announcementRefSchema } from '@portal/contracts/public-auctions';
import type { FastifyRequest } from 'fastify';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { readerLanguage } from '../../../platform/http/language';
import { contextOf, signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { announcementRef, registerAnnouncementBean } from './announcements';
import { previewAnnouncement, sendPdf } from './document-service';

const id = idParamSchema;
const language = z.enum(LANGUAGES);
const idParams = z.object({ id });

/** Visitors read the announcements of public auctions; staff those of any auction. */
const announcementOf = (which: 'last' | 'previous') => (request: FastifyRequest<{ Params: { id: number } }>) =>
  announcementRef(contextOf(request), request.params.id, which, readerLanguage(request));

/** Announcements: stored on publish and postpone, previewed on request. */
export const announcementRoutes: FeaturePlugin = (app) => {
  registerAnnouncementBean();
  const manage = { access: { pages: [...AUCTION_PAGE_URLS] } } as const;
  const tags = ['auctions'];

  app.get('/auctions/:id/last_announcement', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The last announcement's attachment id in the reader's language (null when none)",
      params: idParams,
      response: { 200: announcementRefSchema },
    },
    handler: announcementOf('last'),
  });

  app.get('/auctions/:id/previous_announcement', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "The previous announcement's attachment id in the reader's language (null when none)",
      params: idParams,
      response: { 200: announcementRefSchema },
    },
    handler: announcementOf('previous'),
  });

  app.get('/auctions/:id/pdf', {
    config: manage,
    schema: {
      tags,
      summary: 'Preview of the announcement (PDF, not stored) in a language (default: the reader’s)',
      params: idParams,
      querystring: z.object({ lang: language.optional() }),
    },
    handler: async (request, reply) => {
      const lang = request.query.lang ?? readerLanguage(request);
      return sendPdf(reply, await previewAnnouncement(signedInContext(request), request.params.id, lang));
    },
  });
};
