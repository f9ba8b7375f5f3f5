import {
  nextStepsTexts,
  paymentDueDay,
  type AuctionNextSteps,
  type WinnerNextSteps,
} from '@portal/contracts/winner-next-steps';
import type { AuctionInput } from '@portal/contracts/auctions';
import type { Db } from '../../../platform/db/database';
import { businessTimeZone } from '../../settings';
import type { AuctionRow, LotRow } from './rows';

/** The next steps an auction's record and its public page carry (ADR 0088). */
export function nextStepsOfAuction(row: AuctionRow): AuctionNextSteps {
  return {
    paymentTermDays: row.paymentTermDays,
    pickUpPlaceSQ: row.pickUpPlaceSQ,
    pickUpPlaceEN: row.pickUpPlaceEN,
    pickUpPlaceSR: row.pickUpPlaceSR,
    pickUpHoursSQ: row.pickUpHoursSQ,
    pickUpHoursEN: row.pickUpHoursEN,
    pickUpHoursSR: row.pickUpHoursSR,
    nextStepsNoteSQ: row.nextStepsNoteSQ,
    nextStepsNoteEN: row.nextStepsNoteEN,
    nextStepsNoteSR: row.nextStepsNoteSR,
  };
}

const TEXT_COLUMNS = [
  'pickUpPlaceSQ',
  'pickUpPlaceEN',
  'pickUpPlaceSR',
  'pickUpHoursSQ',
  'pickUpHoursEN',
  'pickUpHoursSR',
  'nextStepsNoteSQ',
  'nextStepsNoteEN',
  'nextStepsNoteSR',
] as const;

/**
 * The columns an auction's input writes: the term when given, and each text given (empty text clears it). A field
 * left out is left as it is (on create: the column's default, ADR 0088).
 */
export function nextStepsValues(input: AuctionInput): Partial<AuctionNextSteps> {
  const values: Partial<AuctionNextSteps> = {};
  if (input.paymentTermDays !== undefined) values.paymentTermDays = input.paymentTermDays;
  for (const column of TEXT_COLUMNS) {
    const value = input[column];
    if (value !== undefined) values[column] = value ? value : null;
  }
  return values;
}

/** A lot sold or paid, as the next steps read it. */
type SoldLot = Pick<LotRow, 'endTime' | 'winningAmount' | 'highestBid'>;

/**
 * What the winner of `lot` does next (ADR 0088): the amount, the day to pay by (the lot's end — else the auction's —
 * plus the auction's term, a day in the business zone), and the auction's pick-up texts. Only for the winner: callers
 * ask it for a lot whose `winnerUserId` is the reader.
 */
export function winnerNextSteps(auction: AuctionRow, lot: SoldLot, timeZone: string): WinnerNextSteps {
  const end = lot.endTime ?? auction.endDate;
  return {
    amount: Number(lot.winningAmount ?? lot.highestBid ?? 0),
    paymentTermDays: auction.paymentTermDays,
    paymentDueDay: paymentDueDay(end, auction.paymentTermDays, timeZone),
    pickUpPlace: nextStepsTexts(auction, 'pickUpPlace'),
    pickUpHours: nextStepsTexts(auction, 'pickUpHours'),
    note: nextStepsTexts(auction, 'nextStepsNote'),
  };
}

/** The business zone the payment day is reckoned in (the settings' zone). */
export const nextStepsTimeZone = (db: Db) => businessTimeZone(db);

/** The next steps the demo auctions are seeded with (real-looking values, every language). */
export const DEMO_NEXT_STEPS = {
  paymentTermDays: 8,
  pickUpPlaceSQ: 'Magazina doganore e Durrësit, Lagjja 1, Rruga Tregtare nr. 4, Durrës',
  pickUpPlaceEN: 'Durrës customs warehouse, Lagjja 1, Rruga Tregtare no. 4, Durrës',
  pickUpPlaceSR: 'Carinsko skladište Drač, Lagjja 1, Rruga Tregtare br. 4, Drač',
  pickUpHoursSQ: 'E hënë – e premte, 09:00–14:00',
  pickUpHoursEN: 'Monday to Friday, 09:00–14:00',
  pickUpHoursSR: 'Ponedeljak – petak, 09:00–14:00',
  nextStepsNoteSQ:
    'Sillni mandatin e pagesës dhe një dokument identifikimi; kontrata e shitjes nënshkruhet në sportelin e magazinës para tërheqjes.',
  nextStepsNoteEN:
    'Bring the payment slip and an identity document; the sale contract is signed at the warehouse desk before pick-up.',
  nextStepsNoteSR:
    'Ponesite potvrdu o uplati i lični dokument; kupoprodajni ugovor se potpisuje na šalteru skladišta pre preuzimanja.',
};
