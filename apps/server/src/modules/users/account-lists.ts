import type { PagedFilterQuery } from '@portal/contracts/paging';
import { USER_STATUSES, type Paged } from '@portal/contracts';
import { APPROVAL_DEFAULT_STATUS, APPROVAL_STATUS_FILTER_ALL } from '@portal/contracts/user-admin';
import { filtersOf } from '@portal/contracts';
import { and, count, eq, getTableColumns, isNotNull, isNull, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  containsFilter,
  oneOfFilter,
  pagedRows,
  pagingPlan,
  searchFilter,
  type FilterBuilder,
} from '../../platform/http/paging';
import type { UserRow } from './service';
import { users } from './tables';

/** Columns every list of accounts sorts by (staff's, the approvals', a company's users). */
export const accountSortColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  status: users.status,
  createdAt: users.createdAt,
};

/** Filters every list of accounts offers on the account's own text fields. */
export const accountTextFilters = {
  username: containsFilter(users.username),
  email: containsFilter(users.email),
};

export const accountStatusFilter = oneOfFilter(users.status, USER_STATUSES);

/** `/admin/auth/users` and the user picker of the access screens: accounts, paged and filtered. */
export function pagedUserRows(db: Db, query: PagedFilterQuery): Promise<Paged<UserRow>> {
  const plan = pagingPlan(query, {
    sortable: accountSortColumns,
    filters: {
      ...accountTextFilters,
      status: accountStatusFilter,
      search: searchFilter(users.username, users.email),
    },
  });
  return pagedRows(db, users, plan, (row) => row);
}

export type ApplicantKind = 'companies' | 'individuals';

type Text = SQL<string | null>;

/**
 * What the approval lists need of other modules, as SQL over the account's columns (the accounts module
 * passes them: the roles live in navigation, the records in companies and individuals).
 */
export type ApplicantSql = {
  /** Whether the account holds a staff role. */
  isStaff: (userId: AnyColumn) => SQL;
  /** Whether the account holds the INDIVIDUAL role. */
  isPerson: (userId: AnyColumn) => SQL;
  companyOf: (companyId: AnyColumn) => { companyName: Text; companyUniqueNumber: Text; fiscalNumber: Text };
  individualOf: (individualId: AnyColumn) => { firstName: Text; lastName: Text; personalNumber: Text };
};

/**
 * The accounts an approval list shows: company administrators (the company's registration; its other users
 * are the administrator's to manage) or registered persons, never a staff account.
 */
function applicantSql(kind: ApplicantKind, of: ApplicantSql): SQL | undefined {
  return kind === 'companies'
    ? and(isNotNull(users.companyId), eq(users.companyAdministrator, true), not(of.isStaff(users.id)))
    : and(isNotNull(users.individualId), isNull(users.companyId), of.isPerson(users.id), not(of.isStaff(users.id)));
}

// The paging helper orders by columns; these expressions order the same way.
const asColumn = (expression: SQL) => expression as unknown as AnyColumn;

const statusFilter: FilterBuilder = (value) =>
  value === APPROVAL_STATUS_FILTER_ALL ? sql`true` : accountStatusFilter(value);

function listSpec(kind: ApplicantKind, of: ApplicantSql) {
  const company = of.companyOf(users.companyId);
  const individual = of.individualOf(users.individualId);
  const none = sql<string | null>`null`;
  const fields =
    kind === 'companies'
      ? { ...company, firstName: none, lastName: none, personalNumber: none }
      : { companyName: none, companyUniqueNumber: none, fiscalNumber: none, ...individual };
  const name =
    kind === 'companies' ? company.companyName : sql`(${individual.firstName} || ' ' || ${individual.lastName})`;
  const number = kind === 'companies' ? company.companyUniqueNumber : individual.personalNumber;
  const numberField = kind === 'companies' ? 'companyUniqueNumber' : 'personalNumber';
  return {
    fields,
    base: applicantSql(kind, of),
    sortable: { ...accountSortColumns, name: asColumn(name), [numberField]: asColumn(number) },
    filters: {
      status: statusFilter,
      ...accountTextFilters,
      name: containsFilter(name),
      [numberField]: containsFilter(number),
    },
  };
}

export type ApplicantRow = UserRow & {
  companyName: string | null;
  companyUniqueNumber: string | null;
  fiscalNumber: string | null;
  firstName: string | null;
  lastName: string | null;
  personalNumber: string | null;
};

/**
 * The accounts of an approval list with their company or individual, paged; `filter[status]` is a status or
 * `all`, PENDING_APPROVAL when absent.
 */
export async function pagedApplicantRows(
  db: Db,
  kind: ApplicantKind,
  query: PagedFilterQuery,
  of: ApplicantSql,
): Promise<Paged<ApplicantRow>> {
  const spec = listSpec(kind, of);
  const defaultStatus = filtersOf(query).status === undefined ? eq(users.status, APPROVAL_DEFAULT_STATUS) : undefined;
  const plan = pagingPlan(query, {
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
  return { content: rows, totalElements: total };
}
