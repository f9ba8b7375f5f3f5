// The public surface of the individuals module: what other modules and the app may use. Everything else is private.
export {
  individualByIdForStaff,
  individualOf,
  pagedIndividuals,
  updateIndividualByStaff,
  type HiddenIndividuals,
} from './admin-service';
export {
  createIndividual,
  ensureIndividual,
  findIndividualById,
  findIndividualByPersonalNumber,
  individualNames,
  presentIndividual,
  presentIndividualIdentity,
  releaseIndividualEntry,
  updateIndividual,
} from './service';
export { personMatchesSql, personNameSql } from './sql';
// Its tables, for the foreign keys of other modules' tables.
export { individuals } from './tables';
