import {
  PORTAL_AUTHORIZATION_ERROR,
  type Authorization,
  type EditAuthorization,
  type EditPortalLicence,
  type PortalLicence,
} from '@portal/contracts/portal-authorization';
import { VOCABULARY_TEMPLATE_BEANS } from '@portal/contracts/vocabularies';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { attachmentsOfObjects } from '../../attachments';
import { vocabularyRecordsByIds } from '../../vocabularies';
import { authorizations, portalLicences } from '../tables';
import { refOf } from '../vocabulary-refs';
import { authorizationCaseForOwnerEdit, authorizationCaseForRead } from './access';

export type AuthorizationRow = typeof authorizations.$inferSelect;
export type LicenceRow = typeof portalLicences.$inferSelect;

const dayOf = (value: string | Date | null): string | null =>
  value === null ? null : typeof value === 'string' ? value : value.toISOString().slice(0, 10);

export async function presentAuthorization(db: Db, row: AuthorizationRow): Promise<Authorization> {
  let authorizationType: Authorization['authorizationType'] = null;
  if (row.authorizationTypeId !== null) {
    const type = (await vocabularyRecordsByIds(db, 'portal_authorization_types', [row.authorizationTypeId])).get(
      row.authorizationTypeId,
    );
    const files = await attachmentsOfObjects(db, VOCABULARY_TEMPLATE_BEANS.portal_authorization_types, [
      row.authorizationTypeId,
    ]);
    if (type) authorizationType = { ...refOf(type), hasTemplate: files.length > 0 };
  }
  return {
    id: row.id,
    authorizationCase: { id: row.caseId },
    authorizationType,
    description: row.description,
    location: row.location,
    requestedFrom: dayOf(row.requestedFrom),
    requestedTo: dayOf(row.requestedTo),
    authorizationNumber: row.authorizationNumber,
    validFrom: dayOf(row.validFrom),
    validTo: dayOf(row.validTo),
  };
}

export async function presentLicence(db: Db, row: LicenceRow): Promise<PortalLicence> {
  const type =
    row.goodsTypeId === null
      ? undefined
      : (await vocabularyRecordsByIds(db, 'portal_goods_types', [row.goodsTypeId])).get(row.goodsTypeId);
  return {
    id: row.id,
    authorizationCase: { id: row.caseId },
    goodsType: type ? refOf(type) : null,
    description: row.description,
    requestedFrom: dayOf(row.requestedFrom),
    requestedTo: dayOf(row.requestedTo),
    licenceNumber: row.licenceNumber,
    validFrom: dayOf(row.validFrom),
    validTo: dayOf(row.validTo),
  };
}

/** The authorization row of a case (made with the case; made here if an older case lacks it). */
export async function authorizationRowOf(db: Db, caseId: number): Promise<AuthorizationRow> {
  const [row] = await db.select().from(authorizations).where(eq(authorizations.caseId, caseId));
  if (row) return row;
  const [made] = await db.insert(authorizations).values({ caseId }).onConflictDoNothing().returning();
  return made ?? (await db.select().from(authorizations).where(eq(authorizations.caseId, caseId)))[0];
}

export async function licenceRowOf(db: Db, caseId: number): Promise<LicenceRow> {
  const [row] = await db.select().from(portalLicences).where(eq(portalLicences.caseId, caseId));
  if (row) return row;
  const [made] = await db.insert(portalLicences).values({ caseId }).onConflictDoNothing().returning();
  return made ?? (await db.select().from(portalLicences).where(eq(portalLicences.caseId, caseId)))[0];
}

/** `GET authorizations/by_authorization_case_id/{id}`. */
export async function authorizationOfCase(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<Authorization> {
  const row = await authorizationCaseForRead(db, auth, caseId);
  return presentAuthorization(db, await authorizationRowOf(db, row.id));
}

/** `GET portal_licences/by_authorization_case_id/{id}`. */
export async function licenceOfCase(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
): Promise<PortalLicence> {
  const row = await authorizationCaseForRead(db, auth, caseId);
  return presentLicence(db, await licenceRowOf(db, row.id));
}

async function requireActiveType(
  db: Db,
  type: 'portal_authorization_types' | 'portal_goods_types',
  id: number | null,
  field: string,
  key: string,
): Promise<void> {
  if (id === null) return;
  const row = (await vocabularyRecordsByIds(db, type, [id])).get(id);
  if (!row?.active) throw badRequest({ [field]: key });
}

/**
 * `POST authorizations/edit_authorization`: the owner fills the authorization of their authorization case while
 * editable (409 `portal.case_wrong_kind` on a licence case); the type must be an active authorization type.
 */
export async function editAuthorization(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: EditAuthorization,
): Promise<Authorization> {
  return db.transaction(async (tx) => {
    const caseRow = await authorizationCaseForOwnerEdit(tx, auth, input.authorizationCase.id, 'authorization');
    await requireActiveType(
      tx,
      'portal_authorization_types',
      input.authorizationTypeId,
      'authorizationTypeId',
      PORTAL_AUTHORIZATION_ERROR.authorizationTypeUnknown,
    );
    const before = await authorizationRowOf(tx, caseRow.id);
    const [row] = await tx
      .update(authorizations)
      .set({
        authorizationTypeId: input.authorizationTypeId,
        description: input.description,
        location: input.location,
        requestedFrom: input.requestedFrom,
        requestedTo: input.requestedTo,
        updatedAt: new Date(),
      })
      .where(eq(authorizations.id, before.id))
      .returning();
    await writeAudit(tx, { ...actor, action: 'update', entity: 'authorization', entityId: row.id, before, after: row });
    return presentAuthorization(tx, row);
  });
}

/** `POST portal_licences/edit_portal_licence`: the owner fills the licence of their licence case while editable. */
export async function editPortalLicence(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: EditPortalLicence,
): Promise<PortalLicence> {
  return db.transaction(async (tx) => {
    const caseRow = await authorizationCaseForOwnerEdit(tx, auth, input.authorizationCase.id, 'licence');
    await requireActiveType(
      tx,
      'portal_goods_types',
      input.goodsTypeId,
      'goodsTypeId',
      PORTAL_AUTHORIZATION_ERROR.goodsTypeUnknown,
    );
    const before = await licenceRowOf(tx, caseRow.id);
    const [row] = await tx
      .update(portalLicences)
      .set({
        goodsTypeId: input.goodsTypeId,
        description: input.description,
        requestedFrom: input.requestedFrom,
        requestedTo: input.requestedTo,
        updatedAt: new Date(),
      })
      .where(eq(portalLicences.id, before.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'update',
      entity: 'portal_licence',
      entityId: row.id,
      before,
      after: row,
    });
    return presentLicence(tx, row);
  });
}
