import type { Language } from '@portal/contracts/languages';
import { documentTimeZone, findAuctionRow, requireAuctionAction, type GeneratedPdf } from '../auctions';
import { endOfAuctionFileName, renderEndOfAuction } from './end-of-auction-pdf';
import { auctionOutcome } from './outcome';
import { auctionDocumentRef, issueOfficialPdf } from '../document-verification';
import { authorityIdentity } from '../settings';
import type { ServiceContext } from '../../platform/http/context';

/**
 * `GET /auctions/end_of_auction/{id}/{lang}/pdf`: only once the auction is FINISHED (409 otherwise). The report is
 * made when asked, not stored: each copy handed out is an official document of its own, registered with its code and
 * the SHA-256 of the bytes sent (ADR 0091).
 */
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
  const issuedAt = new Date();
  const issuer = await authorityIdentity(db, lang);
  const { bytes: content } = await issueOfficialPdf(
    db,
    {
      kind: 'END_OF_AUCTION_REPORT',
      number: auction.auctionNumber,
      issuedAt,
      language: lang,
      ref: auctionDocumentRef(auction.id),
    },
    (verification) => renderEndOfAuction(outcome, lang, timeZone, issuedAt, receiptUrl, issuer, verification),
  );
  return { fileName: endOfAuctionFileName(auction.auctionNumber, lang), content };
}
