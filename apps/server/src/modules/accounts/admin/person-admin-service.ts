import type { PagedFilterQuery } from '@portal/contracts/paging';
import type { IndividualUpdate } from '@portal/contracts/user-admin';
import type { ServiceContext } from '../../../platform/http/context';
import { individualByIdForStaff, pagedIndividuals, updateIndividualByStaff } from '../../individuals';
import { staffAccountRecords } from '../registry-scope/staff-account-records';

// `/admin/auth/persons`: the individuals module's staff commands, never over a staff account's record.

/** Individuals, paged (filters personalNumber, name, city). */
export function pagedPersons({ db }: ServiceContext, query: PagedFilterQuery) {
  return pagedIndividuals(db, query, staffAccountRecords);
}

/** One individual. */
export function personById({ db }: ServiceContext, id: number) {
  return individualByIdForStaff(db, id, staffAccountRecords);
}

/** Staff change an individual's record (not the personal number). */
export function updatePerson({ db, caller: { actor } }: ServiceContext, input: IndividualUpdate) {
  return updateIndividualByStaff(db, actor, input, staffAccountRecords);
}
