import { AUCTION_STATUS_TOPIC, type AuctionRef } from '@portal/contracts/auctions';
import type { LotStatusPush } from '@portal/contracts/bidding';
import { parseTransportDate } from '@portal/contracts/dates';
import { eq } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/errors';
import { publicDataChanged, type PublicTag } from '../../../platform/http/public-cache';
import { publishEvent } from '../../../platform/realtime/bus';
import { businessTimeZone } from '../../settings';
import { auctionHistory, auctions, lotHistory, lots } from '../tables';

/**
 * The cached public answers an auction or lot row change makes stale: the promoted block and the lot
 * lists, and the news (which name public auctions only). Announced once per transaction.
 */
export const AUCTION_PUBLIC_TAGS: readonly PublicTag[] = ['auctions', 'news'];

/**
 * The tags of a cached answer that shows bids (a lot list, a lot's chain): an auction or lot change makes it stale,
 * and so does a bid (ADR 0113).
 */
export const LOT_WITH_BIDS_TAGS: readonly PublicTag[] = ['auctions', 'bids'];

export type AuctionRow = typeof auctions.$inferSelect;
export type LotRow = typeof lots.$inferSelect;
/** A paged query with its `filter[...]` parameters. */

/** The row, locked for the rest of the transaction; 404 when it does not exist. */
export async function lockAuction(tx: Db, ref: AuctionRef): Promise<AuctionRow> {
  const where = ref.id !== undefined ? eq(auctions.id, ref.id) : eq(auctions.auctionNumber, ref.auctionNumber!);
  const [row] = await tx.select().from(auctions).where(where).for('update');
  if (!row) throw notFound();
  return row;
}

export async function lockLot(tx: Db, id: number): Promise<LotRow> {
  const [row] = await tx.select().from(lots).where(eq(lots.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Parses dates of a body in the business time zone; 400 with the field's key when one does not parse. */
export async function parseDates<K extends string>(db: Db, values: Record<K, string>): Promise<Record<K, Date>> {
  const zone = await businessTimeZone(db);
  const out = {} as Record<K, Date>;
  const errors: Record<string, string> = {};
  for (const [field, text] of Object.entries(values) as Array<[K, string]>) {
    const date = parseTransportDate(text, zone);
    if (date) out[field] = date;
    else errors[field] = 'validation.invalid_date';
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return out;
}

/** 400 when the end is not after the start, or (when asked) the start is not in the future. */
export function checkDates(start: Date, end: Date, options: { startInFuture: boolean }): void {
  const errors: Record<string, string> = {};
  if (options.startInFuture && start.getTime() <= Date.now()) errors.startDate = 'auction.start_in_past';
  if (end.getTime() <= start.getTime()) errors.endDate = 'auction.end_before_start';
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
const snapshot = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, iso(value)]));

/** Keeps the auction as it was and writes the new values (version + 1) with an audit row. */
export async function changeAuction(
  tx: Db,
  before: AuctionRow,
  action: string,
  change: Partial<typeof auctions.$inferInsert>,
  actor: Actor,
): Promise<AuctionRow> {
  await tx.insert(auctionHistory).values({
    auctionId: before.id,
    version: before.version,
    action,
    values: snapshot(before),
    changedBy: actor.actorUsername ?? null,
  });
  const [row] = await tx
    .update(auctions)
    .set({ ...change, version: before.version + 1, updatedAt: new Date() })
    .where(eq(auctions.id, before.id))
    .returning();
  await writeAudit(tx, {
    action: `auction.${action}`,
    entity: 'auction',
    entityId: before.id,
    before: snapshot(before),
    after: snapshot(row),
    ...actor,
  });
  await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  // Open screens follow the status live (spec §4); the event leaves only if the transaction commits.
  if (row.status !== before.status) await publishEvent(tx, AUCTION_STATUS_TOPIC, { id: row.id, status: row.status });
  return row;
}

/** Changes a lot's row with an audit entry (the version moves only with enable edit). */
export async function changeLot(
  tx: Db,
  before: LotRow,
  action: string,
  change: Partial<typeof lots.$inferInsert>,
  actor: Actor,
  extra: Record<string, unknown> = {},
): Promise<LotRow> {
  const [row] = await tx
    .update(lots)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(lots.id, before.id))
    .returning();
  await writeAudit(tx, {
    action: `lot.${action}`,
    entity: 'lot',
    entityId: before.id,
    before: snapshot(before),
    after: { ...snapshot(row), ...extra },
    ...actor,
  });
  await publicDataChanged(tx, AUCTION_PUBLIC_TAGS);
  // Lot statuses are followed live too (spec §4); auction messages carry `id`, lot messages `lotId`.
  if (row.status !== before.status && row.auctionId !== null) {
    const push: LotStatusPush = {
      lotId: row.id,
      auctionId: row.auctionId,
      status: row.status,
      highestBid: row.highestBid === null ? null : Number(row.highestBid),
      endTime: row.endTime?.toISOString() ?? null,
    };
    await publishEvent(tx, AUCTION_STATUS_TOPIC, push);
  }
  return row;
}

/** Stores the lot's current version (with its products and licence types) before a new one starts. */
export async function keepLotVersion(
  tx: Db,
  before: LotRow,
  extra: Record<string, unknown>,
  actor: Actor,
): Promise<void> {
  await tx.insert(lotHistory).values({
    lotId: before.id,
    version: before.version,
    action: 'enable_edit',
    values: { ...snapshot(before), ...extra },
    changedBy: actor.actorUsername ?? null,
  });
}

export const snapshotOf = snapshot;
