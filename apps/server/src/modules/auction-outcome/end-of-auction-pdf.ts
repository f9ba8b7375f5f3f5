import { lotDescription } from '@portal/contracts/lot-texts';
import type { AuctionOutcome, LotOutcome } from '@portal/contracts/auction-outcome';
import type { Language } from '@portal/contracts/languages';
import { formatMoney, formatQuantity } from '@portal/contracts/money-format';
import { formatDate } from '@portal/contracts/dates';
import type { VerificationMark } from '../../platform/pdf/verification-mark';
import { PdfBuilder, type PdfLetterhead } from '../../platform/pdf/document';
import { DOCUMENT_LABELS, type DocumentLabels } from '../auctions';
import { formatDateTime } from '../mail';

/** `end-of-auction-A-2026-0007-sq.pdf`. */
export function endOfAuctionFileName(auctionNumber: string, lang: Language): string {
  return `end-of-auction-${auctionNumber}-${lang}.pdf`;
}

function lotRow(lot: LotOutcome, t: DocumentLabels, lang: Language): string[] {
  const reason = lot.closeReason ?? lot.cancelReason;
  const winner = lot.winner ? `${lot.winner.displayName}\n(${lot.winner.username})` : '';
  const payment = [lot.paymentInformation, lot.contractNumber].filter(Boolean).join('\n');
  return [
    `${lot.code}\n${lotDescription(lot, lang)}`,
    reason ? `${t.lotStatus[lot.status]}\n${t.reason}: ${reason}` : t.lotStatus[lot.status],
    formatMoney(lot.startingPrice, lang),
    formatMoney(lot.highestBid, lang),
    formatQuantity(lot.bidCount, lang),
    lot.secondWinner && winner ? `${winner}\n${t.secondWinner}` : winner,
    formatMoney(lot.winningAmount, lang),
    payment,
  ];
}

/**
 * The end-of-auction report in one language: the auction, every lot with its end status, highest
 * bid, number of bids, winner (marked when a second winner replaced the first), winning amount,
 * payment and contract, the reason of a closed or cancelled lot, each lot's final ledger hash, and the totals.
 */
export async function renderEndOfAuction(
  outcome: AuctionOutcome,
  lang: Language,
  timeZone: string,
  issuedAt: Date,
  receiptUrl: string,
  issuer: PdfLetterhead,
  verification?: VerificationMark,
): Promise<Buffer> {
  const t = DOCUMENT_LABELS[lang];
  const pdf = new PdfBuilder(
    {
      title: `${t.reportTitle} ${outcome.auctionNumber}`,
      author: issuer.name,
      lang,
      landscape: true,
      letterhead: issuer,
    },
    {
      text: `${t.reportTitle} ${outcome.auctionNumber}`,
      issuedOn: formatDate(issuedAt, timeZone),
      pageLabel: t.page,
      verification,
    },
  );
  pdf.title(t.reportTitle, outcome.auctionNumber);
  pdf.keyValues(
    [
      [t.auctionNumber, outcome.auctionNumber],
      [t.status, t.auctionStatus[outcome.status]],
      [t.startDate, formatDateTime(outcome.startDate, timeZone)],
      [t.endDate, formatDateTime(outcome.endDate, timeZone)],
      [t.issuedAt, formatDateTime(issuedAt, timeZone)],
    ],
    0.22,
  );
  pdf.paragraph(t.timeZoneNote(timeZone), { muted: true });

  pdf.heading(t.lots(outcome.lots.length));
  pdf.table(
    [
      { header: t.lot, width: 0.19 },
      { header: t.status, width: 0.12 },
      { header: t.startingPrice, width: 0.1, align: 'right' },
      { header: t.highestBid, width: 0.1, align: 'right' },
      { header: t.bidCount, width: 0.07, align: 'right' },
      { header: t.winner, width: 0.16 },
      { header: t.winningAmount, width: 0.1, align: 'right' },
      { header: t.payment, width: 0.16 },
    ],
    outcome.lots.map((lot) => lotRow(lot, t, lang)),
  );

  // Each lot's chain head, so a receipt can be checked against the report as well as online.
  const withBids = outcome.lots.filter((lot) => lot.finalHash !== null);
  if (withBids.length > 0) {
    pdf.heading(t.ledger);
    pdf.paragraph(t.ledgerNote(receiptUrl), { muted: true });
    pdf.table(
      [
        { header: t.lot, width: 0.19 },
        { header: t.bidCount, width: 0.1, align: 'right' },
        { header: t.finalHash, width: 0.71 },
      ],
      withBids.map((lot) => [lot.code, formatQuantity(lot.bidCount, lang), lot.finalHash!]),
    );
  }

  pdf.heading(t.totals);
  const { totals } = outcome;
  pdf.keyValues(
    [
      [t.totalLots, formatQuantity(totals.lots, lang)],
      [t.soldLots, formatQuantity(totals.sold, lang)],
      [t.paidLots, formatQuantity(totals.paid, lang)],
      [t.unsoldLots, formatQuantity(totals.unsold, lang)],
      [t.withdrawnLots, formatQuantity(totals.withdrawn, lang)],
      [t.soldAmount, formatMoney(totals.soldAmount, lang)],
    ],
    0.22,
  );
  return pdf.finish();
}
