import {
  CASE_FORM_FIELDS,
  caseActionAllowed,
  caseKindHasAction,
  hearingAllowsReject,
  informationPeriodEnded,
  type CaseAction,
  type CaseType,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import type { FieldProperties } from '@portal/contracts/paging';
import { HEARING_DAYS_PARAMETER, OFFICER_ACTIONS, currentDueAt } from '@portal/contracts/portal-processing';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SignedInContext } from '../../platform/http/context';
import { companyNames } from '../companies';
import { individualNames } from '../individuals';
import { businessTimeZone, getParameter } from '../settings';
import { findUserNamesByIds } from '../users';
import {
  filedForAnotherParty,
  loadCaseOfKind,
  roleOnCase,
  type CaseCaller,
  type CaseRole,
  type CaseRow,
} from './access';
import { caseSubTypesByIds } from './sub-types';
import { portalCases, portalForums } from './tables';

const OWNER_ACTIONS: readonly CaseAction[] = ['edit', 'submit', 'cancel', 'withdraw'];
/** Officer actions on a case in process that only its assigned officer takes. */
const ASSIGNED_ONLY: readonly CaseAction[] = ['return', 'approve', 'reject', 'intent', 'resume'];

/**
 * What the caller may do to a case now: the owner edits, submits, cancels and withdraws; an officer takes, returns,
 * approves, rejects (the last three only on a case assigned to them), takes over a case another officer holds and
 * integrates (general cases only); the status decides the rest (`caseActionAllowed`).
 */
export function allowedCaseActions(
  row: Pick<
    CaseRow,
    | 'status'
    | 'caseType'
    | 'assignedOfficerId'
    | 'protocolNumber'
    | 'hearingSentAt'
    | 'hearingDueAt'
    | 'hearingAnsweredAt'
    | 'correctionsDueAt'
  >,
  role: CaseRole | null,
  userId: number,
  now: Date = new Date(),
): CaseAction[] {
  if (role === 'owner') return OWNER_ACTIONS.filter((action) => caseActionAllowed(row.status, action));
  if (role !== 'officer') return [];
  return OFFICER_ACTIONS.filter((action) => {
    if (!caseActionAllowed(row.status, action) || !caseKindHasAction(row.caseType, action)) return false;
    // Any officer may withdraw an issued certificate (whether it still stands, the certificate tells).
    if (action === 'revoke_certificate') return true;
    // Taking over: only a case another officer holds.
    if (action === 'take_over') return row.assignedOfficerId !== null && row.assignedOfficerId !== userId;
    // A case another officer holds is theirs alone (a resubmitted case stays with the officer who asked).
    if (row.assignedOfficerId !== null && row.assignedOfficerId !== userId) return false;
    if (action === 'integrate') return row.protocolNumber === null;
    // A rejection only after the party was heard (ADR 0074).
    if (
      action === 'reject' &&
      !hearingAllowsReject(
        { sentAt: row.hearingSentAt, answerDueAt: row.hearingDueAt, answeredAt: row.hearingAnsweredAt },
        now,
      )
    ) {
      return false;
    }
    // Taking back a case returned for information only once the filer's period ended unanswered.
    if (action === 'resume' && !informationPeriodEnded(row.correctionsDueAt, now)) return false;
    if (ASSIGNED_ONLY.includes(action)) return row.assignedOfficerId === userId;
    return true;
  });
}

/** The form's fields: who the case is about is fixed at creation; the rest while the owner may edit. */
function fieldPropertiesOf(editable: boolean): FieldProperties {
  const properties: FieldProperties = {};
  for (const field of CASE_FORM_FIELDS) {
    const fixed = field === 'aboutIndividualId' || field === 'aboutCompanyId';
    properties[field] = { disabled: fixed || !editable };
  }
  return properties;
}

const ids = (values: Array<number | null | undefined>) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];
const iso = (value: Date | null) => value?.toISOString() ?? null;

/**
 * Cases as every screen reads them (`portalCaseSchema`), in the order of `rows`, for `auth`: one query per
 * related table (sub-types, forums, individuals, companies, users), never one per row. The decision's due time is
 * as it stands now (`currentDueAt`: once the party's period to answer ended unanswered, it runs again); the officer
 * who may send an intent to reject reads the days the party will have to answer (`hearingDays`). A caller that has
 * read the business time zone already passes it in `known`.
 */
