import type { Paged } from '@portal/contracts/paging';
import {
  ANY_SUB_TYPE,
  CASE_STATUSES,
  CASE_TYPES,
  type CaseFilterOptions,
  type CaseListQuery,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import { and, asc, eq, isNotNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SignedInContext } from '../../platform/http/context';
import { integerFilter, oneOfFilter, pagedRows, pagingPlan, type FilterBuilder } from '../../platform/http/paging';
import { companyNames } from '../companies';
import { individualNames } from '../individuals';
import { ownedCasesCondition, partyCasesCondition, type CaseCaller } from './access';
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

/**
 * `GET cases/by_registered_user`: one page of the caller's own cases, newest first unless sorted otherwise
 * (id, number, caseType, status, createdAt, submittedAt, dueAt); filters status, type, subType (0: any), company
 * and individual (the ids of who the cases are about).
 */
export async function pagedOwnCases(
  { db, caller: { account: auth } }: SignedInContext,
  query: CaseListQuery,
): Promise<Paged<PortalCase>> {
  const plan = pagingPlan(query, {
    sortable: {
      id: portalCases.id,
      number: portalCases.number,
      caseType: portalCases.caseType,
      status: portalCases.status,
      createdAt: portalCases.createdAt,
      submittedAt: portalCases.submittedAt,
      dueAt: portalCases.dueAt,
    },
    filters: {
      status: oneOfFilter(portalCases.status, CASE_STATUSES),
      type: oneOfFilter(portalCases.caseType, CASE_TYPES),
      subType: subTypeFilter,
      company: integerFilter(portalCases.aboutCompanyId),
      individual: integerFilter(portalCases.aboutIndividualId),
    },
    where: ownCases(auth),
  });
  const page = await pagedRows(db, portalCases, plan, (row) => row);
  return { content: await presentCases(db, page.content, auth), totalElements: page.totalElements };
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
