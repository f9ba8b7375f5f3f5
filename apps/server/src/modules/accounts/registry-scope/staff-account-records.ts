import type { HiddenIndividuals } from '../../individuals';
import { isStaffAccountSql } from '../../navigation';
import { someUserOfIndividual } from '../../users';

/**
 * The individual records the persons page (and the approval lists) leave out: those of staff accounts, which are
 * managed from /admin/auth/users only. Records without an account, such as customs case subjects, stay.
 */
export const staffAccountRecords: HiddenIndividuals = (individualId) =>
  someUserOfIndividual(individualId, isStaffAccountSql);
