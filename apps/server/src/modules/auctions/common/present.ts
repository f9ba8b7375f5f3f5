import {
  LOT_ACTIONS,
  auctionActionAllowed,
  auctionActionsOf,
  lotActionAllowed,
  lotEditAllowed,
  type AuctionLotFacts,
} from '@portal/contracts/auction-status';
import type { AuctionRecord, LotLicenseType, LotRecord } from '@portal/contracts/auctions';
import type { LotWinner } from '@portal/contracts/auction-outcome';
import type { FieldProperties } from '@portal/contracts/paging';
import { NEXT_STEPS_FIELD_KEYS } from '@portal/contracts/winner-next-steps';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { namedUsers } from '../../accounts';
import { vocabularyRecordsByIds } from '../../vocabularies';
import type { AuctionRow, LotRow } from './rows';
import { auctions, lotLicenseTypes, lotProducts, lots } from '../tables';
import { nextStepsOfAuction } from './next-steps';

const AUCTION_FIELDS = ['startDate', 'endDate', 'notes', 'valueEN', 'valueSQ', 'valueSR', ...NEXT_STEPS_FIELD_KEYS];
const LOT_FIELDS = [
  'description',
  'descriptionEN',
  'descriptionSR',
  'startingPrice',
  'minimumIncrementAmount',
  'guaranteeAmount',
];

const fieldProperties = (fields: string[], editable: boolean): FieldProperties =>
  Object.fromEntries(fields.map((field) => [field, { disabled: !editable }]));

/** The number of lots of each auction (one query for all of them). */
export async function lotCountsOf(db: Db, auctionIds: number[]): Promise<Map<number | null, number>> {
  const counts = auctionIds.length
    ? await db
        .select({ auctionId: lots.auctionId, total: count() })
        .from(lots)
        .where(inArray(lots.auctionId, auctionIds))
        .groupBy(lots.auctionId)
    : [];
  return new Map(counts.map((c) => [c.auctionId, c.total]));
}

/** The lots each auction could be published with (contracts `auctionPublishRefusal`), in one query. */
async function lotFactsOf(db: Db, auctionIds: number[]): Promise<Map<number | null, AuctionLotFacts>> {
  const rows = auctionIds.length
    ? await db
        .select({
          auctionId: lots.auctionId,
          assigned: sql<number>`count(*) filter (where ${lots.status} = 'ASSIGNED')`.mapWith(Number),
          // Written out: drizzle leaves columns unqualified here, and the subquery's `id` would be its own.
          empty: sql<number>`count(*) filter (where "lots"."status" = 'ASSIGNED' and not exists (
            select 1 from "lot_products" p where p."lot_id" = "lots"."id"))`.mapWith(Number),
        })
        .from(lots)
        .where(inArray(lots.auctionId, auctionIds))
        .groupBy(lots.auctionId)
    : [];
  return new Map(rows.map((r) => [r.auctionId, { assignedLots: r.assigned, assignedLotsWithoutProducts: r.empty }]));
}

const NO_LOTS: AuctionLotFacts = { assignedLots: 0, assignedLotsWithoutProducts: 0 };

export async function presentAuctions(db: Db, rows: AuctionRow[]): Promise<AuctionRecord[]> {
  const ids = rows.map((r) => r.id);
  const [lotCount, lotFacts] = await Promise.all([lotCountsOf(db, ids), lotFactsOf(db, ids)]);
  return rows.map((row) => {
    const status = row.status;
    return {
      id: row.id,
      auctionNumber: row.auctionNumber,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      status,
      notes: row.notes,
      detail: { auctionId: row.id, valueEN: row.instructionEN, valueSQ: row.instructionSQ, valueSR: row.instructionSR },
      nextSteps: nextStepsOfAuction(row),
      lotCount: lotCount.get(row.id) ?? 0,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions: auctionActionsOf(status, lotFacts.get(row.id) ?? NO_LOTS),
      fieldProperties: fieldProperties(AUCTION_FIELDS, auctionActionAllowed(status, 'edit')),
    };
  });
}

/** A second winner is chosen at most once per lot, while it is SOLD (spec §4; docs/adr/0031-lot-outcome.md). */
export const secondWinnerAllowed = (row: LotRow) => lotActionAllowed(row.status, 'second_winner') && !row.secondWinner;

/** A user as documents name them (accounts' `namedUsers`). */
export type NamedWinner = { id: number; username: string; displayName: string };

