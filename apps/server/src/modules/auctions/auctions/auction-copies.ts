import type { Actor } from '../../../platform/audit/audit';
import {
  COPY_FAILURE,
  REPUBLISH_ERROR,
  type AuctionCopy,
  type AuctionCopyResult,
  type AuctionDuplicate,
  type AuctionRepublish,
  type FailedLot,
} from '@portal/contracts/auction-copies';
import type { AuctionRef } from '@portal/contracts/auctions';
import type { Paged, PagedQuery } from '@portal/contracts/paging';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { changeProductStatus, findProduct } from '../../products';
import { createAuctionRow, findAuctionRow, requireAuctionAction } from './auction-service';
import { changeLot, checkDates, lockAuction, parseDates, type AuctionRow, type LotRow } from '../common/rows';
import { createLotRow, releaseProducts } from '../lots/lot-service';
import { productIdsOfLot } from '../common/present';
import { nextStepsOfAuction } from '../common/next-steps';
import { auctionCopies, auctions, lotLicenseTypes, lotProducts, lots } from '../tables';

type Kind = 'DUPLICATE' | 'REPUBLISH';

/**
 * A new CREATED auction with the source's instructions and next steps (ADR 0088) — not its notes, which tell the
 * source's story.
 */
function newAuctionFrom(
  tx: Db,
  source: AuctionRow,
  dates: { startDate: Date; endDate: Date },
  kind: Kind,
  actor: Actor,
) {
  return createAuctionRow(
    tx,
    {
      ...dates,
      instructionEN: source.instructionEN,
      instructionSQ: source.instructionSQ,
      instructionSR: source.instructionSR,
      ...nextStepsOfAuction(source),
    },
    actor,
    { madeBy: kind.toLowerCase(), sourceAuctionNumber: source.auctionNumber },
  );
}

/** Why the products cannot go into a new lot, or null when all are AVAILABLE. */
async function unavailableReason(tx: Db, productIds: number[]): Promise<string | null> {
  for (const productId of productIds) {
    const product = await findProduct(tx, productId);
    if (product?.status === 'IN_LOT') return COPY_FAILURE.productInOtherLot;
    if (product?.status !== 'AVAILABLE') return COPY_FAILURE.productNotAvailable;
  }
  return null;
}

/** A copy of the lot in `auctionId` (ASSIGNED, same terms, part and licence types) holding AVAILABLE `productIds`. */
async function copyLot(tx: Db, lot: LotRow, auctionId: number, productIds: number[], actor: Actor): Promise<LotRow> {
  const copy = await createLotRow(
    tx,
    {
      auctionId,
      status: 'ASSIGNED',
      description: lot.description,
      descriptionEN: lot.descriptionEN,
      descriptionSR: lot.descriptionSR,
      startingPrice: lot.startingPrice,
      minimumIncrementAmount: lot.minimumIncrementAmount,
      guaranteeAmount: lot.guaranteeAmount,
      lotPart: lot.lotPart,
    },
    actor,
    { copiedFromLot: lot.code, productIds },
  );
  const types = await tx.select().from(lotLicenseTypes).where(eq(lotLicenseTypes.lotId, lot.id));
  if (types.length > 0) {
    await tx.insert(lotLicenseTypes).values(types.map((t) => ({ lotId: copy.id, licenseTypeId: t.licenseTypeId })));
  }
  for (const productId of productIds) {
    await changeProductStatus(tx, productId, 'IN_LOT', { lotId: copy.id }, actor);
    await tx.insert(lotProducts).values({ lotId: copy.id, productId });
  }
  return copy;
}

async function recordCopy(tx: Db, kind: Kind, source: AuctionRow, made: AuctionRow, failed: FailedLot[], actor: Actor) {
  await tx.insert(auctionCopies).values({
    kind,
    sourceAuctionId: source.id,
    sourceAuctionNumber: source.auctionNumber,
    auctionId: made.id,
    failedLots: failed,
    createdBy: actor.actorUsername ?? null,
  });
}

const resultOf = (made: AuctionRow, copiedLots: number, failed: FailedLot[]): AuctionCopyResult => ({
  id: made.id,
  auctionNumber: made.auctionNumber,
  startDate: made.startDate.toISOString(),
  endDate: made.endDate.toISOString(),
  copiedLots,
  auctionLots: failed,
});

/**
 * `POST /auctions/duplicate`: a CREATED copy with new dates (start ahead) and the instructions, and a
 * copy of every lot whose products are all AVAILABLE (a product sits in one open lot only); the
 * other lots are answered as `auctionLots` with the reason, and kept for `{id}/failedlots`.
 */
