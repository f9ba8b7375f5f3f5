// The public surface of the individuals module: what other modules and the app may use. Everything else is private.
export { individualAdminRoutes } from './admin-routes';
export { individualByIdForStaff, individualOf } from './admin-service';
export {
  createIndividual,
  ensureIndividual,
  findIndividualById,
  findIndividualByPersonalNumber,
  individualNames,
  presentIndividual,
  updateIndividual,
} from './service';
