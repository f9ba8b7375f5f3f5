import { auctionOutcomeSchema } from '@portal/contracts/auction-outcome';
import { AUCTION_PAGE_URLS, LOTS_PAGE_URL, lotRecordSchema } from '@portal/contracts/auctions';
import {
  auctionLotProductsSchema,
  lotLicencesSchema,
  lotMarkPaidSchema,
  lotSecondWinnerSchema,
  secondWinnerCandidateSchema,
} from '@portal/contracts/lot-outcome';
import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts/paging';
import { participationRequestSchema } from '@portal/contracts/participation-requests';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import { requireAuth } from '../../platform/http/access';
import type { FeaturePlugin } from '../../platform/http/types';
import { requestsOfAuction } from '../participation-requests';
import {
  chooseSecondWinner,
  lotLicences,
  markLotPaid,
  productsOfAuction,
  secondWinnerCandidates,
} from './lot-outcome-service';
import { auctionOutcome } from './outcome';

const id = idParamSchema;
const idParams = z.object({ id });

/** The finished-auction report (spec §2); its page holds the auction reads it shows. */
export const AUCTION_REPORT_PAGE = '/admin/auctions/auction_report';

/**
 * The outcome side of auctions and lots (spec §7): auctions `{id}/outcome|requests|products`, lots
 * `markpaid`, `secondwinners`, `secondwinner` (staff) and `{id}/licenses` (signed-in).
 */
export const auctionOutcomeRoutes: FeaturePlugin = async (app, { db }) => {
  const staff = { access: { pages: [...AUCTION_PAGE_URLS, AUCTION_REPORT_PAGE] } } as const;
  const lotStaff = { access: { pages: [LOTS_PAGE_URL] } } as const;

  app.get('/auctions/:id/outcome', {
    config: staff,
    schema: {
      tags: ['auctions'],
      summary: 'Outcome of an auction: per lot the highest bid, winner and payment, with totals',
      params: idParams,
      response: { 200: auctionOutcomeSchema },
    },
    handler: (request) => auctionOutcome(db, request.params.id),
  });

  app.get('/auctions/:id/requests', {
    config: staff,
    schema: {
      tags: ['auctions'],
      summary: 'Participation requests of an auction: one page (filter[lot|status|username], sort)',
      params: idParams,
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(participationRequestSchema) },
    },
    handler: (request) =>
      requestsOfAuction(db, request.params.id, request.query, request.query as Record<string, unknown>),
  });

  app.get('/auctions/:id/products', {
    config: staff,
    schema: {
      tags: ['auctions'],
      summary: 'Products of each lot of an auction (by lot part, then code)',
      params: idParams,
      response: { 200: z.array(auctionLotProductsSchema) },
    },
    handler: (request) => productsOfAuction(db, request.params.id),
  });

  app.get('/lots/secondwinners', {
    config: lotStaff,
    schema: {
      tags: ['lots'],
      summary: 'Bidders of a lot other than its winner, with their best bid, highest first',
      querystring: z.object({ id }),
      response: { 200: z.array(secondWinnerCandidateSchema) },
    },
    handler: (request) => secondWinnerCandidates(db, request.query.id),
  });

  app.post('/lots/markpaid', {
    config: lotStaff,
    schema: {
      tags: ['lots'],
      summary: 'Mark a sold lot paid (paymentInformation, contractNumber)',
      body: lotMarkPaidSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => markLotPaid(db, request.body, actorOf(request)),
  });

  app.post('/lots/secondwinner', {
    config: lotStaff,
    schema: {
      tags: ['lots'],
      summary: 'Give a sold lot to another bidder at their best bid (lotCode, userId, amount)',
      body: lotSecondWinnerSchema,
      response: { 200: lotRecordSchema },
    },
    handler: (request) => chooseSecondWinner(db, request.body, actorOf(request)),
  });

  app.get('/lots/:id/licenses', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['lots'],
      summary: "The caller's licences of the lot's required types, with whether each covers the auction",
      params: idParams,
      response: { 200: lotLicencesSchema },
    },
    handler: (request) => lotLicences(db, requireAuth(request), request.params.id),
  });
};
