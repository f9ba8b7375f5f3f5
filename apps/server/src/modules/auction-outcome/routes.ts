import {
  AUCTION_DASHBOARD_PAGE,
  auctionDashboardDetailSchema,
  auctionDashboardSchema,
  auctionOutcomeSchema,
} from '@portal/contracts/auction-outcome';
import { AUCTION_PAGE_URLS, LOTS_PAGE_URL, lotRecordSchema } from '@portal/contracts/auctions';
import { RECEIPT_PAGE_URL } from '@portal/contracts/bidding';
import { idParamSchema } from '@portal/contracts/input';
import { LANGUAGES } from '@portal/contracts/languages';
import { lotSecondWinnerSchema, secondWinnerCandidateSchema } from '@portal/contracts/lot-outcome';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { AUCTION_REPORT_PAGE, sendPdf } from '../auctions';
import { endOfAuctionReport } from './end-of-auction';
import { auctionDashboard, auctionDashboardDetail } from './dashboard';
import { auctionOutcome } from './outcome';
import { chooseSecondWinner, secondWinnerCandidates } from './second-winner';
import { signedInContext } from '../../platform/http/context';

const id = idParamSchema;
const idParams = z.object({ id });

/**
 * What came of an auction's bidding (spec §7): auctions `{id}/outcome` and the end-of-auction report,
 * lots `secondwinners` and `secondwinner` (staff).
 */
export const auctionOutcomeRoutes: FeaturePlugin = (app, { config }) => {
  const staff = { access: { pages: [...AUCTION_PAGE_URLS, AUCTION_REPORT_PAGE] } } as const;
  const manage = { access: { pages: [...AUCTION_PAGE_URLS] } } as const;
  const lotStaff = { access: { pages: [LOTS_PAGE_URL] } } as const;

  app.get('/auctions/:id/outcome', {
    config: staff,
    schema: {
      tags: ['auctions'],
      summary: 'Outcome of an auction: per lot the highest bid, winner and payment, with totals',
      params: idParams,
      response: { 200: auctionOutcomeSchema },
    },
    handler: (request) => auctionOutcome(signedInContext(request), request.params.id),
  });

  const dashboard = { access: { pages: [AUCTION_DASHBOARD_PAGE] } } as const;
  app.get('/auction_dashboard', {
    config: dashboard,
    schema: {
      tags: ['auctions'],
      summary: 'Operator dashboard: the latest running or finished auctions with lots sold, revenue, bids, extensions',
      response: { 200: auctionDashboardSchema },
    },
    handler: (request) => auctionDashboard(signedInContext(request)),
  });

  app.get('/auction_dashboard/:id', {
    config: dashboard,
    schema: {
      tags: ['auctions'],
      summary: 'Operator dashboard of an auction: its totals and per lot the outcome, bids, bidders and extensions',
      params: idParams,
      response: { 200: auctionDashboardDetailSchema },
    },
    handler: (request) => auctionDashboardDetail(signedInContext(request), request.params.id),
  });

  app.get('/auctions/end_of_auction/:id/:lang/pdf', {
    config: manage,
    schema: {
      tags: ['auctions'],
      summary: 'End-of-auction report (PDF) of a FINISHED auction in a language',
      params: z.object({ id, lang: z.enum(LANGUAGES) }),
    },
    handler: async (request, reply) =>
      sendPdf(
        reply,
        await endOfAuctionReport(
          signedInContext(request),
          request.params.id,
          request.params.lang,
          `${config.publicUrl}${RECEIPT_PAGE_URL}`,
        ),
      ),
  });

  app.get('/lots/secondwinners', {
    config: lotStaff,
    schema: {
      tags: ['lots'],
      summary: 'Bidders of a lot other than its winner, with their best bid, highest first',
      querystring: z.object({ id }),
      response: { 200: z.array(secondWinnerCandidateSchema) },
    },
    handler: (request) => secondWinnerCandidates(signedInContext(request), request.query.id),
  });

  app.post('/lots/secondwinner', {
    config: lotStaff,
    schema: {
      tags: ['lots'],
      summary: 'Give a sold lot to another bidder at their best bid (lotCode, userId, amount)',
      body: lotSecondWinnerSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => chooseSecondWinner(signedInContext(request), request.body),
  });
};
