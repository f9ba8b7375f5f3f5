import { auctionActionAllowed, auctionActionRefusal, type AuctionAction } from '@portal/contracts/auction-status';
import {
  generatedAuctionNumber,
  type AuctionDetail,
  type AuctionInput,
  type AuctionRecord,
  type AuctionRef,
  type LotPart,
  type LotRecord,
} from '@portal/contracts/auctions';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addLotsSchema, auctionDetailInputSchema, removeLotSchema } from '@portal/contracts/auctions';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import { sanitizeRichText, richTextIsEmpty } from '../../../platform/html/sanitize';
import type { ServiceContext } from '../../../platform/http/context';
import { publicDataChanged } from '../../../platform/http/public-cache';
import {
  AUCTION_PUBLIC_TAGS,
  changeAuction,
  changeLot,
  checkDates,
  lockAuction,
  lockLot,
  parseDates,
  snapshotOf,
  type AuctionRow,
} from '../common/rows';
import { presentAuctions, presentLots } from '../common/present';
import { auctions, lots } from '../tables';
import { nextStepsValues } from '../common/next-steps';

/** 409 `auction.<action>_not_allowed` unless the contracts' rule allows the action in the auction's status. */
export function requireAuctionAction(row: AuctionRow, action: AuctionAction): void {
  if (!auctionActionAllowed(row.status, action)) throw conflict(auctionActionRefusal(action));
}

export async function presentAuction(db: Db, row: AuctionRow): Promise<AuctionRecord> {
  return (await presentAuctions(db, [row]))[0];
}

export async function findAuctionRow(db: Db, ref: AuctionRef): Promise<AuctionRow> {
  const where = ref.id !== undefined ? eq(auctions.id, ref.id) : eq(auctions.auctionNumber, ref.auctionNumber!);
  const [row] = await db.select().from(auctions).where(where);
  if (!row) throw notFound();
  return row;
}

