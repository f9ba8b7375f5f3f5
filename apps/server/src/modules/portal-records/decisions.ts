import {
  decisionNumberSchema,
  PORTAL_RECORDS_ERROR,
  type CheckDecisionNumberAnswer,
  type ComplaintDecision,
} from '@portal/contracts/portal-records';
import { and, eq, ne } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { CaseCaller, CaseRow } from '../portal-cases';
import { complaintForOwnerEdit, complaintForRead, openComplaintOwnedBy } from './complaint-access';
import { findIssuedDecision } from './issued-decisions';
import { complaintDecisions } from './tables';
import { decisionTypesByIds, refOf } from './vocabulary-refs';

type DecisionRow = typeof complaintDecisions.$inferSelect;
/** A decision as the filer gives it: its number (normalised by the schema) and, unless registered, its type. */
export type DecisionInput = { decisionNumber: string; decisionTypeId?: number | null };
const DUPLICATE_CANDIDATES = 50;

async function presentDecision(db: Db, row: DecisionRow): Promise<ComplaintDecision> {
  const [types, issued] = await Promise.all([
    decisionTypesByIds(db, row.decisionTypeId === null ? [] : [row.decisionTypeId]),
    findIssuedDecision(db, row.decisionNumber),
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
  db: Db,
  auth: AuthContext,
  caseId: number,
): Promise<ComplaintDecision | null> {
  const caseRow = await complaintForRead(db, auth, caseId);
  const row = await decisionRowOfCase(db, caseRow.id);
  return row ? presentDecision(db, row) : null;
}

/**
 * `POST complaint_cases/check_decision_number`: the type of a number in the authority's register, or null (also
 * for a number that is not well formed).
 */
export async function checkDecisionNumber(
  db: Db,
  decisionNumber: string | null | undefined,
): Promise<CheckDecisionNumberAnswer> {
  const parsed = decisionNumberSchema.safeParse(decisionNumber ?? '');
  if (!parsed.success) return { decisionType: null };
  const issued = await findIssuedDecision(db, parsed.data);
  if (!issued) return { decisionType: null };
  const type = (await decisionTypesByIds(db, [issued.decisionTypeId])).get(issued.decisionTypeId);
  return { decisionType: type ? refOf(type) : null };
}

/**
 * The decision's type: a registered number takes the register's (a different one given is 400
 * `portal.decision_type_mismatch`); otherwise the filer's, which must be an active decision type.
 */
async function decisionTypeFor(db: Db, input: DecisionInput, field: string): Promise<number> {
  const issued = await findIssuedDecision(db, input.decisionNumber);
  if (issued) {
    if (input.decisionTypeId != null && input.decisionTypeId !== issued.decisionTypeId) {
      throw badRequest({ [field]: PORTAL_RECORDS_ERROR.decisionTypeMismatch });
    }
    return issued.decisionTypeId;
  }
  if (input.decisionTypeId == null) throw badRequest({ [field]: 'generic.required' });
  const type = (await decisionTypesByIds(db, [input.decisionTypeId])).get(input.decisionTypeId);
  if (!type?.active) throw badRequest({ [field]: PORTAL_RECORDS_ERROR.decisionTypeUnknown });
  return type.id;
}

/** Whether another open complaint of the caller is already about this decision. */
async function decisionTaken(db: Db, auth: CaseCaller, decisionNumber: string, caseId: number): Promise<boolean> {
  const holders = await db
    .select({ caseId: complaintDecisions.caseId })
    .from(complaintDecisions)
    .where(and(eq(complaintDecisions.decisionNumber, decisionNumber), ne(complaintDecisions.caseId, caseId)))
    .limit(DUPLICATE_CANDIDATES);
  for (const holder of holders) {
    if (await openComplaintOwnedBy(db, auth, holder.caseId)) return true;
  }
  return false;
}

/**
 * Creates or replaces the decision of a locked decision complaint (one per case), audited. `typeField` names the
 * type's field in a 400 (`decision.decisionTypeId` when created with the case).
 */
export async function saveDecisionOfCase(
  tx: Db,
  auth: CaseCaller,
  actor: Actor,
  caseRow: CaseRow,
  input: DecisionInput,
  typeField = 'decisionTypeId',
): Promise<DecisionRow> {
  const decisionTypeId = await decisionTypeFor(tx, input, typeField);
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
  db: Db,
  auth: AuthContext,
  input: DecisionInput & { complaintCase: { id: number } },
  actor: Actor,
): Promise<ComplaintDecision> {
  return db.transaction(async (tx) => {
    const caseRow = await complaintForOwnerEdit(tx, auth, input.complaintCase.id, 'decision');
    const row = await saveDecisionOfCase(tx, auth, actor, caseRow, input);
    return presentDecision(tx, row);
  });
}