export function winnerOf(row: LotRow, winners: Map<number, NamedWinner>): LotWinner | null {
  const winner = row.winnerUserId === null ? undefined : winners.get(row.winnerUserId);
  return winner ? { userId: winner.id, username: winner.username, displayName: winner.displayName } : null;
}

export async function presentLots(db: Db, rows: LotRow[]): Promise<LotRecord[]> {
  const ids = rows.map((r) => r.id);
  const auctionIds = [...new Set(rows.map((r) => r.auctionId).filter((id): id is number => id !== null))];
  const [counts, numbers, winners] = await Promise.all([
    ids.length
      ? db
          .select({ lotId: lotProducts.lotId, total: count() })
          .from(lotProducts)
          .where(inArray(lotProducts.lotId, ids))
          .groupBy(lotProducts.lotId)
      : [],
    auctionIds.length
      ? db
          .select({ id: auctions.id, auctionNumber: auctions.auctionNumber })
          .from(auctions)
          .where(inArray(auctions.id, auctionIds))
      : [],
    namedUsers(
      db,
      rows.map((r) => r.winnerUserId).filter((id): id is number => id !== null),
    ),
  ]);
  const productCount = new Map(counts.map((c) => [c.lotId, c.total]));
  const numberOf = new Map(numbers.map((n) => [n.id, n.auctionNumber]));
  return rows.map((row) => {
    const status = row.status;
    const editable = lotEditAllowed(status, row.editEnabled);
    return {
      id: row.id,
      code: row.code,
      status,
      auctionId: row.auctionId,
      auctionNumber: row.auctionId === null ? null : (numberOf.get(row.auctionId) ?? null),
      description: row.description,
      descriptionEN: row.descriptionEN,
      descriptionSR: row.descriptionSR,
      startingPrice: Number(row.startingPrice),
      minimumIncrementAmount: Number(row.minimumIncrementAmount),
      guaranteeAmount: Number(row.guaranteeAmount),
      lotPart: row.lotPart,
      endTime: row.endTime?.toISOString() ?? null,
      highestBid: row.highestBid === null ? null : Number(row.highestBid),
      bidSeq: row.bidSeq,
      productCount: productCount.get(row.id) ?? 0,
      closeReason: row.closeReason,
      cancelReason: row.cancelReason,
      winner: winnerOf(row, winners),
      winningAmount: row.winningAmount === null ? null : Number(row.winningAmount),
      secondWinner: row.secondWinner,
      paymentInformation: row.paymentInformation,
      contractNumber: row.contractNumber,
      paidAt: row.paidAt?.toISOString() ?? null,
      editEnabled: row.editEnabled,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      actions: LOT_ACTIONS.filter((action) =>
        action === 'edit'
          ? editable
          : action === 'second_winner'
            ? secondWinnerAllowed(row)
            : lotActionAllowed(status, action),
      ),
      fieldProperties: fieldProperties(LOT_FIELDS, editable),
    };
  });
}

export async function lotLicenseTypeRows(db: Db, lotId: number): Promise<LotLicenseType[]> {
  const rows = await db
    .select()
    .from(lotLicenseTypes)
    .where(eq(lotLicenseTypes.lotId, lotId))
    .orderBy(lotLicenseTypes.id);
  const types = await vocabularyRecordsByIds(
    db,
    'license_types',
    rows.map((r) => r.licenseTypeId),
  );
  return rows.map((row) => {
    const type = types.get(row.licenseTypeId);
    return {
      id: row.id,
      lotId: row.lotId,
      licenseType: {
        id: row.licenseTypeId,
        code: type?.code ?? '',
        labelSQ: (type?.labelSQ as string) ?? '',
        labelEN: (type?.labelEN as string) ?? '',
        labelSR: (type?.labelSR as string) ?? '',
        active: Boolean(type?.active),
      },
    };
  });
}

export async function productIdsOfLot(db: Db, lotId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: lotProducts.productId })
    .from(lotProducts)
    .where(eq(lotProducts.lotId, lotId))
    .orderBy(lotProducts.id);
  return rows.map((r) => r.productId);
}

/** An auction as lists of lots name it: number, status and dates. */
export function auctionSummaryOf(auction: AuctionRow) {
  return {
    id: auction.id,
    auctionNumber: auction.auctionNumber,
    status: auction.status,
    startDate: auction.startDate.toISOString(),
    endDate: auction.endDate.toISOString(),
  };
}
