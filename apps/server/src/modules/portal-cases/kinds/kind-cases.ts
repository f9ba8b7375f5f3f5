import { CASE_FIELD_ERROR, type CaseAction, type CaseType, type PortalCase } from '@portal/contracts/portal-cases';
import type { Db } from '../../../platform/db/database';
import { badRequest, notFound } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { loadCase, loadCaseForOwnerAction, type CaseCaller, type CaseRow } from '../access';
import { insertCase, updateCaseFields } from '../core';
import { presentCases } from '../presenter';
import { isActiveSubTypeOf } from '../sub-types';
import { resolveCaseSubject } from '../subjects';
import type { CaseFieldsInput, CaseKind } from './case-kind';

// The one creation and edit path of every case kind: the kind's descriptor says what differs.

/**
 * Loads a case of one kind for an owner's change (locked): 404 when the caller may not see it or it is of another
 * kind, then the owner and status rules of `loadCaseForOwnerAction`.
 */
export async function loadOwnCaseOfKind(
  tx: Db,
  auth: CaseCaller,
  caseType: CaseType,
  id: number,
  action: CaseAction = 'edit',
): Promise<CaseRow> {
  const { row } = await loadCase(tx, auth, id, { lock: true });
  if (row.caseType !== caseType) throw notFound();
  return loadCaseForOwnerAction(tx, auth, id, action);
}

/** The sub-type check of a kind: an active sub-type of the kind, else 400 on the kind's field. */
async function requireSubTypeOf(db: Db, caseType: CaseType, subTypeId: number, field: string): Promise<void> {
  if (!(await isActiveSubTypeOf(db, subTypeId, caseType))) {
    throw badRequest({ [field]: CASE_FIELD_ERROR.subTypeInvalid });
  }
}

async function present(db: Db, row: CaseRow, auth: CaseCaller): Promise<PortalCase> {
  const [presented] = await presentCases(db, [row], auth);
  return presented;
}

/**
 * `POST {kind}_cases/create_{kind}_case`: a DRAFT case of the kind about the chosen subject (see
 * `resolveCaseSubject`, refused first), under an active sub-type of the kind, with the kind's records (its
 * `createRecords`), in one transaction: a refused record refuses the whole.
 */
export function createCaseOfKind<Records>(
  { db, caller: { account: auth, actor } }: SignedInContext,
  kind: CaseKind<Records>,
  fields: CaseFieldsInput,
  records: Records,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const subject = await resolveCaseSubject(tx, auth, fields);
    await requireSubTypeOf(tx, kind.code, fields.subTypeId, kind.subTypeField.create);
    const columns = kind.caseColumns?.(records) ?? {};
    const row = await insertCase(tx, actor, {
      caseType: kind.code,
      subTypeId: fields.subTypeId,
      subject: fields.subject,
      description: fields.description ?? null,
      licence: columns.licence ?? false,
      customsDeclarationDecision: columns.customsDeclarationDecision ?? null,
      filerUserId: auth.userId,
      ...subject,
    });
    await kind.createRecords?.(tx, { auth, actor, row }, records);
    return present(tx, row, auth);
  });
}

/** What an owner's edit of a case's own fields carries. */
export type CaseEditInput = { id: number; subTypeId: number; subject: string; description?: string | null };

/**
 * `POST {kind}_cases/edit_{kind}_case`: the owner changes the sub-type, subject and description while the status
 * allows editing (DRAFT, RETURNED_FOR_CORRECTIONS; else 409); who the case is about stays as created.
 */
export function editCaseOfKind<Records>(
  { db, caller: { account: auth, actor } }: SignedInContext,
  kind: CaseKind<Records>,
  input: CaseEditInput,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await loadOwnCaseOfKind(tx, auth, kind.code, input.id);
    await requireSubTypeOf(tx, kind.code, input.subTypeId, kind.subTypeField.edit);
    const changes = { subTypeId: input.subTypeId, subject: input.subject, description: input.description ?? null };
    return present(tx, await updateCaseFields(tx, actor, row, changes), auth);
  });
}
