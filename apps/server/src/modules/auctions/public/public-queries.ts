import type { AuctionStatus, LotStatus } from '@portal/contracts/auction-status';
import type { Paged, PagedFilterQuery } from '@portal/contracts/paging';
import {
  LOT_FILTER_STATUSES,
  PROMOTED_AUCTIONS_MAX,
  PUBLIC_AUCTION_STATUSES,
  PUBLIC_LIST_STATUSES,
  type PromotedAuctions,
  type PublicAuction,
  type PublicAuctionList,
  type PublicLot,
  type PublicLotDetail,
} from '@portal/contracts/public-auctions';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound, unauthorized } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { containsFilter, integerFilter, pagingPlan, searchFilter } from '../../../platform/http/paging';
import { firstPhotoIds, productViewsByIds } from '../../products';
import { vocabularyRecordsByIds } from '../../vocabularies';
import type { AuctionRow, LotRow } from '../common/rows';
import { auctionSummaryOf, lotCountsOf, productIdsOfLot } from '../common/present';
import { auctions, lotLicenseTypes, lotProducts, lots } from '../tables';
import { nextStepsOfAuction } from '../common/next-steps';

/** Lots the public lists of upcoming and running auctions show: those still on offer. */
const LISTED_LOT_STATUSES: readonly LotStatus[] = ['ASSIGNED', 'ACTIVE'];

/** The auctions a user asked to take part in (any request status): the participation requests module knows. */
export type RequestedAuctions = (db: Db, userId: number) => Promise<number[]>;
let requestedAuctions: RequestedAuctions = () => Promise.resolve([]);

/** Set by the participation requests module, which sits above auctions, for the "my auctions" lot list. */
export function provideRequestedAuctions(read: RequestedAuctions): void {
  requestedAuctions = read;
}

const isPublic = (status: string) => PUBLIC_AUCTION_STATUSES.includes(status as AuctionStatus);

export async function presentPublicAuctions(db: Db, rows: AuctionRow[]): Promise<PublicAuction[]> {
  const lotCount = await lotCountsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    auctionNumber: row.auctionNumber,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    status: row.status,
    notes: row.notes,
    detail: { auctionId: row.id, valueEN: row.instructionEN, valueSQ: row.instructionSQ, valueSR: row.instructionSR },
    nextSteps: nextStepsOfAuction(row),
    lotCount: lotCount.get(row.id) ?? 0,
  }));
}

type LotWithAuction = { lot: LotRow; auction: AuctionRow };

