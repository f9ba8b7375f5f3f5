import { AUCTION_PAGE_URLS, auctionLogEntrySchema } from '@portal/contracts/auctions';
import { lotLicencesSchema } from '@portal/contracts/lot-outcome';
import { pagedFilterQuerySchema, pagedQuerySchema, pagedSchema } from '@portal/contracts/paging';
import {
  lotEligibilitySchema,
  PARTICIPATION_ADMIN_PAGE,
  PARTICIPATION_USER_PAGE,
  participationIdSchema,
  participationRejectSchema,
  participationRequestInputSchema,
  participationRequestSchema,
  participationUserDetailsSchema,
  participationUserSchema,
  staffParticipationRequestSchema,
} from '@portal/contracts/participation-requests';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { AUCTION_REPORT_PAGE, onAuctionCancelled, provideRequestedAuctions } from '../auctions';
import { registerUserHistory } from '../users';
import { lotEligibility, lotLicences, userDetails } from './eligibility';
import { myRequests, pagedRequests, requestLog, requestsOfAuction, requestsOfLot, usersOfAuction } from './queries';
import {
  auctionIdsRequestedBy,
  decideRequest,
  getRequest,
  mailRequestersOfCancelledAuction,
  requestersAmong,
  requestParticipation,
  withdrawRequest,
} from './service';
import { requestParticipationForUser } from './staff-request';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
import type { ParticipationRequest } from '@portal/contracts/participation-requests';

const id = idParamSchema;
const idParams = z.object({ id });
const okSchema = z.object({ status: z.literal('ok') });

/** `/data/rest/auction_participation_requests` (spec §7): requests to take part in lots, and their review. */
/** The requests list's columns as the administration's list shows them. */
const REQUEST_EXPORT: ExportColumn<ParticipationRequest>[] = [
  { header: 'participation.id', fallback: 'No.', value: (row) => row.id },
  { header: 'participation.auction', fallback: 'Auction', value: (row) => row.auction.auctionNumber },
  { header: 'participation.lot', fallback: 'Lot', value: (row) => row.lot.code },
  { header: 'participation.username', fallback: 'Username', value: (row) => row.user.username },
  { header: 'participation.status', fallback: 'Status', value: (row) => row.status, label: (s) => s },
  { header: 'participation.created_at', fallback: 'Requested', kind: 'dateTime', value: (row) => row.createdAt },
];
/** The account holder's own requests as their list shows them (My participation requests). */
const MY_REQUEST_EXPORT: ExportColumn<ParticipationRequest>[] = [
  { header: 'participation.auction', fallback: 'Auction', value: (row) => row.auction.auctionNumber },
  { header: 'participation.lot', fallback: 'Lot', value: (row) => row.lot.code },
  { header: 'participation.status', fallback: 'Status', value: (row) => row.status, label: (s) => s },
  { header: 'participation.reject_reason', fallback: 'Reason of rejection', value: (row) => row.rejectReason },
  { header: 'participation.created_at', fallback: 'Requested', kind: 'dateTime', value: (row) => row.createdAt },
];

