// The public surface of the bidding module: what other modules and the app may use. Everything else is private.
export { biddingJobs, notifyLotEndingSoon } from './notices';
export { biddingRoutes } from './routes';
export { BIDDING_TOPICS } from './topics';
export { bestBidsOfLot, bidCounts, bidders, lastBidsForStaff, type Bidder } from './service';
export { auctionBidderCounts, lotBidFigures, type LotBidFigures } from './dashboard-figures';
