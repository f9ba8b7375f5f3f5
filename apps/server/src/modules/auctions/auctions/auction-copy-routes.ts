import {
  auctionCopyResultSchema,
  auctionCopySchema,
  auctionDuplicateSchema,
  auctionRepublishSchema,
  failedLotSchema,
  REPUBLISH_PAGE_URL,
} from '@portal/contracts/auction-copies';
import { AUCTION_PAGE_URLS } from '@portal/contracts/auctions';
import { pagedQuerySchema, pagedSchema } from '@portal/contracts/paging';
import { idParamSchema, textSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { copiesOfAuction, duplicateAuction, failedLotsOf, republishAuction } from './auction-copies';

const id = idParamSchema;

/** `/data/rest/auctions`: duplicate, republish, the copies made of an auction and the lots that failed. */
export const auctionCopyRoutes: FeaturePlugin = (app) => {
  const manage = { access: { pages: [...AUCTION_PAGE_URLS] } } as const;
  const republish = { access: { pages: [...AUCTION_PAGE_URLS, REPUBLISH_PAGE_URL] } } as const;
  const tags = ['auctions'];

  app.post('/auctions/duplicate', {
    config: manage,
    schema: {
      tags,
      summary: 'A CREATED copy with new dates and copies of the lots whose products are available',
      body: auctionDuplicateSchema,
      response: { 200: auctionCopyResultSchema },
    },
    handler: (request) => duplicateAuction(signedInContext(request), request.body),
  });

  app.post('/auctions/republish', {
    config: republish,
    schema: {
      tags,
      summary: 'A new CREATED auction from chosen UNSOLD lots of a FINISHED or CANCELLED one',
      body: auctionRepublishSchema,
      response: { 200: auctionCopyResultSchema },
    },
    handler: (request) => republishAuction(signedInContext(request), request.body),
  });

  app.get('/auctions/duplicates', {
    config: republish,
    schema: {
      tags,
      summary: 'Auctions made from this one (by id or auctionNumber), newest first',
      querystring: pagedQuerySchema
        .extend({ id: id.optional(), auctionNumber: textSchema().trim().min(1).max(40).optional() })
        .refine((v) => v.id !== undefined || v.auctionNumber !== undefined, {
          path: ['auctionNumber'],
          message: 'generic.required',
        }),
      response: { 200: pagedSchema(auctionCopySchema) },
    },
    handler: (request) => copiesOfAuction(signedInContext(request), request.query),
  });

  app.get('/auctions/:id/failedlots', {
    config: republish,
    schema: {
      tags,
      summary: 'Lots of the source that could not be copied into this auction',
      params: z.object({ id }),
      response: { 200: z.array(failedLotSchema) },
    },
    handler: (request) => failedLotsOf(signedInContext(request), request.params.id),
  });
};