export const participationRequestRoutes: FeaturePlugin = (app) => {
  const staff = { access: { pages: [PARTICIPATION_ADMIN_PAGE] } } as const;
  const holder = { access: { pages: [PARTICIPATION_USER_PAGE] } } as const;
  const tags = ['participation requests'];
  const paged = pagedSchema(participationRequestSchema);
  registerUserHistory(requestersAmong);
  onAuctionCancelled('participation-requests', mailRequestersOfCancelledAuction);
  provideRequestedAuctions(auctionIdsRequestedBy);

  app.post('/auction_participation_requests/request', {
    config: holder,
    schema: {
      tags,
      summary: 'Ask to take part in a lot of a PUBLISHED auction (account holders)',
      body: participationRequestInputSchema,
      response: { 200: participationRequestSchema },
    },
    handler: (request) => requestParticipation(signedInContext(request), request.body),
  });

  app.post('/auction_participation_requests', {
    config: staff,
    schema: {
      tags,
      summary: "Staff: a PENDING request on a user's behalf (user, lot, auction), by the user's own rules",
      body: staffParticipationRequestSchema,
      response: { 200: participationRequestSchema },
    },
    handler: (request) => requestParticipationForUser(signedInContext(request), request.body),
  });

  app.get('/auction_participation_requests/my_requests', {
    config: holder,
    schema: {
      tags,
      summary: "The caller's own requests (filter[auction|lot|status])",
      querystring: pagedFilterQuerySchema,
      response: { 200: paged },
    },
    handler: (request) => myRequests(signedInContext(request), request.query),
  });
  app.get(
    '/auction_participation_requests/my_requests/export',
    listExport({
      config: holder,
      name: 'my-participation-requests',
      tags,
      read: (request, query) => myRequests(signedInContext(request), query),
      columns: MY_REQUEST_EXPORT,
    }),
  );

  app.get('/auction_participation_requests/lot/:id/eligibility', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: "The lot's required licence types against the caller's licences, and the caller's request",
      params: idParams,
      response: { 200: lotEligibilitySchema },
    },
    handler: (request) => lotEligibility(signedInContext(request), request.params.id),
  });

  app.get('/auction_participation_requests/paged', {
    config: staff,
    schema: {
      tags,
      summary: 'Requests: one page (filter[auction|lot|status|username], sort)',
      querystring: pagedFilterQuerySchema,
      response: { 200: paged },
    },
    handler: (request) => pagedRequests(signedInContext(request), request.query),
  });
  app.get(
    '/auction_participation_requests/export',
    listExport({
      config: staff,
      name: 'participation-requests',
      tags,
      read: (request, query) => pagedRequests(signedInContext(request), query),
      columns: REQUEST_EXPORT,
    }),
  );

  app.get('/auction_participation_requests/lot/:id', {
    config: staff,
    schema: {
      tags,
      summary: 'The requests of a lot',
      params: idParams,
      querystring: pagedFilterQuerySchema,
      response: { 200: paged },
    },
    handler: (request) => requestsOfLot(signedInContext(request), request.params.id, request.query),
  });

  app.get('/auction_participation_requests/users', {
    config: staff,
    schema: {
      tags,
      summary: 'Users with requests for an auction, with counts per status',
      querystring: pagedQuerySchema.extend({ auctionId: id }),
      response: { 200: pagedSchema(participationUserSchema) },
    },
    handler: (request) => usersOfAuction(signedInContext(request), request.query.auctionId, request.query),
  });

  app.get('/auction_participation_requests/log', {
    config: staff,
    schema: {
      tags,
      summary: 'Audit log of a request (id) or of every request of an auction (auctionId), newest first',
      querystring: pagedQuerySchema.extend({ id: id.optional(), auctionId: id.optional() }),
      response: { 200: pagedSchema(auctionLogEntrySchema) },
    },
    handler: (request) => requestLog(signedInContext(request), request.query, request.query),
  });

  app.get('/auction_participation_requests/userdetails', {
    config: staff,
    schema: {
      tags,
      summary: 'The requesting user with their guarantees and licences, flagged against the lot',
      querystring: z.object({ id }),
      response: { 200: participationUserDetailsSchema },
    },
    handler: (request) => userDetails(signedInContext(request), request.query.id),
  });

  app.post('/auction_participation_requests/approve', {
    config: staff,
    schema: {
      tags,
      summary: 'Approve a PENDING request',
      body: participationIdSchema,
      response: { 200: participationRequestSchema },
    },
    handler: (request) => decideRequest(signedInContext(request), request.body.id, { status: 'APPROVED' }),
  });

  app.post('/auction_participation_requests/reject', {
    config: staff,
    schema: {
      tags,
      summary: 'Reject a PENDING request with a reason',
      body: participationRejectSchema,
      response: { 200: participationRequestSchema },
    },
    handler: (request) =>
      decideRequest(signedInContext(request), request.body.id, {
        status: 'REJECTED',
        rejectReason: request.body.rejectReason,
      }),
  });

  app.get('/auctions/:id/requests', {
    config: { access: { pages: [...AUCTION_PAGE_URLS, AUCTION_REPORT_PAGE] } },
    schema: {
      tags: ['auctions'],
      summary: 'Participation requests of an auction: one page (filter[lot|status|username], sort)',
      params: idParams,
      querystring: pagedFilterQuerySchema,
      response: { 200: paged },
    },
    handler: (request) => requestsOfAuction(signedInContext(request), request.params.id, request.query),
  });

  app.get('/lots/:id/licenses', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['lots'],
      summary: "The caller's licences of the lot's required types, with whether each covers the auction",
      params: idParams,
      response: { 200: lotLicencesSchema },
    },
    handler: (request) => lotLicences(signedInContext(request), request.params.id),
  });

  app.get('/auction_participation_requests/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'One request (its owner, or staff)',
      params: idParams,
      response: { 200: participationRequestSchema },
    },
    handler: (request) => getRequest(signedInContext(request), request.params.id),
  });

  app.delete('/auction_participation_requests/:id', {
    config: { access: 'authenticated' },
    schema: { tags, summary: 'Withdraw an own PENDING request', params: idParams, response: { 200: okSchema } },
    handler: async (request) => {
      await withdrawRequest(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
