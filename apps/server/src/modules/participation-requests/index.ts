// The public surface of the participation-requests module: what other modules and the app may use. Everything else is private.
export { licencesForLot } from './eligibility';
export { requestsOfAuction } from './queries';
export { participationRequestRoutes } from './routes';
export { approvedLotIds, auctionIdsRequestedBy, createApprovedRequest, usersWithRequests } from './service';
