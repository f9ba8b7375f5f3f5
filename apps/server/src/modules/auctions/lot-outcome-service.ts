import type { Actor } from '../../platform/audit/audit';
import { lotActionAllowed, lotActionRefusal, type LotStatus } from '@portal/contracts/auction-status';
import type { LotRecord } from '@portal/contracts/auctions';
import {
  SECOND_WINNER_ERROR,
  type AuctionLotProducts,
  type lotMarkPaidSchema,
  type LotLicences,
  type lotSecondWinnerSchema,
  type SecondWinnerCandidate,
} from '@portal/contracts/lot-outcome';
import { formatMoney } from '@portal/contracts/money-format';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import type { z } from 'zod';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { bestBidsOfLot, bidders } from '../bidding';
import { queueMail } from '../mail';
import { licencesForLot } from '../participation-requests';
import { findUserById } from '../users';
import { findAuctionRow } from './auction-service';
import { changeLot, lockLot, type LotRow } from './common';
import { findLotRow, presentLot, productsOfLot } from './lot-service';
import { secondWinnerAllowed } from './present';
import { lots } from './tables';

type MarkPaid = z.output<typeof lotMarkPaidSchema>;
type SecondWinner = z.output<typeof lotSecondWinnerSchema>;

const cents = (amount: number) => Math.round(amount * 100);

/** `POST /lots/markpaid`: SOLD → PAID with the payment's information and the contract number. */
export async function markLotPaid(db: Db, input: MarkPaid, actor: Actor): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLot(tx, input.id);
    if (!lotActionAllowed(before.status as LotStatus, 'mark_paid')) throw conflict(lotActionRefusal('mark_paid'));
    // The products became SOLD with the lot at the auction's finish; paying does not change them.
    return changeLot(
      tx,
      before,
      'mark_paid',
      {
        status: 'PAID',
        paymentInformation: input.paymentInformation,
        contractNumber: input.contractNumber,
        paidAt: new Date(),
      },
      actor,
    );
  });
  return presentLot(db, row);
}

/** `GET /lots/secondwinners?id=`: the bidders other than the current winner with their best bid, highest first. */
export async function secondWinnerCandidates(db: Db, lotId: number): Promise<SecondWinnerCandidate[]> {
  const lot = await findLotRow(db, lotId);
  const best = await bestBidsOfLot(db, lot.id, lot.winnerUserId);
  const users = await bidders(
    db,
    best.map((b) => b.userId),
  );
  return best.filter((b) => users.has(b.userId)).map((b) => ({ user: users.get(b.userId)!, amount: b.amount }));
}

async function lockLotByCode(tx: Db, code: string): Promise<LotRow> {
  const [found] = await tx.select({ id: lots.id }).from(lots).where(eq(lots.code, code));
  if (!found) throw notFound();
  return lockLot(tx, found.id);
}

/**
 * `POST /lots/secondwinner`: a SOLD lot goes to another of its bidders at that bidder's best bid
 * (once per lot). 400 `userId` when the user has no bid on it or is its winner, 400 `amount` when the
 * amount is not their best bid. The new winner is told by mail.
 */
export async function chooseSecondWinner(db: Db, input: SecondWinner, actor: Actor): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLotByCode(tx, input.lotCode);
    if (!secondWinnerAllowed(before)) throw conflict(lotActionRefusal('second_winner'));
    const best = await bestBidsOfLot(tx, before.id, before.winnerUserId);
    const candidate = best.find((b) => b.userId === input.userId);
    if (!candidate) throw badRequest({ userId: SECOND_WINNER_ERROR.notBidder });
    if (cents(candidate.amount) !== cents(input.amount))
      throw badRequest({ amount: SECOND_WINNER_ERROR.amountMismatch });
    const changed = await changeLot(
      tx,
      before,
      'second_winner',
      { winnerUserId: candidate.userId, winningAmount: candidate.amount, secondWinner: true },
      actor,
      { previousWinnerUserId: before.winnerUserId },
    );
    const user = await findUserById(tx, candidate.userId);
    if (user?.email && before.auctionId !== null) {
      const auction = await findAuctionRow(tx, { id: before.auctionId });
      await queueMail(tx, {
        to: user.email,
        lang: user.lang,
        template: 'lot_second_winner',
        params: {
          auctionNumber: auction.auctionNumber,
          lotCode: before.code,
          amount: formatMoney(candidate.amount, normalizeLanguage(user.lang)),
        },
      });
    }
    return changed;
  });
  return presentLot(db, row);
}

/** `GET /auctions/{id}/products`: the products of each of the auction's lots, by lot part and code. */
export async function productsOfAuction(db: Db, auctionId: number): Promise<AuctionLotProducts[]> {
  const auction = await findAuctionRow(db, { id: auctionId });
  const rows = await db
    .select({ id: lots.id, code: lots.code })
    .from(lots)
    .where(eq(lots.auctionId, auction.id))
    .orderBy(asc(lots.lotPart), asc(lots.code), asc(lots.id));
  return Promise.all(
    rows.map(async (lot) => ({ lotId: lot.id, lotCode: lot.code, products: await productsOfLot(db, lot.id) })),
  );
}

/**
 * `GET /lots/{id}/licenses`: the caller's (company's) licences of the licence types the lot requires,
 * each with whether it covers the auction's days. 404 for lots outside a published auction, as on the
 * public pages.
 */
export async function lotLicences(db: Db, auth: AuthContext, lotId: number): Promise<LotLicences> {
  const lot = await findLotRow(db, lotId);
  if (lot.auctionId === null) throw notFound();
  const auction = await findAuctionRow(db, { id: lot.auctionId });
  if (auction.status === 'CREATED') throw notFound();
  const check = await licencesForLot(db, lot, auction, auth.companyId);
  return { lotId: lot.id, auctionId: auction.id, required: check.required, licencesSatisfied: check.satisfied };
}
