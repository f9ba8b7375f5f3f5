// The public surface of the auctions module: what other modules and the app may use. Everything else is private.
export { documentTimeZone } from './announcements/announcement-pdf';
export { announcementRoutes } from './announcements/announcement-routes';
export { auctionCopyRoutes } from './auctions/auction-copy-routes';
export { publishAuction } from './auctions/auction-lifecycle';
export { auctionRoutes } from './auctions/auction-routes';
export { AUCTION_JOBS, startAuctionNow } from './scheduler/auction-scheduler';
export {
  addLots,
  auctionRowsByIds,
  findAuctionRow,
  requireAuctionAction,
  saveAuction,
  saveAuctionDetails,
  setLotPart,
} from './auctions/auction-service';
export { onAuctionCancelled, onLotSettled } from './scheduler/auction-settlement';
export { LOT_WITH_BIDS_TAGS, lockAuction, type AuctionRow, type LotRow } from './common/rows';
export { AUCTION_TOPICS } from './common/topics';
export { DOCUMENT_LABELS, type DocumentLabels } from './announcements/document-labels';
export { sendPdf, type GeneratedPdf } from './announcements/document-service';
export {
  AUCTION_REPORT_PAGE,
  giveLotToSecondWinner,
  latestBiddingAuctions,
  lockLotForSecondWinner,
  lotRowsOfAuctions,
  lotRowsInReportOrder,
} from './lots/lot-outcome';
export { lotRoutes } from './lots/lot-routes';
export {
  addProducts,
  findLotRow,
  lotRowsByIds,
  lotRowsOfAuction,
  presentLot,
  productCountsOf,
  saveLot,
} from './lots/lot-service';
export { auctionSummaryOf, lotLicenseTypeRows, winnerOf } from './common/present';
export { DEMO_NEXT_STEPS, nextStepsTimeZone, winnerNextSteps } from './common/next-steps';
export { provideRequestedAuctions } from './public/public-queries';
export { publicAuctionRoutes } from './public/public-routes';
export { pagedAuctions } from './common/queries';
// Its tables, for the foreign keys of other modules' tables.
export { auctions, lots } from './tables';