/** Lot cards: product counts, first photos and licence types fetched once for all the rows. */
export async function presentPublicLots(db: Db, rows: LotWithAuction[]): Promise<PublicLot[]> {
  const ids = rows.map((r) => r.lot.id);
  if (ids.length === 0) return [];
  const [productRows, typeRows] = await Promise.all([
    db
      .select({ lotId: lotProducts.lotId, productId: lotProducts.productId })
      .from(lotProducts)
      .where(inArray(lotProducts.lotId, ids))
      .orderBy(asc(lotProducts.lotId), asc(lotProducts.id)),
    db
      .select({ lotId: lotLicenseTypes.lotId, licenseTypeId: lotLicenseTypes.licenseTypeId })
      .from(lotLicenseTypes)
      .where(inArray(lotLicenseTypes.lotId, ids))
      .orderBy(asc(lotLicenseTypes.lotId), asc(lotLicenseTypes.id)),
  ]);
  const [photos, types] = await Promise.all([
    firstPhotoIds(
      db,
      productRows.map((r) => r.productId),
    ),
    vocabularyRecordsByIds(
      db,
      'license_types',
      typeRows.map((r) => r.licenseTypeId),
    ),
  ]);
  const productsOf = new Map<number, number[]>();
  for (const r of productRows) productsOf.set(r.lotId, [...(productsOf.get(r.lotId) ?? []), r.productId]);
  const typesOf = new Map<number, PublicLot['licenseTypes']>();
  for (const r of typeRows) {
    const type = types.get(r.licenseTypeId);
    const ref = {
      id: r.licenseTypeId,
      code: type?.code ?? '',
      labelSQ: (type?.labelSQ as string) ?? '',
      labelEN: (type?.labelEN as string) ?? '',
      labelSR: (type?.labelSR as string) ?? '',
    };
    typesOf.set(r.lotId, [...(typesOf.get(r.lotId) ?? []), ref]);
  }
  return rows.map(({ lot, auction }) => {
    const productIds = productsOf.get(lot.id) ?? [];
    const withPhoto = productIds.find((id) => photos.has(id));
    return {
      id: lot.id,
      code: lot.code,
      status: lot.status,
      description: lot.description,
      descriptionEN: lot.descriptionEN,
      descriptionSR: lot.descriptionSR,
      startingPrice: Number(lot.startingPrice),
      minimumIncrementAmount: Number(lot.minimumIncrementAmount),
      guaranteeAmount: Number(lot.guaranteeAmount),
      lotPart: lot.lotPart,
      endTime: lot.endTime?.toISOString() ?? null,
      highestBid: lot.highestBid === null ? null : Number(lot.highestBid),
      productCount: productIds.length,
      firstPhotoId: withPhoto === undefined ? null : photos.get(withPhoto)!,
      licenseTypes: typesOf.get(lot.id) ?? [],
      auction: auctionSummaryOf(auction),
    };
  });
}

/** The fixed order of each public list; ties by id. */
const LIST_ORDER: Record<PublicAuctionList, SQL[]> = {
  published: [asc(auctions.startDate), asc(auctions.id)],
  running: [asc(auctions.endDate), asc(auctions.id)],
  finished: [desc(auctions.endDate), desc(auctions.id)],
};

/** `GET /auctions/public/list/{list}`: one page (filter[number]); the order is fixed per list. */
export async function publicAuctionList(
  { db }: ServiceContext,
  list: PublicAuctionList,
  query: PagedFilterQuery,
): Promise<Paged<PublicAuction>> {
  const plan = pagingPlan(
    { ...query, sort: 'id' },
    {
      sortable: { id: auctions.id },
      filters: { number: containsFilter(auctions.auctionNumber) },
      where: inArray(auctions.status, [...PUBLIC_LIST_STATUSES[list]]),
    },
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auctions)
      .where(plan.where)
      .orderBy(...LIST_ORDER[list])
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(auctions).where(plan.where),
  ]);
  return { content: await presentPublicAuctions(db, rows), totalElements: total };
}

/** `GET /auctions/promoted_auctions`: at most 3 upcoming (soonest start), running (soonest end), cancelled (latest change). */
export async function promotedAuctions({ db }: ServiceContext): Promise<PromotedAuctions> {
  const pick = (statuses: AuctionStatus[], order: SQL[]) =>
    db
      .select()
      .from(auctions)
      .where(inArray(auctions.status, statuses))
      .orderBy(...order)
      .limit(PROMOTED_AUCTIONS_MAX);
  const [upcoming, running, canceled] = await Promise.all([
    pick(['PUBLISHED', 'CLOSED'], [asc(auctions.startDate), asc(auctions.id)]),
    pick(['RUNNING'], [asc(auctions.endDate), asc(auctions.id)]),
    pick(['CANCELLED'], [desc(auctions.updatedAt), desc(auctions.id)]),
  ]);
  const all = await presentPublicAuctions(db, [...upcoming, ...running, ...canceled]);
  return {
    upcoming: all.slice(0, upcoming.length),
    running: all.slice(upcoming.length, upcoming.length + running.length),
    canceled: all.slice(upcoming.length + running.length),
  };
}

async function publicAuctionRow(db: Db, id: number): Promise<AuctionRow> {
  const [row] = await db.select().from(auctions).where(eq(auctions.id, id));
  if (!row || !isPublic(row.status)) throw notFound();
  return row;
}

