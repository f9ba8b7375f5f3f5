import { wallTimeIn } from '@portal/contracts/dates';
import type { Paged } from '@portal/contracts/paging';
import { filtersOf, parseSort } from '@portal/contracts';
import {
  MY_DECISION_KINDS,
  type MY_DECISION_SORT_KEYS,
  MY_DECISION_STATUSES,
  type MyDecision,
  type MyDecisionKind,
  type MyDecisionsQuery,
  type MyDecisionStatus,
  linkedCaseActions,
} from '@portal/contracts/portal-decisions';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import {
  callerCaseIdsSql,
  caseNumberSql,
  caseTypeSql,
  ownedCaseIdsSql,
  supersedingCaseIdSql,
  type CaseCaller,
} from '../../portal-cases';
import { newestIssuedFiles, type IssuedFile } from '../../portal-documents';
import { businessTimeZone, getParameter } from '../../settings';

/** One document of the register as the query reads it (days as ISO text). */
export type RegisterRow = {
  kind: MyDecisionKind;
  id: number;
  number: string;
  case_id: number | null;
  issued_on: string | null;
  valid_from: string | null;
  valid_to: string | null;
  revoked: boolean;
  addressee_company_id: number | null;
  addressee_individual_id: number | null;
  /** The approved case that amended or renewed the record's case (ADR 0081): the record is SUPERSEDED. */
  superseded_by: number | null;
};

/** The day of the portal decision of a case (every approval registers one): the issue day of what it granted. */
const decisionDayOf = (caseIdColumn: SQL) =>
  sql`(select d.issued_on from issued_decisions d where d.case_id = ${caseIdColumn} order by d.id desc limit 1)`;
/** Whom the portal decision of a case is addressed to: the party of what it granted. */
const addresseeOf = (caseIdColumn: SQL, column: 'addressee_company_id' | 'addressee_individual_id') =>
  sql`(select d.${sql.raw(column)} from issued_decisions d where d.case_id = ${caseIdColumn} order by d.id desc limit 1)`;

/**
 * Every document of the register, one row each, the decisions limited by `decisionsWhere` and the records of cases
 * by `recordsWhere` (both over a `case_id` column; the decisions also over their addressee columns). A record
 * counts once it has its number (an approval gave it one).
 */
export function registerSql(decisionsWhere: SQL, recordsWhere: SQL): SQL {
  const record = (
    kind: MyDecisionKind,
    table: string,
    number: string,
    validFrom: string | null,
    validTo: string,
    revoked: string,
  ) => {
    const caseId = sql.raw(`r.case_id`);
    return sql`select ${kind}::text as kind, r.id, r.${sql.raw(number)} as number, r.case_id,
      ${decisionDayOf(caseId)}::text as issued_on,
      ${sql.raw(validFrom ? `r.${validFrom}` : 'null')}::text as valid_from, r.${sql.raw(validTo)}::text as valid_to,
      ${sql.raw(revoked)} as revoked,
      ${addresseeOf(caseId, 'addressee_company_id')} as addressee_company_id,
      ${addresseeOf(caseId, 'addressee_individual_id')} as addressee_individual_id,
      ${supersedingCaseIdSql(caseId)} as superseded_by
      from ${sql.raw(table)} r where r.${sql.raw(number)} is not null and ${recordsWhere}`;
  };
  return sql`(select 'DECISION'::text as kind, r.id, r.decision_number as number, r.case_id,
      r.issued_on::text as issued_on, null::text as valid_from, null::text as valid_to, false as revoked,
      r.addressee_company_id, r.addressee_individual_id, ${supersedingCaseIdSql(sql.raw('r.case_id'))} as superseded_by
      from issued_decisions r where ${decisionsWhere}
    union all ${record('AUTHORIZATION', 'authorizations', 'authorization_number', 'valid_from', 'valid_to', 'false')}
    union all ${record('LICENCE', 'portal_licences', 'licence_number', 'valid_from', 'valid_to', 'false')}
    union all ${record('BTI', 'btis', 'reference', 'valid_from', 'valid_to', 'false')}
    union all ${record('MOVEMENT_CERTIFICATE', 'movement_certificates', 'certificate_number', null, 'valid_until', 'r.revoked_at is not null')}
    union all ${record('IPR_APPLICATION', 'ipr_applications', 'application_number', 'valid_from', 'valid_to', 'false')})`;
}

/**
 * The status rule of contracts `myDecisionStatus` over a row's `valid_to` (ISO text), `revoked` and `superseded_by`
 * (superseded when not null), on `today` (an
 * ISO day) with `days` of reminder: the list filters and sorts by it, so it is computed in the query.
 */
export function statusSql(today: string, days: number): SQL {
  return sql`(case when revoked then 'REVOKED'
    when superseded_by is not null then 'SUPERSEDED'
    when valid_to is null then 'VALID'
    when valid_to::date < ${today}::date then 'EXPIRED'
    when valid_to::date <= ${today}::date + ${days}::int then 'EXPIRING'
    else 'VALID' end)`;
}

