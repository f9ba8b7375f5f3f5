import type { Language } from '@portal/contracts/languages';
import type { Db } from '../../platform/db/database';
import { announcementData, announcementFileName, documentTimeZone, renderAnnouncement } from './announcement-pdf';
import { findAuctionRow, requireAuctionAction } from './auction-service';
import { endOfAuctionFileName, renderEndOfAuction } from './end-of-auction-pdf';
import { auctionOutcome } from './outcome';

export type GeneratedPdf = { fileName: string; content: Buffer };

/**
 * `GET /auctions/{id}/pdf`: the announcement as it would be published now, made on request and not
 * stored; only while the `preview_announcement` action is allowed (409 otherwise).
 */
export async function previewAnnouncement(db: Db, auctionId: number, lang: Language): Promise<GeneratedPdf> {
  const auction = await findAuctionRow(db, { id: auctionId });
  requireAuctionAction(auction, 'preview_announcement');
  const content = await renderAnnouncement(await announcementData(db, auction), lang, 'PREVIEW', new Date());
  return { fileName: announcementFileName(auction.auctionNumber, lang), content };
}

/** `GET /auctions/end_of_auction/{id}/{lang}/pdf`: only once the auction is FINISHED (409 otherwise). */
export async function endOfAuctionReport(
  db: Db,
  auctionId: number,
  lang: Language,
  receiptUrl: string,
): Promise<GeneratedPdf> {
  const auction = await findAuctionRow(db, { id: auctionId });
  requireAuctionAction(auction, 'end_of_auction_report');
  const outcome = await auctionOutcome(db, auction.id);
  const content = await renderEndOfAuction(outcome, lang, await documentTimeZone(db), new Date(), receiptUrl);
  return { fileName: endOfAuctionFileName(auction.auctionNumber, lang), content };
}