/** The auctions of these ids, in one query (ids without an auction are left out). */
export async function auctionRowsByIds(db: Db, ids: readonly number[]): Promise<Map<number, AuctionRow>> {
  const unique = [...new Set(ids)];
  const rows = unique.length ? await db.select().from(auctions).where(inArray(auctions.id, unique)) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

export async function getAuction({ db }: ServiceContext, id: number): Promise<AuctionRecord> {
  return presentAuction(db, await findAuctionRow(db, { id }));
}

type NewAuction = Omit<typeof auctions.$inferInsert, 'id' | 'auctionNumber'>;

/** Inserts an auction with its generated number (`A-<year>-<id>`) and audits it (`auction.create`). */
export async function createAuctionRow(
  tx: Db,
  values: NewAuction,
  actor: Actor,
  audit: Record<string, unknown> = {},
): Promise<AuctionRow> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('auctions', 'id'))::int as id`);
  const id = Number((result as { rows: Array<{ id: number }> }).rows[0].id);
  const auctionNumber = generatedAuctionNumber(new Date().getUTCFullYear(), id);
  const [created] = await tx
    .insert(auctions)
    .values({ ...values, id, auctionNumber })
    .returning();
  await writeAudit(tx, {
    action: 'auction.create',
    entity: 'auction',
    entityId: id,
    after: { ...snapshotOf(created), ...audit },
    ...actor,
  });
  await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  return created;
}

/** A command of the auctions module also run by the demo seeds, which have no request (their caller is `system`). */
export type AuctionCommandContext = Pick<ServiceContext, 'db' | 'caller'>;

/** `POST /auctions`: creates (number `A-<year>-<id>`) or changes a CREATED auction; the end must follow the start. */
export async function saveAuction(
  { db, caller: { actor } }: AuctionCommandContext,
  input: AuctionInput,
): Promise<AuctionRecord> {
  const dates = await parseDates(db, { startDate: input.startDate, endDate: input.endDate });
  checkDates(dates.startDate, dates.endDate, { startInFuture: false });
  const notes = input.notes ? input.notes : null;
  const nextSteps = nextStepsValues(input);
  const row = await db.transaction(async (tx) => {
    if (input.id === undefined) return createAuctionRow(tx, { ...dates, notes, ...nextSteps }, actor);
    const before = await lockAuction(tx, { id: input.id });
    requireAuctionAction(before, 'edit');
    return changeAuction(tx, before, 'update', { ...dates, notes, ...nextSteps }, actor);
  });
  return presentAuction(db, row);
}

/** `DELETE /auctions/{id}`: only a CREATED auction; its lots are free again (CREATED, no auction). */
export async function deleteAuction({ db, caller: { actor } }: AuctionCommandContext, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockAuction(tx, { id });
    requireAuctionAction(before, 'delete');
    for (const lot of await tx.select().from(lots).where(eq(lots.auctionId, id)).for('update')) {
      await changeLot(tx, lot, 'remove_from_auction', { auctionId: null, status: 'CREATED', lotPart: 1 }, actor);
    }
    await tx.delete(auctions).where(eq(auctions.id, id));
    await writeAudit(tx, {
      action: 'auction.delete',
      entity: 'auction',
      entityId: id,
      before: snapshotOf(before),
      ...actor,
    });
    await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  });
}

type DetailInput = z.infer<typeof auctionDetailInputSchema>;
type AddLots = z.infer<typeof addLotsSchema>;
type RemoveLot = z.infer<typeof removeLotSchema>;
const clean = (html: string | null | undefined) => (richTextIsEmpty(html) ? null : sanitizeRichText(html!));

/** `POST /auctions/details`: the instructions in EN, SQ and SR (sanitised rich text), while the auction is CREATED. */
export async function saveAuctionDetails(
  { db, caller: { actor } }: AuctionCommandContext,
  input: DetailInput,
): Promise<AuctionDetail> {
  const row = await db.transaction(async (tx) => {
    const before = await lockAuction(tx, { id: input.auctionId });
    requireAuctionAction(before, 'edit');
    return changeAuction(
      tx,
      before,
      'details',
      { instructionEN: clean(input.valueEN), instructionSQ: clean(input.valueSQ), instructionSR: clean(input.valueSR) },
      actor,
    );
  });
  return (await presentAuction(db, row)).detail;
}

/** `GET /auctions/{id}/lots`, in lot part then code order. */
export async function lotsOfAuction({ db }: Pick<ServiceContext, 'db'>, id: number): Promise<LotRecord[]> {
  await findAuctionRow(db, { id });
  const rows = await db.select().from(lots).where(eq(lots.auctionId, id)).orderBy(asc(lots.lotPart), asc(lots.code));
  return presentLots(db, rows);
}

/** `POST /auctions/add_lots`: free CREATED lots join a CREATED auction (ASSIGNED). */
export async function addLots(
  { db, caller: { actor } }: AuctionCommandContext,
  { auctionNumber, lots: lotIds }: AddLots,
): Promise<LotRecord[]> {
  const auctionId = await db.transaction(async (tx) => {
    const auction = await lockAuction(tx, { auctionNumber });
    requireAuctionAction(auction, 'add_lots');
    for (const lotId of [...new Set(lotIds)]) {
      const lot = await lockLot(tx, lotId);
      if (lot.auctionId === auction.id) continue;
      if (lot.auctionId !== null || lot.status !== 'CREATED') throw conflict('lot.not_free', { lotId });
      await changeLot(tx, lot, 'add_to_auction', { auctionId: auction.id, status: 'ASSIGNED' }, actor);
    }
    await changeAuction(tx, auction, 'add_lots', {}, actor);
    return auction.id;
  });
  return lotsOfAuction({ db }, auctionId);
}

/** `POST /auctions/remove_lot`: the lot leaves a CREATED auction and is free again. */
export async function removeLot(
  { db, caller: { actor } }: ServiceContext,
  { auctionNumber, lotCode }: RemoveLot,
): Promise<LotRecord[]> {
  const auctionId = await db.transaction(async (tx) => {
    const auction = await lockAuction(tx, { auctionNumber });
    requireAuctionAction(auction, 'remove_lot');
    const [lot] = await tx
      .select()
      .from(lots)
      .where(and(eq(lots.code, lotCode), eq(lots.auctionId, auction.id)))
      .for('update');
    if (!lot) throw notFound();
    await changeLot(tx, lot, 'remove_from_auction', { auctionId: null, status: 'CREATED', lotPart: 1 }, actor);
    await changeAuction(tx, auction, 'remove_lot', {}, actor);
    return auction.id;
  });
  return lotsOfAuction({ db }, auctionId);
}

/** `POST /auctions/add_lot_part`: the part of a lot of a CREATED auction (staggered closing). */
export async function setLotPart({ db, caller: { actor } }: AuctionCommandContext, input: LotPart): Promise<LotPart> {
  await db.transaction(async (tx) => {
    const auction = await lockAuction(tx, { id: input.auctionId });
    requireAuctionAction(auction, 'set_lot_part');
    const lot = await lockLot(tx, input.lotId);
    if (lot.auctionId !== auction.id) throw conflict('auction.lot_not_in_auction');
    await changeLot(tx, lot, 'lot_part', { lotPart: input.lotPart }, actor);
  });
  return input;
}

/** `GET /lot_part_in_auction/get_lot_part_for_auction_and_lot`: 404 when the lot is not in that auction. */
export async function getLotPart(
  { db }: ServiceContext,
  { auctionId, lotId }: { auctionId: number; lotId: number },
): Promise<LotPart> {
  const [lot] = await db
    .select({ lotPart: lots.lotPart })
    .from(lots)
    .where(and(eq(lots.id, lotId), eq(lots.auctionId, auctionId)));
  if (!lot) throw notFound();
  return { auctionId, lotId, lotPart: lot.lotPart };
}
