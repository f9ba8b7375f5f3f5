// The public surface of the auction-outcome module: what other modules and the app may use. Everything else is private.
export { auctionOutcomeRoutes } from './routes';
