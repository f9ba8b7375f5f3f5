import type { Language } from '@portal/contracts/languages';
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '../../../platform/http/context';
import { contentDisposition } from '../../attachments';
import { announcementData, announcementFileName, renderAnnouncement } from './announcement-pdf';
import { findAuctionRow, requireAuctionAction } from '../auctions/auction-service';

export type GeneratedPdf = { fileName: string; content: Buffer };

/** Answers a generated PDF as a download that is never cached. */
export function sendPdf(reply: FastifyReply, pdf: GeneratedPdf) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(pdf.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf.content);
}

/**
 * `GET /auctions/{id}/pdf`: the announcement as it would be published now, made on request and not
 * stored; only while the `preview_announcement` action is allowed (409 otherwise).
 */
export async function previewAnnouncement(
  { db }: ServiceContext,
  auctionId: number,
  lang: Language,
): Promise<GeneratedPdf> {
  const auction = await findAuctionRow(db, { id: auctionId });
  requireAuctionAction(auction, 'preview_announcement');
  const content = await renderAnnouncement(await announcementData(db, auction), lang, 'PREVIEW', new Date());
  return { fileName: announcementFileName(auction.auctionNumber, lang), content };
}
