import type { Language } from '@portal/contracts/languages';
import { documentTimeZone, findAuctionRow, requireAuctionAction, type GeneratedPdf } from '../auctions';
import { endOfAuctionFileName, renderEndOfAuction } from './end-of-auction-pdf';
import { auctionOutcome } from './outcome';
import { authorityIdentity } from '../settings';
import type { ServiceContext } from '../../platform/http/context';

/** `GET /auctions/end_of_auction/{id}/{lang}/pdf`: only once the auction is FINISHED (409 otherwise). */
export async function endOfAuctionReport(
  ctx: ServiceContext,
  auctionId: number,
  lang: Language,
  receiptUrl: string,
): Promise<GeneratedPdf> {
  const { db } = ctx;
  const auction = await findAuctionRow(db, { id: auctionId });
  requireAuctionAction(auction, 'end_of_auction_report');
  const outcome = await auctionOutcome(ctx, auction.id);
  const timeZone = await documentTimeZone(db);
  const issuer = await authorityIdentity(db, lang);
  const content = await renderEndOfAuction(outcome, lang, timeZone, new Date(), receiptUrl, issuer);
  return { fileName: endOfAuctionFileName(auction.auctionNumber, lang), content };
}
