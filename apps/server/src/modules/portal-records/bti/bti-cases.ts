import { CASE_FIELD_ERROR, type PortalCase } from '@portal/contracts/portal-cases';
import type { createBtiCaseSchema, editBtiCaseSchema } from '@portal/contracts/portal-bti';
import type { z } from 'zod';
import type { Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import {
  getCase,
  insertCase,
  isActiveSubTypeOf,
  loadOwnCaseOfKind,
  presentCases,
  resolveCaseSubject,
  updateCaseFields,
} from '../../portal-cases';
import { insertBtiOfCase } from './btis';

async function requireBtiSubType(db: Db, subTypeId: number): Promise<void> {
  if (!(await isActiveSubTypeOf(db, subTypeId, 'BTI'))) {
    throw badRequest({ subTypeId: CASE_FIELD_ERROR.subTypeInvalid });
  }
}

/**
 * `POST bti_cases/create_bti_case`: a DRAFT BTI case about the chosen subject with its BTI (one per case, made
 * with it; the fields given, else empty), in one transaction.
 */
export async function createBtiCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof createBtiCaseSchema>,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const subject = await resolveCaseSubject(tx, auth, input);
    await requireBtiSubType(tx, input.subTypeId);
    const row = await insertCase(tx, actor, {
      caseType: 'BTI',
      subTypeId: input.subTypeId,
      subject: input.subject,
      description: input.description,
      licence: false,
      customsDeclarationDecision: null,
      filerUserId: auth.userId,
      ...subject,
    });
    await insertBtiOfCase(tx, actor, row, input.bti);
    const [presented] = await presentCases(tx, [row], auth);
    return presented;
  });
}

/** `POST bti_cases/edit_bti_case`: the owner changes the sub-type, subject and description while editable. */
export async function editBtiCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof editBtiCaseSchema>,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await loadOwnCaseOfKind(tx, auth, 'BTI', input.id);
    await requireBtiSubType(tx, input.subTypeId);
    const changes = { subTypeId: input.subTypeId, subject: input.subject, description: input.description };
    const updated = await updateCaseFields(tx, actor, row, changes);
    const [presented] = await presentCases(tx, [updated], auth);
    return presented;
  });
}

/** `GET bti_cases/{id}`. */
export function getBtiCase(db: Db, auth: AuthContext, id: number): Promise<PortalCase> {
  return getCase(db, auth, 'BTI', id);
}
