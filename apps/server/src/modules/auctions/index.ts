// The public surface of the auctions module: what other modules and the app may use. Everything else is private.
export { documentTimeZone } from './announcement-pdf';
export { announcementRoutes } from './announcement-routes';
export { AnnouncementFiles } from './announcements';
export { auctionCopyRoutes } from './auction-copy-routes';
export { publishAuction } from './auction-lifecycle';
export { auctionRoutes } from './auction-routes';
export { AUCTION_JOBS, startAuctionNow } from './auction-scheduler';
export {
  addLots,
  auctionRowsByIds,
  findAuctionRow,
  requireAuctionAction,
  saveAuction,
  saveAuctionDetails,
  setLotPart,
} from './auction-service';
export { onAuctionCancelled, onLotSettled } from './auction-settlement';
export { lockAuction, type AuctionRow, type LotRow } from './common';
export { DOCUMENT_LABELS, type DocumentLabels } from './document-labels';
export { sendPdf, type GeneratedPdf } from './document-service';
export {
  AUCTION_REPORT_PAGE,
  giveLotToSecondWinner,
  lockLotForSecondWinner,
  lotRowsInReportOrder,
} from './lot-outcome-service';
export { lotRoutes } from './lot-routes';
export {
  addProducts,
  findLotRow,
  lotRowsByIds,
  lotRowsOfAuction,
  presentLot,
  productCountsOf,
  saveLot,
} from './lot-service';
export { auctionSummaryOf, lotLicenseTypeRows, winnerOf } from './present';
export { provideRequestedAuctions } from './public-queries';
export { publicAuctionRoutes } from './public-routes';
export { pagedAuctions } from './queries';
