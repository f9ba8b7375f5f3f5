import type { Company } from '@portal/contracts';
import { TEMPORARY_COMPANY_ERROR, type TemporaryCompany } from '@portal/contracts/companies';
import { writeAudit } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { conflict, forbidden } from '../../platform/errors';
import { findUserById } from '../users';
import { auditActorOf, companyActorOf } from './access';
import {
  companyRecordOf,
  createCompany,
  findCompanyById,
  findCompanyByUniqueNumber,
  presentCompany,
} from '../companies';
import type { SignedInContext } from '../../platform/http/context';

/** Whether the account acts for others: its own flag, or its company is an intermediary (customs agent). */
async function isIntermediary(db: Db, userId: number): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  if (user.intermediary) return true;
  const company = user.companyId === null ? undefined : await findCompanyById(db, user.companyId);
  return Boolean(company?.isIntermediary);
}

/**
 * `POST /temporary_companies`: an intermediary records the company a customs case is about when it is not on
 * file (the wizard's company search found nothing). The record has no account: it is "temporary" until the
 * company registers, and registration links it (docs/adr/0014-registration-and-recovery.md). Only an
 * intermediary (403 `temporary_company.not_intermediary`), only a new unique number (409
 * `temporary_company.exists`: the case uses the record on file).
 */
export async function createTemporaryCompany(ctx: SignedInContext, input: TemporaryCompany): Promise<Company> {
  const { db } = ctx;
  const actor = companyActorOf(ctx);
  return db.transaction(async (tx) => {
    if (!(await isIntermediary(tx, actor.auth.userId))) throw forbidden(TEMPORARY_COMPANY_ERROR.notIntermediary);
    if (await findCompanyByUniqueNumber(tx, input.companyUniqueNumber)) throw conflict(TEMPORARY_COMPANY_ERROR.exists);
    let row;
    try {
      // The intermediary may read back what they entered (docs/adr/0059-record-look-ups.md).
      row = await createCompany(tx, { ...companyRecordOf(input), enteredBy: actor.auth.userId });
    } catch (error) {
      // A concurrent record of the same number wins at the unique index: the same answer as the check.
      if (sqlState(error) === '23505') throw conflict(TEMPORARY_COMPANY_ERROR.exists);
      throw error;
    }
    const company = presentCompany(row);
    await writeAudit(tx, {
      action: 'company.temporary_created',
      entity: 'company',
      entityId: row.id,
      after: company,
      ...auditActorOf(actor),
    });
    return company;
  });
}
