import {
  CASE_ERROR,
  caseActionAllowed,
  formatCaseNumber,
  type CaseAction,
  type CaseEventKind,
  type CaseStatus,
  type CaseType,
} from '@portal/contracts/portal-cases';
import { eq, sql } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import type { CaseRow } from './access';
import { caseNumberCounters, portalCaseEvents, portalCases, portalForums } from './tables';

/** The next number of a kind in a year, taken inside the creating transaction (the counter row is locked). */
export async function nextCaseNumber(tx: Db, caseType: CaseType, year: number): Promise<string> {
  const [counter] = await tx
    .insert(caseNumberCounters)
    .values({ caseType, year, last: 1 })
    .onConflictDoUpdate({
      target: [caseNumberCounters.caseType, caseNumberCounters.year],
      set: { last: sql`${caseNumberCounters.last} + 1` },
    })
    .returning({ last: caseNumberCounters.last });
  return formatCaseNumber(caseType, year, counter.last);
}

export type NewCase = Pick<
  typeof portalCases.$inferInsert,
  | 'caseType'
  | 'subTypeId'
  | 'subject'
  | 'description'
  | 'licence'
  | 'customsDeclarationDecision'
  | 'filerUserId'
  | 'filerCompanyId'
  | 'aboutIndividualId'
  | 'aboutCompanyId'
> &
  Partial<Pick<typeof portalCases.$inferInsert, 'linkedCaseId' | 'linkType'>>;

/** Inserts a DRAFT case with its number, its forum and its CREATED event, inside the caller's transaction. */
export async function insertCase(tx: Db, actor: Actor, values: NewCase, now: Date = new Date()): Promise<CaseRow> {
  const number = await nextCaseNumber(tx, values.caseType, now.getUTCFullYear());
  const [row] = await tx
    .insert(portalCases)
    .values({ ...values, number, status: 'DRAFT' })
    .returning();
  await tx.insert(portalForums).values({ caseId: row.id });
  await recordCaseEvent(tx, actor, row, 'CREATED', { toStatus: 'DRAFT' });
  await writeAudit(tx, { ...actor, action: 'create', entity: 'portal_case', entityId: row.id, after: row });
  return row;
}

/** Adds one entry to a case's timeline. */
export async function recordCaseEvent(
  tx: Db,
  actor: Actor,
  row: Pick<CaseRow, 'id'>,
  kind: CaseEventKind,
  details: { fromStatus?: CaseStatus | null; toStatus?: CaseStatus | null; note?: string | null } = {},
): Promise<void> {
  await tx.insert(portalCaseEvents).values({
    caseId: row.id,
    kind,
    fromStatus: details.fromStatus ?? null,
    toStatus: details.toStatus ?? null,
    note: details.note ?? null,
    actorUserId: actor.actorId ?? null,
  });
}

/**
 * Moves a locked case to `to` by `action` (409 `portal.case_status_forbids` when its status does not allow it),
 * with the other columns in `patch`, one timeline entry and one audit row. Returns the updated row.
 */
export async function transitionCase(
  tx: Db,
  actor: Actor,
  row: CaseRow,
  transition: {
    action: CaseAction;
    to: CaseStatus;
    event: CaseEventKind;
    note?: string | null;
    patch?: Partial<typeof portalCases.$inferInsert>;
  },
): Promise<CaseRow> {
  if (!caseActionAllowed(row.status, transition.action)) {
    throw conflict(CASE_ERROR.statusForbids, { status: row.status });
  }
  const [updated] = await tx
    .update(portalCases)
    .set({ ...transition.patch, status: transition.to, updatedAt: new Date() })
    .where(eq(portalCases.id, row.id))
    .returning();
  await recordCaseEvent(tx, actor, row, transition.event, {
    fromStatus: row.status,
    toStatus: transition.to,
    note: transition.note,
  });
  await writeAudit(tx, {
    ...actor,
    action: transition.action,
    entity: 'portal_case',
    entityId: row.id,
    before: { status: row.status },
    after: { status: transition.to, ...transition.patch },
  });
  return updated;
}

/** The forum id of a case. */
export async function forumOfCase(db: Db, caseId: number): Promise<number> {
  const [forum] = await db.select({ id: portalForums.id }).from(portalForums).where(eq(portalForums.caseId, caseId));
  return forum.id;
}

/** The case of a forum; undefined when no forum has that id. */
export async function caseOfForum(db: Db, forumId: number): Promise<number | undefined> {
  const [forum] = await db
    .select({ caseId: portalForums.caseId })
    .from(portalForums)
    .where(eq(portalForums.id, forumId));
  return forum?.caseId;
}

/** The fields of a case its owner edits (every kind's form shares them). */
export type CaseFieldChanges = Pick<typeof portalCases.$inferInsert, 'subTypeId' | 'subject' | 'description'>;

/** Writes the owner's edit of a locked case's common fields, with one audit row (before/after); the updated row. */
export async function updateCaseFields(
  tx: Db,
  actor: Actor,
  row: CaseRow,
  changes: CaseFieldChanges,
): Promise<CaseRow> {
  const [updated] = await tx
    .update(portalCases)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(portalCases.id, row.id))
    .returning();
  await writeAudit(tx, {
    ...actor,
    action: 'edit',
    entity: 'portal_case',
    entityId: row.id,
    before: { subTypeId: row.subTypeId, subject: row.subject, description: row.description },
    after: changes,
  });
  return updated;
}