export async function duplicateAuction(
  { db, caller: { actor } }: ServiceContext,
  input: AuctionDuplicate,
): Promise<AuctionCopyResult> {
  const dates = await parseDates(db, { startDate: input.startDate, endDate: input.endDate });
  checkDates(dates.startDate, dates.endDate, { startInFuture: true });
  return db.transaction(async (tx) => {
    const source = await lockAuction(tx, input);
    requireAuctionAction(source, 'duplicate');
    const made = await newAuctionFrom(tx, source, dates, 'DUPLICATE', actor);
    const sourceLots = await tx
      .select()
      .from(lots)
      .where(eq(lots.auctionId, source.id))
      .orderBy(asc(lots.lotPart), asc(lots.code))
      .for('update');
    const failed: FailedLot[] = [];
    for (const lot of sourceLots) {
      const productIds = await productIdsOfLot(tx, lot.id);
      const reason = await unavailableReason(tx, productIds);
      if (reason) failed.push({ lotId: lot.id, lotCode: lot.code, reason });
      else await copyLot(tx, lot, made.id, productIds, actor);
    }
    await recordCopy(tx, 'DUPLICATE', source, made, failed, actor);
    return resultOf(made, sourceLots.length - failed.length, failed);
  });
}

/**
 * `POST /auctions/republish`: from a FINISHED or CANCELLED auction, a new CREATED auction whose lots
 * are copies of the chosen UNSOLD lots with their products. The old lots are CLOSED with a reason
 * naming the new lot, so a lot is republished once and its history stays with the old auction.
 */
export async function republishAuction(
  { db, caller: { actor } }: ServiceContext,
  input: AuctionRepublish,
): Promise<AuctionCopyResult> {
  const dates = await parseDates(db, { startDate: input.startDate, endDate: input.endDate });
  checkDates(dates.startDate, dates.endDate, { startInFuture: true });
  return db.transaction(async (tx) => {
    const source = await lockAuction(tx, { id: input.auctionId });
    requireAuctionAction(source, 'republish');
    const chosen = [...new Set(input.lots)];
    const rows = await tx
      .select()
      .from(lots)
      .where(inArray(lots.id, chosen))
      .orderBy(asc(lots.lotPart), asc(lots.code))
      .for('update');
    for (const lotId of chosen) {
      const lot = rows.find((r) => r.id === lotId);
      if (!lot || lot.auctionId !== source.id) throw conflict(REPUBLISH_ERROR.lotNotInAuction, { lotId });
      if (lot.status !== 'UNSOLD') throw conflict(REPUBLISH_ERROR.lotNotUnsold, { lotId, lotCode: lot.code });
    }
    const made = await newAuctionFrom(tx, source, dates, 'REPUBLISH', actor);
    for (const lot of rows) {
      const productIds = await productIdsOfLot(tx, lot.id);
      await releaseProducts(tx, lot.id, actor);
      if (await unavailableReason(tx, productIds)) throw conflict(COPY_FAILURE.productNotAvailable, { lotId: lot.id });
      const copy = await copyLot(tx, lot, made.id, productIds, actor);
      const closeReason = `→ ${copy.code} (${made.auctionNumber})`;
      await changeLot(tx, lot, 'republish', { status: 'CLOSED', closeReason }, actor, { republishedAs: copy.code });
    }
    await recordCopy(tx, 'REPUBLISH', source, made, [], actor);
    return resultOf(made, rows.length, []);
  });
}

/** `GET /auctions/duplicates?auctionNumber=`: the auctions made from this one (duplicates and republished), newest first. */
export async function copiesOfAuction(
  { db }: ServiceContext,
  { id, auctionNumber, ...query }: PagedQuery & { id?: number; auctionNumber?: string },
): Promise<Paged<AuctionCopy>> {
  const ref: AuctionRef = id !== undefined ? { id } : { auctionNumber };
  const source = await findAuctionRow(db, ref);
  const where = eq(auctionCopies.sourceAuctionId, source.id);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ copy: auctionCopies, auction: auctions })
      .from(auctionCopies)
      .innerJoin(auctions, eq(auctions.id, auctionCopies.auctionId))
      .where(where)
      .orderBy(desc(auctionCopies.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ total: count() }).from(auctionCopies).where(where),
  ]);
  return {
    content: rows.map(({ copy, auction }) => ({
      id: copy.id,
      kind: copy.kind as Kind,
      sourceAuctionId: copy.sourceAuctionId,
      sourceAuctionNumber: copy.sourceAuctionNumber,
      auctionId: auction.id,
      auctionNumber: auction.auctionNumber,
      status: auction.status,
      startDate: auction.startDate.toISOString(),
      endDate: auction.endDate.toISOString(),
      failedLotCount: (copy.failedLots as FailedLot[]).length,
      createdAt: copy.createdAt.toISOString(),
      createdBy: copy.createdBy,
    })),
    totalElements: total,
  };
}

/** `GET /auctions/{id}/failedlots`: the source's lots that could not be copied into this auction (none when it is no copy). */
export async function failedLotsOf({ db }: ServiceContext, id: number): Promise<FailedLot[]> {
  await findAuctionRow(db, { id });
  const [copy] = await db.select().from(auctionCopies).where(eq(auctionCopies.auctionId, id));
  return (copy?.failedLots as FailedLot[] | undefined) ?? [];
}
