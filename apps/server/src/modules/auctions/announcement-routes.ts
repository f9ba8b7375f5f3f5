import { AUCTION_PAGE_URLS } from '@portal/contracts/auctions';
import { RECEIPT_PAGE_URL } from '@portal/contracts/bidding';
import { LANGUAGES } from '@portal/contracts/languages';
import { announcementRefSchema } from '@portal/contracts/public-auctions';
import type { FastifyReply } from 'fastify';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { readerLanguage } from '../../platform/http/language';
import type { FeaturePlugin } from '../../platform/http/types';
import { contentDisposition } from '../attachments';
import { announcementRef, registerAnnouncementBean } from './announcements';
import { endOfAuctionReport, previewAnnouncement, type GeneratedPdf } from './document-service';

const id = idParamSchema;
const language = z.enum(LANGUAGES);

function sendPdf(reply: FastifyReply, pdf: GeneratedPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(pdf.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}

/** Announcements (stored on publish and postpone, previewed on request) and the end-of-auction report. */
export const announcementRoutes: FeaturePlugin = async (app, { db, config }) => {
  registerAnnouncementBean();
  const manage = { access: { pages: [...AUCTION_PAGE_URLS] } } as const;
  const tags = ['auctions'];

  for (const which of ['last', 'previous'] as const) {
    app.get(`/auctions/:id/${which}_announcement`, {
      // Visitors read the announcements of public auctions; staff those of any auction.
      config: { access: 'public' },
      schema: {
        tags,
        summary: `The ${which} announcement's attachment id in the reader's language (null when none)`,
        params: z.object({ id }),
        response: { 200: announcementRefSchema },
      },
      handler: (request) =>
        announcementRef(db, request.params.id, which, { auth: request.auth, lang: readerLanguage(request) }),
    });
  }

  app.get('/auctions/:id/pdf', {
    config: manage,
    schema: {
      tags,
      summary: 'Preview of the announcement (PDF, not stored) in a language (default: the reader’s)',
      params: z.object({ id }),
      querystring: z.object({ lang: language.optional() }),
    },
    handler: async (request, reply) => {
      const lang = request.query.lang ?? readerLanguage(request);
      return sendPdf(reply, await previewAnnouncement(db, request.params.id, lang));
    },
  });

  app.get('/auctions/end_of_auction/:id/:lang/pdf', {
    config: manage,
    schema: {
      tags,
      summary: 'End-of-auction report (PDF) of a FINISHED auction in a language',
      params: z.object({ id, lang: language }),
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await endOfAuctionReport(db, request.params.id, request.params.lang, `${config.publicUrl}${RECEIPT_PAGE_URL}`),
      ),
  });
};
