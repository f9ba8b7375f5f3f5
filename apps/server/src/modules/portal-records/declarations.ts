import { isCaseEditable } from '@portal/contracts/portal-cases';
import {
  DECLARATIONS_PER_CASE_MAX,
  PORTAL_RECORDS_ERROR,
  declarationFieldsSchema,
  sameDeclaration,
  type AddDeclaration,
  type CheckDeclaration,
  type CustomsDeclaration,
  type DeclarationFields,
} from '@portal/contracts/portal-records';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import { sqlState, type Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { SignedInContext } from '../../platform/http/context';
import { loadCase, type CaseCaller, type CaseRow } from '../portal-cases';
import { complaintForOwnerEdit, complaintForRead, complaintKindOf, openComplaintIdsOf } from './complaint-access';
import { customsDeclarations } from './tables';
import { officesByCodes, refOf } from './vocabulary-refs';

type DeclarationRow = typeof customsDeclarations.$inferSelect;

export async function presentDeclarations(db: Db, rows: DeclarationRow[]): Promise<CustomsDeclaration[]> {
  const offices = await officesByCodes(
    db,
    rows.map((r) => r.declarationOffice),
  );
  return rows.map((r) => {
    const office = offices.get(r.declarationOffice);
    return {
      id: r.id,
      complaintCase: { id: r.caseId },
      declarationNumber: r.declarationNumber,
      declarationOffice: r.declarationOffice,
      declarationYear: r.declarationYear,
      office: office ? refOf(office) : null,
    };
  });
}

async function declarationRowsOfCase(db: Db, caseId: number): Promise<DeclarationRow[]> {
  return db
    .select()
    .from(customsDeclarations)
    .where(eq(customsDeclarations.caseId, caseId))
    .orderBy(asc(customsDeclarations.id));
}

/** `GET customs_declarations/by_complaint_case_id/{id}`: the declarations of a complaint the caller may see. */
export async function declarationsOfComplaint(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<CustomsDeclaration[]> {
  const row = await complaintForRead(db, auth, caseId);
  return presentDeclarations(db, await declarationRowsOfCase(db, row.id));
}

/** Field errors the format does not catch: the office must be an active customs office. */
async function declarationFieldErrors(db: Db, fields: DeclarationFields[]): Promise<Record<string, string>[]> {
  const offices = await officesByCodes(
    db,
    fields.map((f) => f.declarationOffice),
  );
  return fields.map((f): Record<string, string> =>
    offices.get(f.declarationOffice)?.active
      ? {}
      : { declarationOffice: PORTAL_RECORDS_ERROR.declarationOfficeUnknown },
  );
}

/**
 * Whether the declaration is already on `caseId` or on another open complaint case of the caller (theirs, or their
 * company's): one complaint per declaration at a time. Closed cases (approved, rejected, cancelled) do not count.
 * Only the caller's own complaints are looked at.
 */
async function declarationTaken(
  db: Db,
  auth: CaseCaller,
  fields: DeclarationFields,
  caseId: number | null,
): Promise<boolean> {
  const own = await openComplaintIdsOf(db, auth);
  const cases = caseId === null ? own : [...own, caseId];
  if (cases.length === 0) return false;
  const [held] = await db
    .select({ id: customsDeclarations.id })
    .from(customsDeclarations)
    .where(
      and(
        inArray(customsDeclarations.caseId, cases),
        eq(customsDeclarations.declarationNumber, fields.declarationNumber),
        eq(customsDeclarations.declarationOffice, fields.declarationOffice),
        eq(customsDeclarations.declarationYear, fields.declarationYear),
      ),
    )
    .limit(1);
  return held !== undefined;
}

/**
 * `POST complaint_cases/check_if_customs_declaration_can_be_added`: true when the fields are valid, the office is an
 * active customs office, and the declaration is on neither the case (when given) nor another open complaint of the
 * caller; with a case, also that the caller may add to it now (their declaration complaint, editable). A case the
 * caller may not see is 404.
 */
export async function canAddDeclaration(
  { db, caller: { account: auth } }: SignedInContext,
  input: CheckDeclaration,
): Promise<boolean> {
  let caseId: number | null = null;
  if (input.complaintCase) {
    const { row, role } = await loadCase(db, auth, input.complaintCase.id);
    if (row.caseType !== 'COMPLAINT') throw notFound();
    if (role !== 'owner' || complaintKindOf(row) !== 'declarations' || !isCaseEditable(row.status)) return false;
    caseId = row.id;
  }
  const parsed = declarationFieldsSchema.safeParse({
    declarationNumber: input.declarationNumber,
    declarationOffice: input.declarationOffice,
    declarationYear: input.declarationYear,
  });
  if (!parsed.success) return false;
  const [errors] = await declarationFieldErrors(db, [parsed.data]);
  if (Object.keys(errors).length > 0) return false;
  return !(await declarationTaken(db, auth, parsed.data, caseId));
}

/**
 * Inserts declarations on a locked declaration complaint, refusing what `canAddDeclaration` answers false for: 400
 * with the field key (prefixed by `fieldPrefix(i)` for a list) or 409 `portal.declaration_duplicate`.
 */
export async function insertDeclarations(
  tx: Db,
  auth: CaseCaller,
  actor: Actor,
  caseRow: CaseRow,
  list: DeclarationFields[],
  fieldPrefix: (index: number) => string = () => '',
): Promise<DeclarationRow[]> {
  const errors = await declarationFieldErrors(tx, list);
  const bad = errors.findIndex((e) => Object.keys(e).length > 0);
  if (bad >= 0) {
    throw badRequest(
      Object.fromEntries(Object.entries(errors[bad]).map(([field, key]) => [`${fieldPrefix(bad)}${field}`, key])),
    );
  }
  if (list.some((d, i) => list.findIndex((e) => sameDeclaration(d, e)) !== i)) {
    throw conflict(PORTAL_RECORDS_ERROR.declarationDuplicate);
  }
  for (const declaration of list) {
    if (await declarationTaken(tx, auth, declaration, caseRow.id)) {
      throw conflict(PORTAL_RECORDS_ERROR.declarationDuplicate, { declaration });
    }
  }
  const [{ held }] = await tx
    .select({ held: count() })
    .from(customsDeclarations)
    .where(eq(customsDeclarations.caseId, caseRow.id));
  if (held + list.length > DECLARATIONS_PER_CASE_MAX) throw conflict(PORTAL_RECORDS_ERROR.declarationsLimit);
  try {
    const rows = await tx
      .insert(customsDeclarations)
      .values(list.map((d) => ({ ...d, caseId: caseRow.id })))
      .returning();
    for (const row of rows) {
      await writeAudit(tx, { ...actor, action: 'create', entity: 'customs_declaration', entityId: row.id, after: row });
    }
    return rows;
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict(PORTAL_RECORDS_ERROR.declarationDuplicate);
    throw error;
  }
}

/** `POST customs_declarations/add_customs_declaration_to_complaint_case`: the owner adds one to their draft. */
export async function addDeclaration(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: AddDeclaration,
): Promise<CustomsDeclaration> {
  const { complaintCase, ...fields } = input;
  return db.transaction(async (tx) => {
    const caseRow = await complaintForOwnerEdit(tx, auth, complaintCase.id, 'declarations');
    const rows = await insertDeclarations(tx, auth, actor, caseRow, [fields]);
    const [presented] = await presentDeclarations(tx, rows);
    return presented;
  });
}

/** `DELETE customs_declarations/{id}`: the owner removes one; a declaration complaint keeps its last (409). */
export async function deleteDeclaration(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select().from(customsDeclarations).where(eq(customsDeclarations.id, id));
    if (!found) throw notFound();
    const caseRow = await complaintForOwnerEdit(tx, auth, found.caseId, 'declarations');
    // Counted under the case's lock, so two deletes cannot both take what they think is not the last.
    const rows = await declarationRowsOfCase(tx, caseRow.id);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    if (rows.length <= 1) throw conflict(PORTAL_RECORDS_ERROR.declarationLast);
    await tx.delete(customsDeclarations).where(eq(customsDeclarations.id, id));
    await writeAudit(tx, { ...actor, action: 'delete', entity: 'customs_declaration', entityId: id, before: row });
  });
}
