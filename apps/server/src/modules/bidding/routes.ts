import { lotDescription } from '@portal/contracts/lot-texts';
import {
  auctionLotBidsSchema,
  BID_TOPIC_PREFIX,
  bidsAfterQuerySchema,
  bidsAfterSchema,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  LOT_BIDS_HEADERS,
  type LotBidsHeaders,
  lotBidsHeadersSchema,
  lotChainQuerySchema,
  lotChainSchema,
  sendBidAnswerSchema,
  sendBidSchema,
  setMaximumSchema,
  STAFF_BIDS_PAGE_URL,
  staffBidsAnswerSchema,
  verifyReceiptAnswerSchema,
  verifyReceiptQuerySchema,
} from '@portal/contracts/bidding';
import { LOTS_PAGE_URL, lotDtoSchema } from '@portal/contracts/auctions';
import {
  bidHistoryQuerySchema,
  bidHistorySchema,
  followAnswerSchema,
  followsSchema,
  followTargetSchema,
  lotIdParamsSchema,
  myBidsQuerySchema,
  myBidsSchema,
  type MyBidLot,
} from '@portal/contracts/follows';
import { pagedQuerySchema } from '@portal/contracts/paging';
import type { FastifyRequest } from 'fastify';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
import { contextOf, signedInContext } from '../../platform/http/context';
import { invalidatePublicOnTopic } from '../../platform/http/public-cache';
import { withResponseHeaders } from '../../platform/http/response-headers';
import { startStep } from '../../platform/start-timing';
import type { FeaturePlugin } from '../../platform/http/types';
import { LOT_WITH_BIDS_TAGS, onLotSettled } from '../auctions';
import { registerUserHistory } from '../users';
import { BID_PUBLIC_TAGS } from './engine';
import { verifyReceipt } from './ledger';
import { bidHistory, follow, listFollows, myBids, unfollow } from './follows';
import { lotDto } from './lot-dto';
import { mailLotClosed } from './notices';
import { placeBid, setMaximum } from './place-bid';
import { auctionLotBids, bidsAfter, lotChain, markWatching, staffLotBids } from './reads';
import { usersWithBids } from './service';
import { seedRunningDemoAuction } from './seed';

const id = idParamSchema;

/** The rate-limit key of a signed-in request: its token (anonymous requests are refused anyway). */
const sessionKey = (request: FastifyRequest) => {
  const token = request.headers['x-auth-token'];
  return typeof token === 'string' && token !== '' ? `token:${token}` : request.ip;
};

/**
 * Live bidding (spec §7 "Auctions", DESIGN.md §5): placing bids and maximums, the bidding screen's reads,
 * the resync read, staff's bids of a lot and the public receipt check. Pushes go out from the bid's own
 * transaction (engine.ts) through the bus.
 */
/** My bids as its screen shows them: the lot, its auction, the caller's position, the prices and the end. */
const MY_BIDS_EXPORT: ExportColumn<MyBidLot>[] = [
  { header: 'my_bids.lot', fallback: 'Lot', value: (row) => row.lotCode },
  { header: 'my_bids.auction_number', fallback: 'Auction', value: (row) => row.auctionNumber },
  { header: 'my_bids.description', fallback: 'Description', value: (row, lang) => lotDescription(row, lang) },
  {
    header: 'my_bids.position',
    fallback: 'Position',
    value: (row) => row.position,
    label: (position) => `my_bids.position.${position}`,
  },
  { header: 'my_bids.current_price', fallback: 'Current price', kind: 'money', value: (row) => row.highestBid },
  { header: 'my_bids.winning_price', fallback: 'Winning price', kind: 'money', value: (row) => row.winningAmount },
  { header: 'my_bids.my_best', fallback: 'Your bid', kind: 'money', value: (row) => row.myBestBid },
  { header: 'my_bids.my_maximum', fallback: 'Your maximum', kind: 'money', value: (row) => row.myMaximum },
  { header: 'my_bids.ends_at', fallback: 'Ends', kind: 'dateTime', value: (row) => row.endTime },
  { header: 'my_bids.bid_count', fallback: 'Bids', kind: 'number', value: (row) => row.bidCount },
];

