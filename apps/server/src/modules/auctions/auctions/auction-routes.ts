import {
  addLotsSchema,
  AUCTION_PAGE_URLS,
  auctionDetailInputSchema,
  auctionDetailSchema,
  auctionInputSchema,
  auctionLogEntrySchema,
  auctionPostponeSchema,
  auctionRecordSchema,
  auctionRefSchema,
  lotPartSchema,
  lotRecordSchema,
  removeLotSchema,
  versionEntrySchema,
} from '@portal/contracts/auctions';
import { REPUBLISH_PAGE_URL } from '@portal/contracts/auction-copies';
import { auctionLotProductsSchema } from '@portal/contracts/lot-outcome';
import { pagedFilterQuerySchema, pagedQuerySchema, pagedSchema } from '@portal/contracts/paging';
import { idParamSchema, textSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { startStep } from '../../../platform/start-timing';
import { cancelAuction, closeAuction, forceFinishAuction, postponeAuction, publishAuction } from './auction-lifecycle';
import {
  addLots,
  deleteAuction,
  getAuction,
  getLotPart,
  lotsOfAuction,
  removeLot,
  saveAuction,
  saveAuctionDetails,
  setLotPart,
} from './auction-service';
import { AUCTION_REPORT_PAGE, productsOfAuction } from '../lots/lot-outcome';
import { auctionHistoryPage, auctionLogPage, pagedAuctions } from '../common/queries';
import { seedDemoAuction } from './seed';
import { startAuctionClock } from '../scheduler/auction-clock';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import type { AuctionRecord } from '@portal/contracts/auctions';

const id = idParamSchema;
const idParams = z.object({ id });
const okSchema = z.object({ status: z.literal('ok') });

/** `/data/rest/auctions` (spec §7): administration of auctions, their lots, parts and lifecycle. */
/** The auctions list's columns as the administration's list shows them. */
const AUCTION_EXPORT: ExportColumn<AuctionRecord>[] = [
  { header: 'auction.number', fallback: 'Auction number', value: (row) => row.auctionNumber },
  { header: 'auction.start_date', fallback: 'Start', kind: 'dateTime', value: (row) => row.startDate },
  { header: 'auction.end_date', fallback: 'End', kind: 'dateTime', value: (row) => row.endDate },
  {
    header: 'auction.status',
    fallback: 'Status',
    value: (row) => row.status,
    label: (status) => `auction.status_${status.toLowerCase()}`,
  },
  { header: 'auction.lot_count', fallback: 'Lots', kind: 'number', value: (row) => row.lotCount },
];

export const auctionRoutes: FeaturePlugin = async (app, { db, storage, config, bus }) => {
  // A demo auction with demo products (registered after the products, which seed those); tests build their own.
  if (config.demoSeed && config.demoFiles) {
    await seedDemoAuction({ db, storage }, app.log);
    startStep('demo auction');
  }
  // Auctions start and lots close on their second, on every instance (claims keep it once).
  if (config.auctionClock) {
    const clock = startAuctionClock(db, bus, app.log);
    app.addHook('onClose', () => clock.stop());
  }
  const manage = { access: { pages: [...AUCTION_PAGE_URLS] } } as const;
  // The republish screen reads the auction and its lots (the page grants republish itself).
  const read = { access: { pages: [...AUCTION_PAGE_URLS, REPUBLISH_PAGE_URL] } } as const;
  // The finished-auction report reads these too.
  const report = { access: { pages: [...AUCTION_PAGE_URLS, AUCTION_REPORT_PAGE] } } as const;
  const tags = ['auctions'];

  app.get('/auctions/paged', {
    config: manage,
    schema: {
      tags,
      summary: 'Auctions: one page (filter[number|status|startFrom|startTo|endFrom|endTo], sort)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(auctionRecordSchema) },
    },
    handler: (request) => pagedAuctions(signedInContext(request).db, request.query),
  });
  app.get(
    '/auctions/export',
    listExport({
      config: manage,
      name: 'auctions',
      tags,
      read: (request, query) => pagedAuctions(signedInContext(request).db, query),
      columns: AUCTION_EXPORT,
    }),
  );

  app.get('/auctions/log', {
    config: manage,
    schema: {
      tags,
      summary: 'Audit log of an auction (by auctionNumber), newest first',
      querystring: pagedQuerySchema.extend({ auctionNumber: textSchema().trim().min(1).max(40) }),
      response: { 200: pagedSchema(auctionLogEntrySchema) },
    },
    handler: (request) => auctionLogPage(signedInContext(request), request.query),
  });

  app.get('/auctions/history', {
    config: manage,
    schema: {
      tags,
      summary: 'Earlier versions of an auction, newest first',
      querystring: pagedQuerySchema.extend({ id }),
      response: { 200: pagedSchema(versionEntrySchema) },
    },
    handler: (request) => auctionHistoryPage(signedInContext(request), request.query),
  });

  app.get('/lot_part_in_auction/get_lot_part_for_auction_and_lot', {
    config: manage,
    schema: {
      tags,
      summary: 'The part of a lot in an auction',
      querystring: z.object({ auctionId: id, lotId: id }),
      response: { 200: lotPartSchema },
    },
    handler: (request) => getLotPart(signedInContext(request), request.query),
  });

  app.get('/auctions/:id', {
    config: read,
    schema: { tags, summary: 'One auction', params: idParams, response: { 200: auctionRecordSchema } },
    handler: (request) => getAuction(signedInContext(request), request.params.id),
  });

  app.get('/auctions/:id/details', {
    config: manage,
    schema: {
      tags,
      summary: 'The instructions (EN, SQ, SR)',
      params: idParams,
      response: { 200: auctionDetailSchema },
    },
    handler: async (request) => (await getAuction(signedInContext(request), request.params.id)).detail,
  });

  app.get('/auctions/:id/lots', {
    config: read,
    schema: { tags, summary: 'The lots of an auction', params: idParams, response: { 200: z.array(lotRecordSchema) } },
    handler: (request) => lotsOfAuction(signedInContext(request), request.params.id),
  });

  app.get('/auctions/:id/products', {
    config: report,
    schema: {
      tags,
      summary: 'Products of each lot of an auction (by lot part, then code)',
      params: idParams,
      response: { 200: z.array(auctionLotProductsSchema) },
    },
    handler: (request) => productsOfAuction(signedInContext(request), request.params.id),
  });

  app.post('/auctions', {
    config: manage,
    schema: {
      tags,
      summary: 'Create an auction, or change a CREATED one when the body has an id',
      body: auctionInputSchema,
      response: { 200: auctionRecordSchema },
    },
    handler: (request) => saveAuction(signedInContext(request), request.body),
  });

  app.delete('/auctions/:id', {
    config: manage,
    schema: { tags, summary: 'Delete a CREATED auction', params: idParams, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteAuction(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  app.post('/auctions/details', {
    config: manage,
    schema: {
      tags,
      summary: 'Write the instructions in three languages (rich text)',
      body: auctionDetailInputSchema,
      response: { 200: auctionDetailSchema },
    },
    handler: (request) => saveAuctionDetails(signedInContext(request), request.body),
  });

  app.post('/auctions/add_lots', {
    config: manage,
    schema: {
      tags,
      summary: 'Add free lots to a CREATED auction',
      body: addLotsSchema,
      response: { 200: z.array(lotRecordSchema) },
    },
    handler: (request) => addLots(signedInContext(request), request.body),
  });

  app.post('/auctions/remove_lot', {
    config: manage,
    schema: {
      tags,
      summary: 'Take a lot out of a CREATED auction',
      body: removeLotSchema,
      response: { 200: z.array(lotRecordSchema) },
    },
    handler: (request) => removeLot(signedInContext(request), request.body),
  });

  app.post('/auctions/add_lot_part', {
    config: manage,
    schema: { tags, summary: 'Set the part of a lot', body: lotPartSchema, response: { 200: lotPartSchema } },
    handler: (request) => setLotPart(signedInContext(request), request.body),
  });

  const lifecycle = (summary: string) =>
    ({ tags, summary, body: auctionRefSchema, response: { 200: auctionRecordSchema } }) as const;

  app.post('/auctions/publish', {
    config: manage,
    schema: lifecycle('Publish a CREATED auction'),
    handler: (request) => publishAuction(signedInContext(request), request.body),
  });

  app.post('/auctions/close', {
    config: manage,
    schema: lifecycle('Close participation (PUBLISHED → CLOSED)'),
    handler: (request) => closeAuction(signedInContext(request), request.body),
  });

  app.post('/auctions/cancel', {
    config: manage,
    schema: lifecycle('Cancel the auction'),
    handler: (request) => cancelAuction(signedInContext(request), request.body),
  });

  app.post('/auctions/force_finish', {
    config: manage,
    schema: lifecycle('Finish a RUNNING auction now'),
    handler: (request) => forceFinishAuction(signedInContext(request), request.body),
  });

  app.post('/auctions/postpone', {
    config: manage,
    schema: {
      tags,
      summary: 'New dates and notes for a PUBLISHED or CLOSED auction',
      body: auctionPostponeSchema,
      response: { 200: auctionRecordSchema },
    },
    handler: (request) => postponeAuction(signedInContext(request), request.body),
  });
};
