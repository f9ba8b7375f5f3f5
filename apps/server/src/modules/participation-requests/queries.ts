import type { AuctionLogEntry } from '@portal/contracts/auctions';
import type { Paged, PagedQuery, PagedFilterQuery } from '@portal/contracts/paging';
import {
  PARTICIPATION_STATUSES,
  type ParticipationRequest,
  type ParticipationUser,
} from '@portal/contracts/participation-requests';
import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { auditRowsPage, presentAuditRow } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/tables';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import {
  containsFilter,
  integerFilter,
  oneOfFilter,
  pagedRows,
  pagingPlan,
  type PagingSpec,
} from '../../platform/http/paging';
import { findAuctionRow, findLotRow } from '../auctions';
import { presentRequests, type Viewer } from './present';
import { participationRequests as requests } from './tables';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';

/** A paged query with its `filter[...]` parameters. */

const SORTABLE = {
  id: requests.id,
  status: requests.status,
  username: requests.username,
  auction: requests.auctionId,
  lot: requests.lotId,
  createdAt: requests.createdAt,
  decidedAt: requests.decidedAt,
};

async function page(
  db: Db,
  query: PagedFilterQuery,
  spec: Omit<PagingSpec, 'sortable'>,
  viewer: Viewer,
): Promise<Paged<ParticipationRequest>> {
  const plan = pagingPlan(query, { sortable: SORTABLE, ...spec });
  const rows = await pagedRows(db, requests, plan, (row) => row);
  return { content: await presentRequests(db, rows.content, viewer), totalElements: rows.totalElements };
}

const statusFilter = oneOfFilter(requests.status, PARTICIPATION_STATUSES);

/** `GET paged` (staff): filter auction, lot (ids), status, username (contains). */
export function pagedRequests({ db }: ServiceContext, query: PagedFilterQuery) {
  return page(
    db,
    query,
    {
      filters: {
        auction: integerFilter(requests.auctionId),
        lot: integerFilter(requests.lotId),
        status: statusFilter,
        username: containsFilter(requests.username),
      },
    },
    'staff',
  );
}

/** `GET my_requests`: the caller's own requests; filter auction, lot, status. */
export function myRequests({ db, caller: { account: auth } }: SignedInContext, query: PagedFilterQuery) {
  return page(
    db,
    query,
    {
      where: eq(requests.userId, auth.userId),
      filters: {
        auction: integerFilter(requests.auctionId),
        lot: integerFilter(requests.lotId),
        status: statusFilter,
      },
    },
    'owner',
  );
}

/** `GET lot/{id}` (staff): the requests of a lot (in any auction); filter auction, status, username. */
export async function requestsOfLot({ db }: ServiceContext, lotId: number, query: PagedFilterQuery) {
  await findLotRow(db, lotId);
  return page(
    db,
    query,
    {
      where: eq(requests.lotId, lotId),
      filters: {
        auction: integerFilter(requests.auctionId),
        status: statusFilter,
        username: containsFilter(requests.username),
      },
    },
    'staff',
  );
}

/** `GET /auctions/{id}/requests` (staff, the finished-auction report): the auction's requests; filter lot, status, username. */
export async function requestsOfAuction({ db }: ServiceContext, auctionId: number, query: PagedFilterQuery) {
  await findAuctionRow(db, { id: auctionId });
  return page(
    db,
    query,
    {
      where: eq(requests.auctionId, auctionId),
      filters: {
        lot: integerFilter(requests.lotId),
        status: statusFilter,
        username: containsFilter(requests.username),
      },
    },
    'staff',
  );
}

/** `GET users?auctionId=` (staff): users with requests for the auction, by username, with counts. */
export async function usersOfAuction(
  { db }: ServiceContext,
  auctionId: number,
  query: PagedQuery,
): Promise<Paged<ParticipationUser>> {
  await findAuctionRow(db, { id: auctionId });
  const where = eq(requests.auctionId, auctionId);
  const countOf = (status: string) =>
    sql<number>`count(*) filter (where ${requests.status} = ${status})`.mapWith(Number);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        userId: requests.userId,
        username: requests.username,
        requests: count(),
        pending: countOf('PENDING'),
        approved: countOf('APPROVED'),
        rejected: countOf('REJECTED'),
      })
      .from(requests)
      .where(where)
      .groupBy(requests.userId, requests.username)
      .orderBy(asc(requests.username), asc(requests.userId))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db
      .select({ total: sql<number>`count(distinct ${requests.userId})`.mapWith(Number) })
      .from(requests)
      .where(where),
  ]);
  return { content: rows, totalElements: total };
}

/**
 * `GET log?id=` (one request) or `GET log?auctionId=` (every request of an auction, withdrawn ones
 * included: the audit rows carry the auction id), newest first.
 */
export async function requestLog(
  { db }: ServiceContext,
  target: { id?: number; auctionId?: number },
  query: PagedQuery,
): Promise<Paged<AuctionLogEntry>> {
  let where: SQL | undefined;
  const entity = eq(auditLog.entity, 'participation_request');
  if (target.id !== undefined) {
    where = and(entity, eq(auditLog.entityId, String(target.id)));
  } else if (target.auctionId !== undefined) {
    await findAuctionRow(db, { id: target.auctionId });
    const auction = String(target.auctionId);
    where = and(
      entity,
      or(sql`${auditLog.after}->>'auctionId' = ${auction}`, sql`${auditLog.before}->>'auctionId' = ${auction}`),
    );
  } else {
    throw badRequest({ id: 'generic.required' });
  }
  const { rows, total } = await auditRowsPage(db, where, query.page, query.count);
  return { content: rows.map(presentAuditRow), totalElements: total };
}
