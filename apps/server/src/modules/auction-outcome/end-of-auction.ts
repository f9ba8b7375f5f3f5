import type { Language } from '@portal/contracts/languages';
import { documentTimeZone, findAuctionRow, requireAuctionAction, type GeneratedPdf } from '../auctions';
import { endOfAuctionFileName, renderEndOfAuction } from './end-of-auction-pdf';
import { auctionOutcome } from './outcome';
import type { ServiceContext } from '../../platform/http/context';
import { sealPdf } from '../../platform/pdf/seal';

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
  const content = await renderEndOfAuction(outcome, lang, await documentTimeZone(db), new Date(), receiptUrl);
  return { fileName: endOfAuctionFileName(auction.auctionNumber, lang), content: await sealPdf(content) };
}
