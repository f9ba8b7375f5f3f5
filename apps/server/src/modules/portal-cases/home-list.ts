import { dayBounds } from '@portal/contracts/dates';
import type { Paged } from '@portal/contracts/paging';
import {
  ANY_SUB_TYPE,
  CASE_LIST_SORT_KEYS,
  CASE_STATUSES,
  CASE_TYPES,
  type CaseListSortKey,
  type CaseFilterOptions,
  type CaseListQuery,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import { and, asc, gte, isNotNull, lt, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SignedInContext } from '../../platform/http/context';
import { integerFilter, oneOfFilter, pagedRows, pagingPlan, type FilterBuilder } from '../../platform/http/paging';
import { businessTimeZone } from '../settings';
import { companyMatchesSql, companyNameSql, companyNames } from '../companies';
import { individualNames, personMatchesSql, personNameSql } from '../individuals';
import { accountMatchesSql, accountNameSql } from '../users';
import { callerCasesParts, ownedCasesCondition, partyCasesCondition, type CaseCaller } from './access';
import type { CaseColumns } from './case-queries';
import { presentCases } from './presenter';
import { activeCaseSubTypes } from './sub-types';
import { portalCases } from './tables';

/** The bound of each of the filters' subject lists (the distinct subjects of one filer's cases). */
const SUBJECT_OPTIONS_LIMIT = 500;

/**
 * The caller's cases: their own by the rule of `ownsCase` (filed by them, or for the company they belong to), and
 * those an intermediary filed for them (`isPartyOfCase`, shown read-only).
 */
function ownCases(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL {
  const owned = ownedCasesCondition(auth);
  const party = partyCasesCondition(auth);
  return party ? or(owned, party)! : owned;
}

/** A sub-type filter: 0 is any (spec §9), otherwise the sub-type's id. */
const subTypeFilter: FilterBuilder = (value) =>
  value === String(ANY_SUB_TYPE) ? sql`true` : integerFilter(portalCases.subTypeId)(value);

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Who filed a case as the lists name them (the presenter's rule): their company, else their person, else the username. */
export function filerNameSql(cases: CaseColumns): SQL {
  return accountNameSql(cases.filerUserId, companyNameSql, personNameSql);
}

/** Whom a case is about, by name: the company's, else the person's. */
export function aboutNameSql(cases: CaseColumns): SQL {
  return sql`coalesce(${companyNameSql(cases.aboutCompanyId)}, ${personNameSql(cases.aboutIndividualId)})`;
}

/**
 * A search box over cases (case-insensitive, contains): the case's and protocol number, the subject, who filed it
 * (username, company name, business or fiscal number, person's name or personal number) and whom it is about.
 */
export function caseSearchSql(cases: CaseColumns, text: string): SQL {
  const like = `%${escapeLike(text)}%`;
  return sql`(${cases.number} ilike ${like} or ${cases.protocolNumber} ilike ${like} or ${cases.subject} ilike ${like}
    or ${accountMatchesSql(cases.filerUserId, like, companyMatchesSql, personMatchesSql)}
    or ${companyMatchesSql(cases.aboutCompanyId, like)}
    or ${personMatchesSql(cases.aboutIndividualId, like)})`;
}

/** A day filter on a time column: `from` takes the day's first instant on, `to` everything before the next day. */
export function dayFilter(column: AnyColumn, end: 'from' | 'to', timeZone: string): FilterBuilder {
  return (value) => {
    const bounds = dayBounds(value, timeZone);
    if (!bounds) return undefined;
    return end === 'from' ? gte(column, bounds.start) : lt(column, bounds.end);
  };
}

const OWN_CASES_SORT: Record<CaseListSortKey, AnyColumn | SQL> = {
  id: portalCases.id,
  number: portalCases.number,
  caseType: portalCases.caseType,
  status: portalCases.status,
  subject: portalCases.subject,
  about: aboutNameSql(portalCases),
  createdAt: portalCases.createdAt,
  submittedAt: portalCases.submittedAt,
  dueAt: portalCases.dueAt,
};

/**
 * `GET cases/by_registered_user`: one page of the caller's own cases, newest first unless sorted otherwise (a
 * `CASE_LIST_SORT_KEYS` key); filters status, type, subType (0: any), company and individual (the ids of who the
 * cases are about), createdFrom/createdTo and submittedFrom/submittedTo (days, both included).
 */
export async function pagedOwnCases(
  { db, caller: { account: auth } }: SignedInContext,
  query: CaseListQuery,
): Promise<Paged<PortalCase>> {
  const timeZone = await businessTimeZone(db);
  const plan = pagingPlan(query, {
    sortable: Object.fromEntries(CASE_LIST_SORT_KEYS.map((key) => [key, OWN_CASES_SORT[key]])),
    filters: {
      status: oneOfFilter(portalCases.status, CASE_STATUSES),
      type: oneOfFilter(portalCases.caseType, CASE_TYPES),
      subType: subTypeFilter,
      company: integerFilter(portalCases.aboutCompanyId),
      individual: integerFilter(portalCases.aboutIndividualId),
      createdFrom: dayFilter(portalCases.createdAt, 'from', timeZone),
      createdTo: dayFilter(portalCases.createdAt, 'to', timeZone),
      submittedFrom: dayFilter(portalCases.submittedAt, 'from', timeZone),
      submittedTo: dayFilter(portalCases.submittedAt, 'to', timeZone),
    },
    where: ownCases(auth),
    countParts: callerCasesParts(auth),
  });
  const page = await pagedRows(db, portalCases, plan, (row) => row);
  return { content: await presentCases(db, page.content, auth, { timeZone }), totalElements: page.totalElements };
}

async function distinctSubjects(db: Db, auth: CaseCaller, column: AnyColumn): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: sql<number>`${column}` })
    .from(portalCases)
    .where(and(ownCases(auth), isNotNull(column)))
    .orderBy(asc(column))
    .limit(SUBJECT_OPTIONS_LIMIT);
  return rows.map((r) => r.id);
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** `GET cases/submit_filters`: statuses, kinds, the active sub-types, and who the caller's cases are about. */
export async function caseFilterOptions({
  db,
  caller: { account: auth },
}: SignedInContext): Promise<CaseFilterOptions> {
  const [subTypes, companyIds, individualIds] = await Promise.all([
    activeCaseSubTypes(db),
    distinctSubjects(db, auth, portalCases.aboutCompanyId),
    distinctSubjects(db, auth, portalCases.aboutIndividualId),
  ]);
  const [companies, individuals] = await Promise.all([
    companyNames(db, companyIds),
    individualNames(db, individualIds),
  ]);
  return {
    statuses: [...CASE_STATUSES],
    types: [...CASE_TYPES],
    subTypes,
    companies: [...companies].map(([id, name]) => ({ id, name })).sort(byName),
    individuals: [...individuals].map(([id, name]) => ({ id, name })).sort(byName),
  };
}