export const biddingRoutes: FeaturePlugin = async (app, { db, storage, config }) => {
  const tags = ['bidding'];
  onLotSettled('bidding', mailLotClosed);
  registerUserHistory(usersWithBids);
  // Every accepted bid moves its lot's highest bid (and maybe its end) on the public lot lists.
  invalidatePublicOnTopic(BID_TOPIC_PREFIX, BID_PUBLIC_TAGS);
  // After the auctions and requests it builds on; tests build their own.
  if (config.demoSeed && config.demoFiles) {
    await seedRunningDemoAuction({ db, storage }, app.log);
    startStep('running demo auction');
  }

  app.post('/auction/send_bid', {
    // Per session, not per address: many bidders may share one address behind a company's proxy.
    config: {
      access: 'authenticated',
      rateLimit: { max: config.bidRateLimit, timeWindow: 1000, keyGenerator: sessionKey },
    },
    schema: {
      tags,
      summary:
        'Places a bid (and optionally a private maximum); a retry with the same Idempotency-Key answers the first bid',
      headers: z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema.optional() }).loose(),
      body: sendBidSchema,
      response: { 200: sendBidAnswerSchema },
    },
    handler: (request) => placeBid(signedInContext(request), request.body, request.headers[IDEMPOTENCY_HEADER] ?? null),
  });

  app.post('/auction/set_maximum', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The leading bidder changes or removes their private maximum',
      body: setMaximumSchema,
      response: { 200: z.object({ maximumAmount: z.number().nullable() }) },
    },
    handler: (request) => setMaximum(signedInContext(request), request.body),
  });

  app.get('/auction/:id/lot_bids', {
    // A live read by the server's clock, and the caller's own part for a signed-in caller: never stored (no-store).
    config: { access: 'public', noStore: true },
    schema: {
      tags,
      summary:
        "Each lot of the auction keyed by lot id: highest and minimum next bid, end, time left, last bids, the caller's part",
      description:
        "The body is keyed by lot id at the top level; the response headers give the server's time every " +
        "`remainingTime` is reckoned from and the caller's kind. The auction itself: `GET /auctions/public/{id}`.",
      params: z.object({ id }),
      response: { 200: withResponseHeaders(auctionLotBidsSchema, lotBidsHeadersSchema) },
    },
    handler: async (request, reply) => {
      const { lots, serverTime, viewer } = await auctionLotBids(contextOf(request), request.params.id);
      const headers: LotBidsHeaders = { [LOT_BIDS_HEADERS.serverTime]: serverTime, [LOT_BIDS_HEADERS.viewer]: viewer };
      reply.headers(headers);
      return lots;
    },
  });

  app.get('/auction/lot/:lotId/bids', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The bids of a lot after seq `after`, oldest first (resync after a gap or a reconnect)',
      params: z.object({ lotId: id }),
      querystring: bidsAfterQuerySchema,
      response: { 200: bidsAfterSchema },
    },
    handler: (request) => bidsAfter(contextOf(request), request.params.lotId, request.query),
  });

  app.post('/auction/:id/watching', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The bidding screen of the auction is open (no outbid mail meanwhile)',
      params: z.object({ id }),
    },
    handler: async (request, reply) => {
      await markWatching(signedInContext(request), request.params.id);
      return reply.status(204).send();
    },
  });

  app.get('/auctions/bids/:auctionId/:lotId', {
    config: { access: { pages: [STAFF_BIDS_PAGE_URL] } },
    schema: {
      tags,
      summary: 'One page of the bids of a lot, newest first, with times and hashes (names once the lot has closed)',
      params: z.object({ auctionId: id, lotId: id }),
      querystring: pagedQuerySchema.pick({ page: true, count: true }),
      response: { 200: staffBidsAnswerSchema },
    },
    handler: (request) => staffLotBids(signedInContext(request), request.params, request.query),
  });

  app.get('/auction/verify_receipt', {
    config: { access: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
    schema: {
      tags,
      summary: "Checks a bid receipt (lot, seq, hash) against the lot's chain",
      querystring: verifyReceiptQuerySchema,
      response: { 200: verifyReceiptAnswerSchema },
    },
    handler: (request) => verifyReceipt(contextOf(request), request.query),
  });

  app.get('/auction/lot_chain/:lotId', {
    // The same for everyone; every bid (its topic: 'bids') and any lot change ('auctions') drop it.
    config: { access: 'public', publicCache: { tags: LOT_WITH_BIDS_TAGS } },
    schema: {
      tags,
      summary:
        "One page of a lot's public ledger after seq `after`, oldest first: each bid's seq, amount, pseudonym number, kind, time and hash, and the lot's head (docs/ledger.md)",
      params: z.object({ lotId: id }),
      querystring: lotChainQuerySchema,
      response: { 200: lotChainSchema },
    },
    handler: (request) => lotChain(contextOf(request), request.params.lotId, request.query),
  });

  app.get('/lots/dto', {
    config: { access: { pages: [LOTS_PAGE_URL] } },
    schema: {
      tags: ['lots'],
      summary: 'A lot with its start, end, time left (ms), highest bid and required licences',
      querystring: z.object({ id }),
      response: { 200: lotDtoSchema },
    },
    handler: (request) => lotDto(signedInContext(request), request.query.id),
  });

  app.get('/auction/lot/:lotId/bid_history', {
    // Public as `lot_bids`: bidders by their pseudonym numbers.
    config: { access: 'public', noStore: true },
    schema: {
      tags,
      summary: "One page of a lot's bids, newest first: amount, pseudonym number, kind and server time",
      params: lotIdParamsSchema,
      querystring: bidHistoryQuerySchema,
      response: { 200: bidHistorySchema },
    },
    handler: (request) => bidHistory(contextOf(request), request.params.lotId, request.query),
  });

  app.post('/follows', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The caller follows a lot or an auction (again: no change)',
      body: followTargetSchema,
      response: { 200: followAnswerSchema },
    },
    handler: (request) => follow(signedInContext(request), request.body),
  });

  app.post('/follows/unfollow', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The caller stops following a lot or an auction (not followed: no change)',
      body: followTargetSchema,
      response: { 200: followAnswerSchema },
    },
    handler: (request) => unfollow(signedInContext(request), request.body),
  });

  app.get('/follows', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "The caller's followed lots (ids) and auctions",
      response: { 200: followsSchema },
    },
    handler: (request) => listFollows(signedInContext(request)),
  });

  app.get(
    '/my_bids/export',
    listExport({
      config: { access: 'authenticated' },
      name: 'my-bids',
      tags,
      query: myBidsQuerySchema,
      read: (request, query) => myBids(signedInContext(request), query),
      columns: MY_BIDS_EXPORT,
    }),
  );

  app.get('/my_bids', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary:
        "One page of the lots the caller bid on or follows: position, current price, the caller's best bid and maximum, end",
      querystring: myBidsQuerySchema,
      response: { 200: myBidsSchema },
    },
    handler: (request) => myBids(signedInContext(request), request.query),
  });
};
