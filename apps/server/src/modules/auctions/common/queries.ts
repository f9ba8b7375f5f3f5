import { AUCTION_STATUSES, LOT_STATUSES } from '@portal/contracts/auction-status';
import type { AuctionLogEntry, AuctionRecord, LotRecord, VersionEntry } from '@portal/contracts/auctions';
import { parseTransportDate } from '@portal/contracts/dates';
import type { Paged, PagedQuery, PagedFilterQuery } from '@portal/contracts/paging';
import { and, count, desc, eq, gte, isNull, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import { auditRowsPage, presentAuditRow } from '../../../platform/audit/audit';
import { auditLog } from '../../../platform/audit/tables';
import type { Db } from '../../../platform/db/database';
import type { ServiceContext } from '../../../platform/http/context';
import {
  containsFilter,
  integerFilter,
  oneOfFilter,
  pagedRows,
  pagingPlan,
  searchFilter,
  type FilterBuilder,
} from '../../../platform/http/paging';
import { businessTimeZone } from '../../settings';
import { findAuctionRow } from '../auctions/auction-service';
import { findLotRow } from '../lots/lot-service';
import { presentAuctions, presentLots } from './present';
import { auctionHistory, auctions, lotHistory, lots } from '../tables';

/** A date filter (`DD.MM.YYYY[ HH:mm]` in the business zone, or ISO) comparing a timestamp column. */
const dateFilter =
  (zone: string, compare: 'from' | 'to', column: AnyColumn): FilterBuilder =>
  (value) => {
    const date = parseTransportDate(value, zone);
    if (!date) return undefined;
    return compare === 'from' ? gte(column, date) : lte(column, date);
  };

/** `GET /auctions/paged`: filter number, status, startFrom, startTo; sort id, number, dates, status. */
export async function pagedAuctions(db: Db, query: PagedQuery | PagedFilterQuery): Promise<Paged<AuctionRecord>> {
  const zone = await businessTimeZone(db);
  const plan = pagingPlan(query, {
    sortable: {
      id: auctions.id,
      auctionNumber: auctions.auctionNumber,
      startDate: auctions.startDate,
      endDate: auctions.endDate,
      status: auctions.status,
      updatedAt: auctions.updatedAt,
    },
    filters: {
      auctionNumber: containsFilter(auctions.auctionNumber),
      number: containsFilter(auctions.auctionNumber),
      status: oneOfFilter(auctions.status, AUCTION_STATUSES),
      startFrom: dateFilter(zone, 'from', auctions.startDate),
      startTo: dateFilter(zone, 'to', auctions.startDate),
      endFrom: dateFilter(zone, 'from', auctions.endDate),
      endTo: dateFilter(zone, 'to', auctions.endDate),
    },
  });
  const page = await pagedRows(db, auctions, plan, (row) => row);
  return { content: await presentAuctions(db, page.content), totalElements: page.totalElements };
}

/** `GET /lots/paged`: filter code, status, auction (id), free (`true`: in no auction), search. */
export async function pagedLots({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<LotRecord>> {
  const plan = pagingPlan(query, {
    sortable: {
      id: lots.id,
      code: lots.code,
      status: lots.status,
      startingPrice: lots.startingPrice,
      lotPart: lots.lotPart,
      updatedAt: lots.updatedAt,
    },
    filters: {
      code: containsFilter(lots.code),
      status: oneOfFilter(lots.status, LOT_STATUSES),
      auction: integerFilter(lots.auctionId),
      free: (value) => (value === 'true' ? isNull(lots.auctionId) : undefined),
      search: searchFilter(lots.code, lots.description, lots.descriptionEN, lots.descriptionSR),
    },
  });
  const page = await pagedRows(db, lots, plan, (row) => row);
  return { content: await presentLots(db, page.content), totalElements: page.totalElements };
}

async function auditPage(db: Db, where: SQL | undefined, query: PagedQuery): Promise<Paged<AuctionLogEntry>> {
  const { rows, total } = await auditRowsPage(db, where, query.page, query.count);
  return { content: rows.map(presentAuditRow), totalElements: total };
}

/** `GET /auctions/log?auctionNumber=`: every audited action on the auction, newest first. */
export async function auctionLogPage(
  { db }: ServiceContext,
  { auctionNumber, ...query }: PagedQuery & { auctionNumber: string },
) {
  const auction = await findAuctionRow(db, { auctionNumber });
  return auditPage(db, and(eq(auditLog.entity, 'auction'), eq(auditLog.entityId, String(auction.id))), query);
}

/** `GET /lots/log?id=`. */
export async function lotLogPage({ db }: ServiceContext, { id, ...query }: PagedQuery & { id: number }) {
  await findLotRow(db, id);
  return auditPage(db, and(eq(auditLog.entity, 'lot'), eq(auditLog.entityId, String(id))), query);
}

type HistoryTable = typeof auctionHistory | typeof lotHistory;

async function versionPage(
  db: Db,
  table: HistoryTable,
  objectColumn: typeof auctionHistory.auctionId | typeof lotHistory.lotId,
  id: number,
  query: PagedQuery,
): Promise<Paged<VersionEntry>> {
  const where = eq(objectColumn, id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(table)
      .where(where)
      .orderBy(desc(table.version))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return {
    content: rows.map((r) => ({
      id: r.id,
      objectId: 'auctionId' in r ? r.auctionId : r.lotId,
      version: r.version,
      action: r.action,
      values: r.values as Record<string, unknown>,
      changedAt: r.changedAt.toISOString(),
      changedBy: r.changedBy,
    })),
    totalElements: total,
  };
}

/** `GET /auctions/history?id=`: the earlier versions of the auction, newest first. */
export async function auctionHistoryPage({ db }: ServiceContext, { id, ...query }: PagedQuery & { id: number }) {
  await findAuctionRow(db, { id });
  return versionPage(db, auctionHistory, auctionHistory.auctionId, id, query);
}

/** `GET /lots/history?id=`: versions replaced by enable edit, newest first. */
export async function lotHistoryPage({ db }: ServiceContext, { id, ...query }: PagedQuery & { id: number }) {
  await findLotRow(db, id);
  return versionPage(db, lotHistory, lotHistory.lotId, id, query);
}