/** The business day of `now` as an ISO day. */
export async function businessDay(db: Db, now: Date): Promise<string> {
  const day = wallTimeIn(now, await businessTimeZone(db));
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/**
 * The caller's documents: the records of their cases (their own and those filed for them: `callerCaseIdsSql`) and
 * the decisions of those cases or addressed to their company or to them as a person. Nothing else is read.
 */
function callerRegisterSql(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL {
  const cases = callerCaseIdsSql(auth);
  const addressed = [
    ...(auth.companyId !== null ? [sql`r.addressee_company_id = ${auth.companyId}::int`] : []),
    ...(auth.individualId ? [sql`r.addressee_individual_id = ${auth.individualId}::int`] : []),
  ];
  const decisions = sql.join([sql`r.case_id in ${cases}`, ...addressed], sql` or `);
  return registerSql(sql`(${decisions})`, sql`r.case_id in ${cases}`);
}

const SORT: Record<(typeof MY_DECISION_SORT_KEYS)[number], SQL> = {
  kind: sql`kind`,
  number: sql`number`,
  caseNumber: sql`case_number`,
  issuedOn: sql`issued_on`,
  validTo: sql`valid_to`,
  status: sql`array_position(array['VALID', 'EXPIRING', 'EXPIRED', 'REVOKED', 'SUPERSEDED'], status)`,
};

/** The kinds whose PDF is the case's decision (the others' is the record's own issued document). */
const DECISION_FILE_KINDS: readonly MyDecisionKind[] = ['DECISION', 'IPR_APPLICATION'];

type ListedRow = RegisterRow & {
  status: MyDecisionStatus;
  case_number: string | null;
  case_type: string | null;
  owned: boolean;
  superseded_number: string | null;
  superseded_type: string | null;
};

/**
 * `GET portal_decisions/by_registered_user`: one page of the caller's documents, newest issue first unless sorted
 * otherwise (a MY_DECISION_SORT_KEYS key); filter[kind] and filter[status] (unknown values and fields are 400).
 */
export async function pagedMyDecisions(
  { db, caller: { account: auth } }: SignedInContext,
  query: MyDecisionsQuery,
  now: Date = new Date(),
): Promise<Paged<MyDecision>> {
  const { field, direction } = parseSort(query.sort);
  const order = Object.hasOwn(SORT, field) ? SORT[field as keyof typeof SORT] : undefined;
  if (!order) throw badRequest({ sort: 'validation.invalid_value' });
  const conditions: SQL[] = [];
  for (const [name, value] of Object.entries(filtersOf(query))) {
    if (name === 'kind' && (MY_DECISION_KINDS as readonly string[]).includes(value))
      conditions.push(sql`kind = ${value}`);
    else if (name === 'status' && (MY_DECISION_STATUSES as readonly string[]).includes(value))
      conditions.push(sql`status = ${value}`);
    else if (name === 'kind' || name === 'status')
      throw badRequest({ [`filter[${name}]`]: 'validation.invalid_value' });
    else throw badRequest({ [`filter[${name}]`]: 'validation.unknown_field' });
  }
  const [today, days, appealDays] = await Promise.all([
    businessDay(db, now),
    getParameter(db, 'portal_expiry_reminder_days'),
    getParameter(db, 'portal_appeal_days'),
  ]);
  const listed = sql`(select register.*, ${statusSql(today, days)} as status,
      ${caseNumberSql(sql`register.case_id`)} as case_number, ${caseTypeSql(sql`register.case_id`)} as case_type,
      coalesce(register.case_id in ${ownedCaseIdsSql(auth)}, false) as owned,
      ${caseNumberSql(sql`register.superseded_by`)} as superseded_number,
      ${caseTypeSql(sql`register.superseded_by`)} as superseded_type
    from ${callerRegisterSql(auth)} register) listed`;
  const where = conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const dir = sql.raw(direction === 'desc' ? 'desc nulls last' : 'asc nulls first');
  const [page, total] = await Promise.all([
    db.execute(sql`select * from ${listed} ${where} order by ${order} ${dir}, kind asc, id ${dir}
      limit ${query.count}::int offset ${(query.page - 1) * query.count}::int`),
    db.execute(sql`select count(*)::int as total from ${listed} ${where}`),
  ]);
  const rows = (page as { rows: ListedRow[] }).rows;
  const caseIds = [...new Set(rows.map((r) => r.case_id).filter((id): id is number => id !== null))];
  const [decisionFiles, recordFiles] = await Promise.all([
    newestIssuedFiles(db, caseIds, 'DECISION'),
    newestIssuedFiles(db, caseIds, 'AUTHORITY_OTHER'),
  ]);
  // A granted IPR application has no document of its own: its PDF is the case's decision (ADR 0083).
  const fileOf = (row: ListedRow): IssuedFile | null =>
    row.case_id === null
      ? null
      : ((DECISION_FILE_KINDS.includes(row.kind) ? decisionFiles : recordFiles).get(row.case_id) ?? null);
  return {
    content: rows.map((row) => ({
      key: `${row.kind}-${row.id}`,
      kind: row.kind,
      number: row.number,
      portalCase:
        row.case_id === null || row.case_number === null
          ? null
          : { id: Number(row.case_id), number: row.case_number, caseType: row.case_type ?? '' },
      issuedOn: row.issued_on,
      validFrom: row.valid_from,
      validTo: row.valid_to,
      status: row.status,
      file: fileOf(row),
      supersededBy:
        row.superseded_by === null
          ? null
          : { id: Number(row.superseded_by), number: row.superseded_number ?? '', caseType: row.superseded_type ?? '' },
      actions: linkedCaseActions(
        {
          kind: row.kind,
          status: row.status,
          validTo: row.valid_to,
          caseType: row.case_id === null ? null : row.case_type,
          issuedOn: row.issued_on,
        },
        row.owned,
        { today, appealDays },
      ),
    })),
    totalElements: Number((total as { rows: Array<{ total: number }> }).rows[0].total),
  };
}