/** `GET /auctions/public/{id}`: 404 for a CREATED or unknown auction. */
export async function publicAuction({ db }: ServiceContext, id: number): Promise<PublicAuction> {
  const [auction] = await presentPublicAuctions(db, [await publicAuctionRow(db, id)]);
  return auction;
}

/** `GET /auctions/public/{id}/lots`: every lot of a public auction, by part, then code. */
export async function publicAuctionLots({ db }: ServiceContext, id: number): Promise<PublicLot[]> {
  const auction = await publicAuctionRow(db, id);
  const rows = await db
    .select()
    .from(lots)
    .where(eq(lots.auctionId, id))
    .orderBy(asc(lots.lotPart), asc(lots.code), asc(lots.id));
  return presentPublicLots(
    db,
    rows.map((lot) => ({ lot, auction })),
  );
}

/** `GET /lots/public/{id}`: a lot of a public auction with its products; 404 for any other lot. */
export async function publicLotDetail({ db }: ServiceContext, id: number): Promise<PublicLotDetail> {
  const [row] = await db
    .select({ lot: lots, auction: auctions })
    .from(lots)
    .innerJoin(auctions, eq(lots.auctionId, auctions.id))
    .where(eq(lots.id, id));
  if (!row || !isPublic(row.auction.status)) throw notFound();
  const [[lot], products] = await Promise.all([
    presentPublicLots(db, [row]),
    productIdsOfLot(db, id).then((ids) => productViewsByIds(db, ids)),
  ]);
  const end = row.lot.endTime;
  const running = row.auction.status === 'RUNNING' && row.lot.status === 'ACTIVE' && end !== null;
  return { lot, products, remainingTime: running ? Math.max(0, end.getTime() - Date.now()) : 0 };
}

/** `GET /lots/get_lots_in_upcoming_and_running_auctions/{type}`: lots on offer, by auction start, part, code. */
export async function lotsInUpcomingAndRunning(
  { db, caller: { account: auth } }: ServiceContext,
  type: keyof typeof LOT_FILTER_STATUSES,
  query: PagedFilterQuery,
): Promise<Paged<PublicLot>> {
  const conditions: SQL[] = [
    inArray(auctions.status, [...LOT_FILTER_STATUSES[type]]),
    inArray(lots.status, [...LISTED_LOT_STATUSES]),
  ];
  if (type === 4) {
    if (!auth) throw unauthorized();
    const mine = await requestedAuctions(db, auth.userId);
    conditions.push(mine.length ? inArray(auctions.id, mine) : sql`false`);
  }
  const plan = pagingPlan(
    { ...query, sort: 'id' },
    {
      sortable: { id: lots.id },
      filters: {
        number: containsFilter(auctions.auctionNumber),
        auction: integerFilter(auctions.id),
        search: searchFilter(lots.code, lots.description, lots.descriptionEN, lots.descriptionSR),
      },
      where: and(...conditions),
    },
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ lot: lots, auction: auctions })
      .from(lots)
      .innerJoin(auctions, eq(lots.auctionId, auctions.id))
      .where(plan.where)
      .orderBy(asc(auctions.startDate), asc(auctions.id), asc(lots.lotPart), asc(lots.code), asc(lots.id))
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(lots).innerJoin(auctions, eq(lots.auctionId, auctions.id)).where(plan.where),
  ]);
  return { content: await presentPublicLots(db, rows), totalElements: total };
}

/** Whether a product is in a lot of a public auction (its photos are public then). */
export async function productInPublicAuction(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: lotProducts.id })
    .from(lotProducts)
    .innerJoin(lots, eq(lotProducts.lotId, lots.id))
    .innerJoin(auctions, eq(lots.auctionId, auctions.id))
    .where(and(eq(lotProducts.productId, productId), inArray(auctions.status, [...PUBLIC_AUCTION_STATUSES])))
    .limit(1);
  return row !== undefined;
}
