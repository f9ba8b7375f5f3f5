import {
  CASE_FIELD_ERROR,
  type CaseAction,
  type CaseType,
  type PortalCase,
  type createGeneralCaseSchema,
  type editGeneralCaseSchema,
} from '@portal/contracts/portal-cases';
import type { z } from 'zod';
import type { Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { loadCase, loadCaseForOwnerAction, type CaseCaller, type CaseRow } from './access';
import { insertCase, updateCaseFields } from './core';
import { presentCases } from './presenter';
import { isActiveSubTypeOf } from './sub-types';
import { resolveCaseSubject } from './subjects';

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

async function requireGeneralSubType(db: Db, subTypeId: number): Promise<void> {
  if (!(await isActiveSubTypeOf(db, subTypeId, 'GENERAL'))) {
    throw badRequest({ subTypeId: CASE_FIELD_ERROR.subTypeInvalid });
  }
}

/** `POST general_cases/create_general_case`: a DRAFT general case about the chosen subject (see `resolveCaseSubject`). */
export async function createGeneralCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof createGeneralCaseSchema>,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const subject = await resolveCaseSubject(tx, auth, input);
    await requireGeneralSubType(tx, input.subTypeId);
    const row = await insertCase(tx, actor, {
      caseType: 'GENERAL',
      subTypeId: input.subTypeId,
      subject: input.subject,
      description: input.description,
      licence: false,
      customsDeclarationDecision: null,
      filerUserId: auth.userId,
      ...subject,
    });
    const [presented] = await presentCases(tx, [row], auth);
    return presented;
  });
}

/**
 * `POST general_cases/edit_general_case`: the owner changes the sub-type, subject and description while the
 * status allows editing (DRAFT, RETURNED_FOR_CORRECTIONS; else 409); who the case is about stays as created.
 */
export async function editGeneralCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof editGeneralCaseSchema>,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await loadOwnCaseOfKind(tx, auth, 'GENERAL', input.id);
    await requireGeneralSubType(tx, input.subTypeId);
    const changes = { subTypeId: input.subTypeId, subject: input.subject, description: input.description };
    const updated = await updateCaseFields(tx, actor, row, changes);
    const [presented] = await presentCases(tx, [updated], auth);
    return presented;
  });
}
