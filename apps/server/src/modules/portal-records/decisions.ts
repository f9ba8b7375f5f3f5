import {
  decisionNumberSchema,
  isAuthorityDecisionNumber,
  PORTAL_RECORDS_ERROR,
  type CheckDecisionNumber,
  type CheckDecisionNumberAnswer,
  type ComplaintDecision,
} from '@portal/contracts/portal-records';
import { and, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { SignedInContext } from '../../platform/http/context';
import {
  loadCase,
  partyActedForOnCase,
  partyOfSubjectChoice,
  type CaseCaller,
  type CaseParty,
  type CaseRow,
} from '../portal-cases';
import { complaintForOwnerEdit, complaintForRead, openComplaintIdsOf } from './complaint-access';
import { addresseeOf, findDecisionAddressedTo, type Addressee, type IssuedDecisionRow } from './issued-decisions';
import { complaintDecisions } from './tables';
import { decisionTypesByIds, refOf } from './vocabulary-refs';

type DecisionRow = typeof complaintDecisions.$inferSelect;
/** A decision as the filer gives it: its number (normalised by the schema) and, unless registered, its type. */
export type DecisionInput = { decisionNumber: string; decisionTypeId?: number | null };

/**
 * The register's decision of this number addressed to `addressee`, when the number is of the authority's own form;
 * undefined for any other number (the register is not asked) and for one it holds for someone else.
 */
async function registeredFor(
  db: Db,
  decisionNumber: string,
  addressee: Addressee | null,
): Promise<IssuedDecisionRow | undefined> {
  if (!isAuthorityDecisionNumber(decisionNumber)) return undefined;
  return findDecisionAddressedTo(db, decisionNumber, addressee);
}

async function presentDecision(db: Db, caseRow: CaseRow, row: DecisionRow): Promise<ComplaintDecision> {
  // Registered: in the register addressed to whom the complaint is about.
  const subject = { companyId: caseRow.aboutCompanyId, individualId: caseRow.aboutIndividualId };
  const [types, issued] = await Promise.all([
    decisionTypesByIds(db, row.decisionTypeId === null ? [] : [row.decisionTypeId]),
    registeredFor(db, row.decisionNumber, subject),
  ]);
  const type = row.decisionTypeId === null ? undefined : types.get(row.decisionTypeId);
  return {
    id: row.id,
    complaintCase: { id: row.caseId },
    decisionNumber: row.decisionNumber,
    decisionType: type ? refOf(type) : null,
    registered: issued !== undefined,
  };
}

async function decisionRowOfCase(db: Db, caseId: number): Promise<DecisionRow | undefined> {
  const [row] = await db.select().from(complaintDecisions).where(eq(complaintDecisions.caseId, caseId));
  return row;
}

/** `GET decisions/by_complaint_case_id/{id}`: the decision of a complaint the caller may see, or null. */
export async function decisionOfComplaint(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<ComplaintDecision | null> {
  const caseRow = await complaintForRead(db, auth, caseId);
  const row = await decisionRowOfCase(db, caseRow.id);
  return row ? presentDecision(db, caseRow, row) : null;
}

/**
 * The party a decision checked for the caller must be addressed to: the complaint's (`partyActedForOnCase`; a
 * complaint the caller may not see is 404, one they see as an officer has none), else the subject of the complaint
 * being created, with the creation's rules and refusals (`partyOfSubjectChoice`).
 */
async function partyForCheck(db: Db, auth: AuthContext, input: CheckDecisionNumber): Promise<CaseParty | null> {
  if (input.complaintCase) {
    const { row, role } = await loadCase(db, auth, input.complaintCase.id);
    if (row.caseType !== 'COMPLAINT') throw notFound();
    return role === 'owner' ? partyActedForOnCase(db, auth, row) : null;
  }
  return partyOfSubjectChoice(db, auth, {
    aboutIndividualId: input.aboutIndividualId,
    aboutCompanyId: input.aboutCompanyId,
  });
}

/**
 * `POST complaint_cases/check_decision_number`: the register's type of a decision of the authority addressed to the
 * party the complaint is (or will be) about, or null: alike for a number the authority never issued, one addressed
 * to another party, a number of another form (the register is not asked) and one that is not well formed; with
 * `duplicate: true` when another open complaint of the caller is already about the number (any form).
 */
export async function checkDecisionNumber(
  { db, caller: { account: auth } }: SignedInContext,
  input: CheckDecisionNumber,
): Promise<CheckDecisionNumberAnswer> {
  const party = await partyForCheck(db, auth, input);
  const parsed = decisionNumberSchema.safeParse(input.decisionNumber ?? '');
  // The number as a save stores it (normalized), compared with the caller's other open complaints.
  const duplicate = parsed.success && (await decisionTaken(db, auth, parsed.data, input.complaintCase?.id ?? 0));
  const answer = (decisionType: CheckDecisionNumberAnswer['decisionType']): CheckDecisionNumberAnswer =>
    duplicate ? { decisionType, duplicate } : { decisionType };
  if (!parsed.success) return answer(null);
  const issued = await registeredFor(db, parsed.data, party && addresseeOf(party));
  if (!issued) return answer(null);
  const type = (await decisionTypesByIds(db, [issued.decisionTypeId])).get(issued.decisionTypeId);
  return answer(type ? refOf(type) : null);
}

/**
 * The decision's type. A number of the authority's own form must be in its register addressed to the complaint's
 * party (else 400 `portal.decision_not_found` on the number, alike for one never issued and one addressed to
 * someone else) and takes the register's type (a different one given is 400 `portal.decision_type_mismatch`). Any
 * other number takes the filer's type, which must be an active decision type. `prefix` names the fields in a 400.
 */
async function decisionTypeFor(db: Db, party: CaseParty | null, input: DecisionInput, prefix: string): Promise<number> {
  if (isAuthorityDecisionNumber(input.decisionNumber)) {
    const issued = await registeredFor(db, input.decisionNumber, party && addresseeOf(party));
    if (!issued) throw badRequest({ [`${prefix}decisionNumber`]: PORTAL_RECORDS_ERROR.decisionNotFound });
    if (input.decisionTypeId != null && input.decisionTypeId !== issued.decisionTypeId) {
      throw badRequest({ [`${prefix}decisionTypeId`]: PORTAL_RECORDS_ERROR.decisionTypeMismatch });
    }
    return issued.decisionTypeId;
  }
  const field = `${prefix}decisionTypeId`;
  if (input.decisionTypeId == null) throw badRequest({ [field]: 'generic.required' });
  const type = (await decisionTypesByIds(db, [input.decisionTypeId])).get(input.decisionTypeId);
  if (!type?.active) throw badRequest({ [field]: PORTAL_RECORDS_ERROR.decisionTypeUnknown });
  return type.id;
}

/** Whether another open complaint of the caller (theirs or their company's) is already about this decision. */
async function decisionTaken(db: Db, auth: CaseCaller, decisionNumber: string, caseId: number): Promise<boolean> {
  const others = (await openComplaintIdsOf(db, auth)).filter((id) => id !== caseId);
  if (others.length === 0) return false;
  const [held] = await db
    .select({ id: complaintDecisions.id })
    .from(complaintDecisions)
    .where(and(eq(complaintDecisions.decisionNumber, decisionNumber), inArray(complaintDecisions.caseId, others)))
    .limit(1);
  return held !== undefined;
}

/**
 * Creates or replaces the decision of a locked decision complaint (one per case), audited: a decision of the
 * authority must be addressed to the party the caller acts for on the complaint (see `decisionTypeFor`). `prefix`
 * names the fields in a 400 (`decision.` when created with the case).
 */
export async function saveDecisionOfCase(
  tx: Db,
  auth: CaseCaller,
  actor: Actor,
  caseRow: CaseRow,
  input: DecisionInput,
  prefix = '',
): Promise<DecisionRow> {
  const party = await partyActedForOnCase(tx, auth, caseRow);
  const decisionTypeId = await decisionTypeFor(tx, party, input, prefix);
  if (await decisionTaken(tx, auth, input.decisionNumber, caseRow.id)) {
    throw conflict(PORTAL_RECORDS_ERROR.decisionDuplicate);
  }
  const before = await decisionRowOfCase(tx, caseRow.id);
  const values = { decisionNumber: input.decisionNumber, decisionTypeId };
  try {
    const [row] = before
      ? await tx
          .update(complaintDecisions)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(complaintDecisions.id, before.id))
          .returning()
      : await tx
          .insert(complaintDecisions)
          .values({ ...values, caseId: caseRow.id })
          .returning();
    await writeAudit(tx, {
      ...actor,
      action: before ? 'update' : 'create',
      entity: 'complaint_decision',
      entityId: row.id,
      before: before ?? null,
      after: row,
    });
    return row;
  } catch (error) {
    // Two first saves of the same case at once: the case row is locked, so this is only a safety net.
    if (sqlState(error) === '23505') throw conflict(PORTAL_RECORDS_ERROR.decisionDuplicate);
    throw error;
  }
}

/** `POST decisions/edit_decision`: the owner sets the decision of their decision complaint while it is editable. */
export async function editDecision(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: DecisionInput & { complaintCase: { id: number } },
): Promise<ComplaintDecision> {
  return db.transaction(async (tx) => {
    const caseRow = await complaintForOwnerEdit(tx, auth, input.complaintCase.id, 'decision');
    const row = await saveDecisionOfCase(tx, auth, actor, caseRow, input);
    return presentDecision(tx, caseRow, row);
  });
}
