// The public surface of the auctions module: what other modules and the app may use. Everything else is private.
export { announcementRoutes } from './announcement-routes';
export { AnnouncementFiles } from './announcements';
export { auctionCopyRoutes } from './auction-copy-routes';
export { publishAuction } from './auction-lifecycle';
export { auctionRoutes } from './auction-routes';
export { AUCTION_JOBS, startAuctionNow } from './auction-scheduler';
export { addLots, findAuctionRow, saveAuction, saveAuctionDetails, setLotPart } from './auction-service';
export { onLotSettled } from './auction-settlement';
export { lockAuction, type AuctionRow, type LotRow } from './common';
export { lotRoutes } from './lot-routes';
export { addProducts, findLotRow, lotRowsOfAuction, productCountsOf, saveLot } from './lot-service';
export { auctionOutcomeRoutes } from './outcome-routes';
export { auctionSummaryOf, lotLicenseTypeRows } from './present';
export { publicAuctionRoutes } from './public-routes';
export { pagedAuctions } from './queries';
