import { filtersOf, pathGrantedByPages, type Paged, type PagedQuery } from '@portal/contracts';
import {
  allowedUserActions,
  APPROVAL_DEFAULT_STATUS,
  APPROVAL_STATUS_FILTER_ALL,
  type ApprovalDetail,
  type ApprovalRow,
} from '@portal/contracts/user-admin';
import { and, count, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { containsFilter, pagingPlan, type FilterBuilder } from '../../platform/http/paging';
import { listGuaranteesOfUser } from '../bank-guarantees';
import { companyByIdForStaff, companyOf } from '../companies';
import { listCompanyLicences } from '../companies';
import { individualByIdForStaff, individualOf } from '../individuals';
import {
  accountSortColumns,
  accountStatusFilter,
  accountTextFilters,
  logOfUser,
  presentAdminUser,
} from './admin-service';
import { companyApplicantSql, personApplicantSql, registryPageOfUser } from './registry-scope';
import { findUserById } from './service';
import { users } from './tables';

export type ApprovalKind = 'companies' | 'individuals';

// The paging helper orders by columns; these expressions order the same way.
const asColumn = (expression: SQL) => expression as unknown as AnyColumn;

const statusFilter: FilterBuilder = (value) =>
  value === APPROVAL_STATUS_FILTER_ALL ? sql`true` : accountStatusFilter(value);

function listSpec(kind: ApprovalKind) {
  const company = companyOf(users.companyId);
  const individual = individualOf(users.individualId);
  const none = sql<string | null>`null`;
  const fields =
    kind === 'companies'
      ? { ...company, firstName: none, lastName: none, personalNumber: none }
      : { companyName: none, companyUniqueNumber: none, fiscalNumber: none, ...individual };
  // Companies for approval are their administrators (the company's registration); the company's
  // other users are the administrator's to manage. Staff accounts are never listed (registry-scope.ts).
  const base = kind === 'companies' ? companyApplicantSql() : personApplicantSql();
  const name =
    kind === 'companies' ? company.companyName : sql`(${individual.firstName} || ' ' || ${individual.lastName})`;
  const number = kind === 'companies' ? company.companyUniqueNumber : individual.personalNumber;
  const numberField = kind === 'companies' ? 'companyUniqueNumber' : 'personalNumber';
  return {
    fields,
    base,
    sortable: { ...accountSortColumns, name: asColumn(name), [numberField]: asColumn(number) },
    filters: {
      status: statusFilter,
      ...accountTextFilters,
      name: containsFilter(name),
      [numberField]: containsFilter(number),
    },
  };
}

/**
 * `GET /registered_users/companies_for_approval` and `individuals_for_approval`: accounts with their
 * company or individual, paged; `filter[status]` is a status or `all`, PENDING_APPROVAL when absent.
 */
export async function pagedApprovals(
  db: Db,
  kind: ApprovalKind,
  query: PagedQuery,
  rawQuery: Record<string, unknown>,
): Promise<Paged<ApprovalRow>> {
  const spec = listSpec(kind);
  const defaultStatus =
    filtersOf(rawQuery).status === undefined ? eq(users.status, APPROVAL_DEFAULT_STATUS) : undefined;
  const plan = pagingPlan(query, rawQuery, {
    sortable: spec.sortable,
    filters: spec.filters,
    where: and(spec.base, defaultStatus),
  });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...getTableColumns(users), ...spec.fields })
      .from(users)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(users).where(plan.where),
  ]);
  return {
    content: rows.map(
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
    totalElements: total,
  };
}

export const DETAIL_LOG_SIZE = 20;

/** `GET /registered_users/{id}`: the account, its company or individual, the actions its status allows and its latest log. */
export async function approvalDetail(db: Db, auth: AuthContext, id: number): Promise<ApprovalDetail> {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  // A staff account (the caller's own included) is not the registry's: 404, as if it did not exist.
  const page = await registryPageOfUser(db, user);
  if (!page) throw notFound();
  if (!pathGrantedByPages(page, auth.pageUrls)) throw forbidden();
  const [company, individual, log, bankGuarantees, licences] = await Promise.all([
    user.companyId ? companyByIdForStaff(db, user.companyId) : null,
    user.individualId ? individualByIdForStaff(db, user.individualId) : null,
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
