import type { PagedFilterQuery } from '@portal/contracts/paging';
import { pathGrantedByPages, type Paged } from '@portal/contracts';
import { allowedUserActions, type ApprovalDetail, type ApprovalRow } from '@portal/contracts/user-admin';
import { forbidden, notFound } from '../../../platform/errors';
import type { ServiceContext, SignedInContext } from '../../../platform/http/context';
import { listGuaranteesOfUser } from '../../bank-guarantees';
import { companyByIdForStaff, companyOf } from '../../companies';
import { listCompanyLicences } from '../../company-accounts';
import { individualByIdForStaff, individualOf } from '../../individuals';
import { holdsAnyRole, isStaffAccountSql } from '../../navigation';
import { findUserById, pagedApplicantRows, type ApplicantKind, type ApplicantSql } from '../../users';
import { logOfUser, presentAdminUser } from '../admin/admin-service';
import { registryPageOfUser } from '../registry-scope/registry-scope';
import { staffAccountRecords } from '../registry-scope/staff-account-records';

export type ApprovalKind = ApplicantKind;

const applicantSql: ApplicantSql = {
  isStaff: isStaffAccountSql,
  isPerson: (userId) => holdsAnyRole(userId, ['INDIVIDUAL']),
  companyOf,
  individualOf,
};

/**
 * `GET /registered_users/companies_for_approval` and `individuals_for_approval`: accounts with their
 * company or individual, paged; `filter[status]` is a status or `all`, PENDING_APPROVAL when absent.
 * Staff accounts are never listed (registry-scope.ts).
 */
export async function pagedApprovals(
  { db }: ServiceContext,
  kind: ApprovalKind,
  query: PagedFilterQuery,
): Promise<Paged<ApprovalRow>> {
  const page = await pagedApplicantRows(db, kind, query, applicantSql);
  return {
    content: page.content.map(
      ({ companyName, companyUniqueNumber, fiscalNumber, firstName, lastName, personalNumber, ...user }) => ({
        ...presentAdminUser(user),
        companyName,
        companyUniqueNumber,
        fiscalNumber,
        firstName,
        lastName,
        personalNumber,
      }),
    ),
    totalElements: page.totalElements,
  };
}

export const DETAIL_LOG_SIZE = 20;

/** `GET /registered_users/{id}`: the account, its company or individual, the actions its status allows and its latest log. */
export async function approvalDetail(
  { db, caller: { account: auth } }: SignedInContext,
  id: number,
): Promise<ApprovalDetail> {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  // A staff account (the caller's own included) is not the registry's: 404, as if it did not exist.
  const page = await registryPageOfUser(db, user);
  if (!page) throw notFound();
  if (!pathGrantedByPages(page, auth.pageUrls)) throw forbidden();
  const [company, individual, log, bankGuarantees, licences] = await Promise.all([
    user.companyId ? companyByIdForStaff(db, user.companyId) : null,
    user.individualId ? individualByIdForStaff(db, user.individualId, staffAccountRecords) : null,
    logOfUser(db, user.id, 1, DETAIL_LOG_SIZE),
    listGuaranteesOfUser(db, user.id),
    user.companyId ? listCompanyLicences(db, user.companyId) : [],
  ]);
  const strip = <T extends { fieldProperties?: unknown }>(row: T | null) => {
    if (!row) return null;
    const { fieldProperties: _, ...rest } = row;
    return rest;
  };
  return {
    user: presentAdminUser(user),
    company: strip(company),
    individual: strip(individual),
    allowedActions: user.id === auth.userId ? [] : allowedUserActions(user.status),
    log: log.content,
    logTotal: log.totalElements,
    bankGuarantees,
    licences,
  };
}
