import { CASE_FIELD_ERROR, type PortalCase } from '@portal/contracts/portal-cases';
import type {
  createAuthorizationCaseSchema,
  editAuthorizationCaseSchema,
} from '@portal/contracts/portal-authorization';
import type { z } from 'zod';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/http/access';
import {
  getCase,
  insertCase,
  isActiveSubTypeOf,
  presentCases,
  resolveCaseSubject,
  updateCaseFields,
} from '../../portal-cases';
import { authorizations, portalLicences } from '../tables';
import { authorizationCaseForOwnerEdit } from './access';

async function requireAuthorizationSubType(db: Db, subTypeId: number): Promise<void> {
  if (!(await isActiveSubTypeOf(db, subTypeId, 'AUTHORIZATION'))) {
    throw badRequest({ subTypeId: CASE_FIELD_ERROR.subTypeInvalid });
  }
}

/**
 * `POST authorization_cases/create_authorization_case` (`licence` false) and
 * `…/create_authorization_case_for_licence` (`licence` true): a DRAFT case about the chosen subject with its
 * (empty) authorization and licence rows, one of each, in one transaction.
 */
export async function createAuthorizationCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof createAuthorizationCaseSchema>,
  licence: boolean,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const subject = await resolveCaseSubject(tx, auth, input);
    await requireAuthorizationSubType(tx, input.subTypeId);
    const row = await insertCase(tx, actor, {
      caseType: 'AUTHORIZATION',
      subTypeId: input.subTypeId,
      subject: input.subject,
      description: input.description,
      licence,
      customsDeclarationDecision: null,
      filerUserId: auth.userId,
      ...subject,
    });
    const [authorization] = await tx.insert(authorizations).values({ caseId: row.id }).returning();
    const [portalLicence] = await tx.insert(portalLicences).values({ caseId: row.id }).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'authorization',
      entityId: authorization.id,
      after: authorization,
    });
    await writeAudit(tx, {
      ...actor,
      action: 'create',
      entity: 'portal_licence',
      entityId: portalLicence.id,
      after: portalLicence,
    });
    const [presented] = await presentCases(tx, [row], auth);
    return presented;
  });
}

/** `POST authorization_cases/edit_authorization_case`: the owner changes the sub-type, subject and description while editable. */
export async function editAuthorizationCase(
  db: Db,
  auth: AuthContext,
  input: z.output<typeof editAuthorizationCaseSchema>,
  actor: Actor,
): Promise<PortalCase> {
  return db.transaction(async (tx) => {
    const row = await authorizationCaseForOwnerEdit(tx, auth, input.id);
    await requireAuthorizationSubType(tx, input.subTypeId);
    const changes = { subTypeId: input.subTypeId, subject: input.subject, description: input.description };
    const updated = await updateCaseFields(tx, actor, row, changes);
    const [presented] = await presentCases(tx, [updated], auth);
    return presented;
  });
}

/** `GET authorization_cases/{id}`. */
export function getAuthorizationCase(db: Db, auth: AuthContext, id: number): Promise<PortalCase> {
  return getCase(db, auth, 'AUTHORIZATION', id);
}