export async function presentCases(
  db: Db,
  rows: readonly CaseRow[],
  auth: CaseCaller,
  known: { timeZone?: string } = {},
): Promise<PortalCase[]> {
  if (rows.length === 0) return [];
  const caseIds = rows.map((r) => r.id);
  const now = new Date();
  const linkedIds = ids(rows.map((r) => r.linkedCaseId));
  const [users, subTypes, forums, timeZone, linkedCases] = await Promise.all([
    findUserNamesByIds(db, ids(rows.flatMap((r) => [r.filerUserId, r.assignedOfficerId]))),
    caseSubTypesByIds(db, ids(rows.map((r) => r.subTypeId))),
    db
      .select({ id: portalForums.id, caseId: portalForums.caseId })
      .from(portalForums)
      .where(inArray(portalForums.caseId, caseIds)),
    known.timeZone ?? businessTimeZone(db),
    linkedIds.length === 0
      ? []
      : db
          .select({ id: portalCases.id, number: portalCases.number, caseType: portalCases.caseType })
          .from(portalCases)
          .where(inArray(portalCases.id, linkedIds)),
  ]);
  const linkedById = new Map(linkedCases.map((c) => [c.id, c]));
  const userById = new Map(users.map((u) => [u.id, u]));
  // The filers' own records name them (their company, else their individual record).
  const [individuals, companies] = await Promise.all([
    individualNames(db, ids([...rows.map((r) => r.aboutIndividualId), ...users.map((u) => u.individualId)])),
    companyNames(
      db,
      ids([...rows.flatMap((r) => [r.aboutCompanyId, r.filerCompanyId]), ...users.map((u) => u.companyId)]),
    ),
  ]);
  const forumOf = new Map(forums.map((f) => [f.caseId, f.id]));
  const named = (map: Map<number, string>, id: number | null) => (id === null ? null : { id, name: map.get(id) ?? '' });
  const actions = new Map(
    rows.map((row) => [row.id, allowedCaseActions(row, roleOnCase(row, auth), auth.userId, now)]),
  );
  const intentPossible = [...actions.values()].some((allowed) => allowed.includes('intent'));
  const hearingDays = intentPossible ? await getParameter(db, HEARING_DAYS_PARAMETER) : null;

  return rows.map((row) => {
    const role = roleOnCase(row, auth);
    const filer = userById.get(row.filerUserId);
    const officer = row.assignedOfficerId === null ? undefined : userById.get(row.assignedOfficerId);
    const subType = row.subTypeId === null ? undefined : subTypes.get(row.subTypeId);
    const filerName =
      (filer?.companyId != null ? companies.get(filer.companyId) : undefined) ??
      (filer?.individualId != null ? individuals.get(filer.individualId) : undefined) ??
      filer?.username ??
      '';
    const allowedActions = actions.get(row.id) ?? [];
    // The filer is an intermediary acting for someone else: submitting needs a power of attorney (ADR 0075).
    const forAnotherParty = role === 'owner' && filer !== undefined && filedForAnotherParty(row, filer);
    return {
      id: row.id,
      number: row.number,
      caseType: row.caseType,
      caseStatus: row.status,
      subType: subType
        ? {
            id: subType.id,
            code: subType.code,
            labelSQ: subType.labelSQ,
            labelEN: subType.labelEN,
            labelSR: subType.labelSR,
          }
        : null,
      subject: row.subject,
      description: row.description,
      forum: { id: forumOf.get(row.id) ?? 0 },
      forIndividual: row.aboutIndividualId !== null,
      forCompany: row.aboutCompanyId !== null,
      aboutIndividual: named(individuals, row.aboutIndividualId),
      aboutCompany: named(companies, row.aboutCompanyId),
      licence: row.licence,
      customsDeclarationDecision: row.customsDeclarationDecision,
      filer: { id: row.filerUserId, username: filer?.username ?? '', name: filerName },
      filerCompany: named(companies, row.filerCompanyId),
      assignedOfficer: officer ? { id: officer.id, username: officer.username } : null,
      protocolNumber: row.protocolNumber,
      createdAt: row.createdAt.toISOString(),
      submittedAt: iso(row.submittedAt),
      dueAt: iso(currentDueAt(row, now, timeZone)),
      correctionsDueAt: iso(row.correctionsDueAt),
      decidedAt: iso(row.decidedAt),
      // Only on cases an intermediary filed for a party (the other cases' answers are as they were).
      ...(role === 'party' ? { filedForYou: true } : {}),
      ...(forAnotherParty ? { forAnotherParty: true } : {}),
      ...(row.representationRevokedAt ? { representationRevokedAt: iso(row.representationRevokedAt) } : {}),
      hearing:
        row.hearingSentAt && row.hearingDueAt
          ? {
              reasons: row.hearingReasons ?? '',
              sentAt: row.hearingSentAt.toISOString(),
              answerDueAt: row.hearingDueAt.toISOString(),
              answeredAt: iso(row.hearingAnsweredAt),
            }
          : null,
      answered: row.answeredAt !== null,
      linkedCase: linkedCaseOf(row, linkedById),
      ...(hearingDays !== null && allowedActions.includes('intent') ? { hearingDays } : {}),
      allowedActions,
      fieldProperties: fieldPropertiesOf(allowedActions.includes('edit')),
    };
  });
}

/** The case a case amends or renews (ADR 0081), as its screen names it. */
function linkedCaseOf(
  row: CaseRow,
  linkedById: Map<number, { id: number; number: string; caseType: CaseType }>,
): PortalCase['linkedCase'] {
  const linked = row.linkedCaseId === null ? undefined : linkedById.get(row.linkedCaseId);
  return linked && row.linkType ? { ...linked, link: row.linkType } : null;
}

/** One case of a kind as the caller sees it (`GET {kind}_cases/{id}`): 404 when they may not see it or it is of another kind. */
export async function getCase(
  { db, caller: { account: auth } }: SignedInContext,
  caseType: CaseType,
  id: number,
): Promise<PortalCase> {
  const row = await loadCaseOfKind(db, auth, caseType, id);
  const [presented] = await presentCases(db, [row], auth);
  return presented;
}
