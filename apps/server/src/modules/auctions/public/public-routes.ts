import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts/paging';
import {
  lotFilterSchema,
  promotedAuctionsSchema,
  publicAuctionListSchema,
  publicAuctionSchema,
  publicLotDetailSchema,
  publicLotSchema,
} from '@portal/contracts/public-auctions';
import { idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { contextOf } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import type { PublicCacheRule } from '../../../platform/http/public-cache';
import { registerProductPublicCheck } from '../../products';
import { LOT_WITH_BIDS_TAGS } from '../common/rows';
import {
  lotsInUpcomingAndRunning,
  productInPublicAuction,
  promotedAuctions,
  publicAuction,
  publicAuctionList,
  publicAuctionLots,
  publicLotDetail,
} from './public-queries';

/** The auction lists and the promoted block change with auctions, lots and their products; a bid shows in none. */
const LISTS: PublicCacheRule = { tags: ['auctions'] };
/** The lot lists change with those and with every bid (highest bid, end). "Mine" (4) is the caller's: never kept. */
const LOTS: PublicCacheRule = {
  tags: LOT_WITH_BIDS_TAGS,
  when: (request) => (request.params as { type: number }).type !== 4,
};

/**
 * What visitors see of auctions and lots (spec §2 public routes, §7, §9): the published, running and
 * finished lists, the promoted block, one auction with its lots, one lot, and the lots of upcoming and
 * running auctions with the filters 1–4. CREATED auctions and lots outside a public auction answer 404.
 */
export const publicAuctionRoutes: FeaturePlugin = (app) => {
  const everyone = { access: 'public' } as const;
  const tags = ['public auctions'];
  registerProductPublicCheck(productInPublicAuction);

  app.get('/auctions/public/list/:list', {
    config: { ...everyone, publicCache: LISTS },
    schema: {
      tags,
      summary: 'Published (with closed), running or finished auctions: one page (filter[number])',
      params: z.object({ list: publicAuctionListSchema }),
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(publicAuctionSchema) },
    },
    handler: (request) => publicAuctionList(contextOf(request), request.params.list, request.query),
  });

  app.get('/auctions/promoted_auctions', {
    config: { ...everyone, publicCache: LISTS },
    schema: {
      tags,
      summary: 'At most 3 upcoming, running and cancelled auctions',
      response: { 200: promotedAuctionsSchema },
    },
    handler: (request) => promotedAuctions(contextOf(request)),
  });

  app.get('/auctions/public/:id', {
    config: everyone,
    schema: {
      tags,
      summary: 'One public auction',
      params: idPathSchema,
      response: { 200: publicAuctionSchema },
    },
    handler: (request) => publicAuction(contextOf(request), request.params.id),
  });

  app.get('/auctions/public/:id/lots', {
    config: everyone,
    schema: {
      tags,
      summary: 'The lots of a public auction, by part, then code',
      params: idPathSchema,
      response: { 200: z.array(publicLotSchema) },
    },
    handler: (request) => publicAuctionLots(contextOf(request), request.params.id),
  });

  app.get('/lots/public/:id', {
    config: everyone,
    schema: {
      tags,
      summary: 'A lot of a public auction with its products and the time left (ms)',
      params: idPathSchema,
      response: { 200: publicLotDetailSchema },
    },
    handler: (request) => publicLotDetail(contextOf(request), request.params.id),
  });

  app.get('/lots/get_lots_in_upcoming_and_running_auctions/:type', {
    config: { ...everyone, publicCache: LOTS },
    schema: {
      tags,
      summary: 'Lots of upcoming and running auctions: 1 all, 2 upcoming, 3 running, 4 mine (signed in)',
      params: z.object({ type: lotFilterSchema }),
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(publicLotSchema) },
    },
    handler: (request) => lotsInUpcomingAndRunning(contextOf(request), request.params.type, request.query),
  });
};
