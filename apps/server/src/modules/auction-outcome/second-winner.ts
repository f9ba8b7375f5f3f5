import type { LotRecord } from '@portal/contracts/auctions';
import {
  SECOND_WINNER_ERROR,
  type lotSecondWinnerSchema,
  type SecondWinnerCandidate,
} from '@portal/contracts/lot-outcome';
import { formatMoney } from '@portal/contracts/money-format';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors';
import { findAuctionRow, findLotRow, giveLotToSecondWinner, lockLotForSecondWinner, presentLot } from '../auctions';
import { bestBidsOfLot, bidders } from '../bidding';
import { queueMail } from '../mail';
import { findUserById } from '../users';
import type { ServiceContext } from '../../platform/http/context';

type SecondWinner = z.output<typeof lotSecondWinnerSchema>;

const cents = (amount: number) => Math.round(amount * 100);

/** `GET /lots/secondwinners?id=`: the bidders other than the current winner with their best bid, highest first. */
export async function secondWinnerCandidates({ db }: ServiceContext, lotId: number): Promise<SecondWinnerCandidate[]> {
  const lot = await findLotRow(db, lotId);
  const best = await bestBidsOfLot(db, lot.id, lot.winnerUserId);
  const users = await bidders(
    db,
    best.map((b) => b.userId),
  );
  return best.filter((b) => users.has(b.userId)).map((b) => ({ user: users.get(b.userId)!, amount: b.amount }));
}

/**
 * `POST /lots/secondwinner`: a SOLD lot goes to another of its bidders at that bidder's best bid
 * (once per lot). 400 `userId` when the user has no bid on it or is its winner, 400 `amount` when the
 * amount is not their best bid. The new winner is told by mail.
 */
export async function chooseSecondWinner(
  { db, caller: { actor } }: ServiceContext,
  input: SecondWinner,
): Promise<LotRecord> {
  const row = await db.transaction(async (tx) => {
    const before = await lockLotForSecondWinner(tx, input.lotCode);
    const best = await bestBidsOfLot(tx, before.id, before.winnerUserId);
    const candidate = best.find((b) => b.userId === input.userId);
    if (!candidate) throw badRequest({ userId: SECOND_WINNER_ERROR.notBidder });
    if (cents(candidate.amount) !== cents(input.amount))
      throw badRequest({ amount: SECOND_WINNER_ERROR.amountMismatch });
    const changed = await giveLotToSecondWinner(tx, before, candidate, actor);
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
