import {
  CASE_ERROR,
  FINAL_CASE_STATUSES,
  PORTAL_OFFICER_PAGE,
  SUPERSEDING_LINK_TYPES,
  caseActionAllowed,
  type CaseAction,
  type CaseLinkType,
  type CaseType,
} from '@portal/contracts/portal-cases';
import { pathGrantedByPages } from '@portal/contracts/navigation';
import {
  and,
  eq,
  inArray,
  isNotNull,
  isNull,
  ne,
  not,
  notInArray,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { portalCases } from './tables';

export type CaseRow = typeof portalCases.$inferSelect;
/**
 * How the caller stands to a case: its owner (filer side), a customs officer (authority side), or the party an
 * intermediary filed it for (read-only).
 */
export type CaseRole = 'owner' | 'officer' | 'party';
export type CaseCaller = Pick<AuthContext, 'userId' | 'companyId' | 'pageUrls' | 'individualId'>;

/** A customs officer: holds the processing page (CUSTOMS_OFFICER, ADMIN). */
export function isPortalOfficer(auth: Pick<AuthContext, 'pageUrls'> | null | undefined): boolean {
  return !!auth && pathGrantedByPages(PORTAL_OFFICER_PAGE, auth.pageUrls);
}

/**
 * Whether `auth` owns the case: they filed it, or it was filed for the company they belong to (its users share
 * its cases). An intermediary's cases for others are theirs alone (filerCompanyId is null then).
 */
export function ownsCase(
  row: Pick<CaseRow, 'filerUserId' | 'filerCompanyId'> & Partial<Pick<CaseRow, 'representationRevokedAt'>>,
  auth: Pick<CaseCaller, 'userId' | 'companyId'>,
): boolean {
  const filer = row.filerUserId === auth.userId && !row.representationRevokedAt;
  return filer || (row.filerCompanyId !== null && row.filerCompanyId === auth.companyId);
}

/**
 * Whether the caller is the party an intermediary filed a submitted case for: it is about the caller's company or
 * their own individual record, and neither they nor their company filed it. They see it read-only (ADR 0071).
 */
export function isPartyOfCase(
  row: Pick<CaseRow, 'filerUserId' | 'filerCompanyId' | 'aboutCompanyId' | 'aboutIndividualId' | 'submittedAt'>,
  auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>,
): boolean {
  if (row.submittedAt === null || row.filerCompanyId !== null || row.filerUserId === auth.userId) return false;
  const company = row.aboutCompanyId !== null && row.aboutCompanyId === auth.companyId;
  const individual = row.aboutIndividualId !== null && row.aboutIndividualId === (auth.individualId ?? null);
  return company || individual;
}

/** The condition of `isPartyOfCase` over the cases' columns (the home list). */
export function partyCasesCondition(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL | undefined {
  const about = partyAboutConditions(auth);
  return about.length === 0 ? undefined : or(...about);
}

/** `isPartyOfCase` split by whom the case is about (the caller's company, their individual): never both (a check). */
function partyAboutConditions(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL[] {
  const about = [
    ...(auth.companyId !== null ? [eq(portalCases.aboutCompanyId, auth.companyId)] : []),
    ...(auth.individualId ? [eq(portalCases.aboutIndividualId, auth.individualId)] : []),
  ];
  return about.map((condition) =>
    and(
      isNotNull(portalCases.submittedAt),
      isNull(portalCases.filerCompanyId),
      ne(portalCases.filerUserId, auth.userId),
      condition,
    )!,
  );
}

/** The condition of `ownsCase` over the cases' columns. */
export function ownedCasesCondition(auth: Pick<CaseCaller, 'userId' | 'companyId'>): SQL {
  const byFiler = ownedByFiler(auth);
  return auth.companyId === null ? byFiler : or(byFiler, eq(portalCases.filerCompanyId, auth.companyId))!;
}

const ownedByFiler = (auth: Pick<CaseCaller, 'userId'>) =>
  and(eq(portalCases.filerUserId, auth.userId), isNull(portalCases.representationRevokedAt))!;

/**
 * The caller's cases (their own and those they are the party of, `callerCaseIdsSql`) as conditions no two of which
 * match the same case: filed by them; filed for their company by someone else; about their company; about their
 * individual. Their count is the sum of the parts' counts, each read from one index alone (ADR 0104).
 */
export function callerCasesParts(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL[] {
  const byFiler = ownedByFiler(auth);
  const byCompany = auth.companyId === null ? [] : [and(eq(portalCases.filerCompanyId, auth.companyId), not(byFiler))!];
  return [byFiler, ...byCompany, ...partyAboutConditions(auth)];
}

/**
 * The ids of the caller's cases as a subquery (`case_id in <it>`): their own (`ownsCase`) and those an intermediary
 * filed for them (`isPartyOfCase`), as the home list shows them; for another module's list of what belongs to cases.
 */
export function callerCaseIdsSql(auth: Pick<CaseCaller, 'userId' | 'companyId' | 'individualId'>): SQL {
  const owned = ownedCasesCondition(auth);
  const party = partyCasesCondition(auth);
  return sql`(select ${portalCases.id} from ${portalCases} where ${party ? or(owned, party) : owned})`;
}

/** The ids of the caller's own cases (`ownsCase`: not those filed for them) as a subquery. */
export function ownedCaseIdsSql(auth: Pick<CaseCaller, 'userId' | 'companyId'>): SQL {
  return sql`(select ${portalCases.id} from ${portalCases} where ${ownedCasesCondition(auth)})`;
}

/**
 * The approved case that amended or renewed a case (ADR 0081), as SQL over another table's case id column: its id,
 * or null while none was approved. The documents issued on the original case are then superseded.
 */
export const supersedingCaseIdSql = (caseId: AnyColumn | SQL): SQL =>
  sql`(select l.id from ${portalCases} l where l.linked_case_id = ${caseId} and l.status = 'APPROVED'
    and l.link_type in ('AMEND', 'RENEW') order by l.id desc limit 1)`;

/**
 * A case's open (not final) case linked to it by one of `links` (by default amending or renewing it, ADR 0081), if
 * any.
 */
export async function openLinkedCaseOf(
  db: Db,
  caseId: number,
  links: readonly CaseLinkType[] = SUPERSEDING_LINK_TYPES,
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(portalCases)
    .where(
      and(
        eq(portalCases.linkedCaseId, caseId),
        inArray(portalCases.linkType, [...links]),
        notInArray(portalCases.status, [...FINAL_CASE_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** A case's number and kind by its id, as SQL expressions over another table's case id column. */
export const caseNumberSql = (caseId: AnyColumn | SQL): SQL =>
  sql`(select ${portalCases.number} from ${portalCases} where ${portalCases.id} = ${caseId})`;
export const caseTypeSql = (caseId: AnyColumn | SQL): SQL =>
  sql`(select ${portalCases.caseType} from ${portalCases} where ${portalCases.id} = ${caseId})`;

/**
 * The ids of the caller's own open cases of a kind (filed by them, or for the company they belong to; not approved,
 * rejected or cancelled), as `ownsCase` decides ownership: what a duplicate check looks among, so it reads nothing of
 * other parties' cases.
 */
export async function openCaseIdsOwnedBy(db: Db, auth: CaseCaller, caseType: CaseType): Promise<number[]> {
  const owned = ownedCasesCondition(auth);
  const rows = await db
    .select({ id: portalCases.id })
    .from(portalCases)
    .where(and(eq(portalCases.caseType, caseType), notInArray(portalCases.status, [...FINAL_CASE_STATUSES]), owned));
  return rows.map((r) => r.id);
}

/**
 * The caller's role on a case; officers see every case once it has been submitted (never others' drafts), and so
 * does the party an intermediary filed it for.
 */
export function roleOnCase(row: CaseRow, auth: CaseCaller): CaseRole | null {
  if (ownsCase(row, auth)) return 'owner';
  if (isPortalOfficer(auth) && row.submittedAt !== null) return 'officer';
  if (isPartyOfCase(row, auth)) return 'party';
  return null;
}

/**
 * Loads a case the caller may see, 404 for a missing one and for one they may not see (so case ids are not
 * probed), and its row locked `FOR UPDATE` when `lock` (inside a command's transaction).
 */
export async function loadCase(
  db: Db,
  auth: CaseCaller,
  caseId: number,
  options: { lock?: boolean } = {},
): Promise<{ row: CaseRow; role: CaseRole }> {
  const query = db.select().from(portalCases).where(eq(portalCases.id, caseId));
  const [row] = options.lock ? await query.for('update') : await query;
  const role = row ? roleOnCase(row, auth) : null;
  if (!row || !role) throw notFound();
  return { row, role };
}

/** A case of one kind the caller may see (owner, or an officer once submitted); 404 for any other case. */
export async function loadCaseOfKind(db: Db, auth: CaseCaller, caseType: CaseType, caseId: number): Promise<CaseRow> {
  const { row } = await loadCase(db, auth, caseId);
  if (row.caseType !== caseType) throw notFound();
  return row;
}

/**
 * Loads a case for an owner's change to it or its records (edit, documents, declarations…): the owner only
 * (403-free: others get 404), and the status must allow `action` (409 `portal.case_status_forbids`).
 */
export async function loadCaseForOwnerAction(
  db: Db,
  auth: CaseCaller,
  caseId: number,
  action: CaseAction = 'edit',
): Promise<CaseRow> {
  const { row, role } = await loadCase(db, auth, caseId, { lock: true });
  if (role !== 'owner') throw forbidden();
  if (!caseActionAllowed(row.status, action)) throw conflict(CASE_ERROR.statusForbids, { status: row.status });
  return row;
}

/**
 * Whether an intermediary filed the case for someone else: not for their own company (the company shares it) nor
 * about themself. Submitting such a case needs a power of attorney (ADR 0075). `filer` is the filer's account.
 */
export function filedForAnotherParty(
  row: Pick<CaseRow, 'filerCompanyId' | 'aboutCompanyId' | 'aboutIndividualId'>,
  filer: { companyId: number | null; individualId: number | null },
): boolean {
  return (
    row.filerCompanyId === null &&
    !(row.aboutCompanyId !== null && row.aboutCompanyId === filer.companyId) &&
    !(row.aboutIndividualId !== null && row.aboutIndividualId === filer.individualId)
  );
}
