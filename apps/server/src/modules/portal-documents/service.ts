import {
  CASE_ERROR,
  documentGroupAllowedOnCase,
  documentGroupOfCase,
  isCaseEditable,
  type PortalDocumentDirection,
  type PortalDocumentGroup,
} from '@portal/contracts/portal-cases';
import {
  PORTAL_DOCUMENT_BEAN,
  PORTAL_DOCUMENT_ERROR,
  PORTAL_DOCUMENTS_PER_CASE_MAX,
  type AddPortalDocumentFields,
  type EditPortalDocumentQuery,
  type PortalDocument,
  type PortalDocumentType,
} from '@portal/contracts/portal-documents';
import type { Language } from '@portal/contracts/languages';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { HttpError, badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { ServiceContext, SignedInContext } from '../../platform/http/context';
import { detachAllFiles, removeStoredFiles, uploadAttachments } from '../attachments';
import { loadCase, loadCaseForOwnerAction, type CaseRow } from '../portal-cases';
import { activeDocumentTypesOfGroup, documentTypesByIds } from './document-types';
import { auditView, presentDocuments, type DocumentRow } from './presenter';
import { portalDocuments } from './tables';
import { bufferOneFile, type IncomingFiles } from './upload';

/** A case's documents are a handful; the bound keeps any answer small. */
const LIST_LIMIT = 500;

/** Who did it, in the form the attachments module's calls made inside a transaction take. */
export const auditActorOf = (actor: Actor) => ({
  actorId: actor.actorId ?? null,
  actorUsername: actor.actorUsername ?? null,
  ip: actor.ip ?? null,
});

async function findDocument(db: Db, id: number, lock = false): Promise<DocumentRow | undefined> {
  const query = db.select().from(portalDocuments).where(eq(portalDocuments.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * `GET portal_documents/by_case_id`, `get_outgoing_…`, `get_incoming_…`: owner or officer (404 otherwise); issued
 * documents described in `lang`.
 */
export async function caseDocuments(
  { db, caller: { account: auth } }: SignedInContext,
  caseId: number,
  lang: Language,
  direction?: PortalDocumentDirection,
): Promise<PortalDocument[]> {
  await loadCase(db, auth, caseId);
  const rows = await db
    .select()
    .from(portalDocuments)
    .where(and(eq(portalDocuments.caseId, caseId), direction ? eq(portalDocuments.direction, direction) : undefined))
    .orderBy(asc(portalDocuments.id))
    .limit(LIST_LIMIT);
  return presentDocuments(db, rows, lang);
}

/** `GET portal_document_types/by_code?code=`: the active types of a group. */
export function documentTypesOfGroup(
  { db }: ServiceContext,
  group: PortalDocumentGroup,
): Promise<PortalDocumentType[]> {
  return activeDocumentTypesOfGroup(db, group);
}

/**
 * The type must be an active one the case's group allows (its own group, or REPRESENTATION) (400 on `typeId` otherwise); a document keeping the type it
 * has may keep it after the type was made inactive.
 */
async function checkType(db: Db, caseRow: CaseRow, typeId: number, current?: number): Promise<void> {
  const type = (await documentTypesByIds(db, [typeId])).get(typeId);
  const group = documentGroupOfCase(caseRow.caseType, caseRow.licence);
  if (!type || !documentGroupAllowedOnCase(group, type.groupCode) || (!type.active && typeId !== current)) {
    throw badRequest({ typeId: PORTAL_DOCUMENT_ERROR.typeNotAllowed });
  }
}

/** The owner may add to the case now: its status, the type and the number of its outgoing documents. */
async function checkAddition(db: Db, auth: AuthContext, fields: AddPortalDocumentFields): Promise<CaseRow> {
  const caseRow = await loadCaseForOwnerAction(db, auth, fields.caseId, 'edit');
  await checkType(db, caseRow, fields.typeId);
  const [held] = await db
    .select({ n: count() })
    .from(portalDocuments)
    .where(and(eq(portalDocuments.caseId, caseRow.id), eq(portalDocuments.direction, 'OUTGOING')));
  if (held.n >= PORTAL_DOCUMENTS_PER_CASE_MAX) {
    throw conflict(PORTAL_DOCUMENT_ERROR.tooMany, { limit: PORTAL_DOCUMENTS_PER_CASE_MAX });
  }
  return caseRow;
}

/**
 * `POST /portal_documents?caseId=&typeId=&description=` with one file: an outgoing document and its file, both or
 * neither. What the case allows is checked before the body is read; the file is then received into the store
 * (the request's pace stays outside the transaction), and the document and its attachment are saved in one
 * transaction under the case's lock, the attachments module checking the file (extension, size, content, quotas).
 */
export async function addOutgoingDocument(
  { db, storage, caller: { account: auth, actor, address } }: SignedInContext,
  fields: AddPortalDocumentFields,
  receive: IncomingFiles,
): Promise<PortalDocument> {
  // Who uploads, as the attachments module audits and counts quotas with it: the session and the address.
  const requester = { auth, ip: address };
  await checkAddition(db, auth, fields);
  const buffered = await bufferOneFile({ db, storage }, receive);
  try {
    const row = await db.transaction(async (tx) => {
      const caseRow = await checkAddition(tx, auth, fields);
      const [row] = await tx
        .insert(portalDocuments)
        .values({
          caseId: caseRow.id,
          documentTypeId: fields.typeId,
          description: fields.description,
          direction: 'OUTGOING',
          authorUserId: auth.userId,
        })
        .returning();
      await writeAudit(tx, {
        ...actor,
        action: 'portal_document.create',
        entity: 'portal_document',
        entityId: row.id,
        after: auditView(row),
      });
      await uploadAttachments(
        { db: tx, storage },
        requester,
        { bean: PORTAL_DOCUMENT_BEAN, objectId: row.id },
        buffered.files,
      );
      return row;
    });
    const [document] = await presentDocuments(db, [row]);
    return document;
  } finally {
    await buffered.discard();
  }
}

/**
 * An outgoing document of a case the caller owns and may edit, locked: 404 when they cannot see it, 403 for an
 * officer, 409 when the case's status forbids or the document was issued by the authority.
 */
async function ownOutgoingDocument(tx: Db, auth: AuthContext, id: number) {
  const found = await findDocument(tx, id);
  if (!found) throw notFound();
  const caseRow = await loadCaseForOwnerAction(tx, auth, found.caseId, 'edit');
  const document = await findDocument(tx, id, true);
  if (!document) throw notFound();
  if (document.direction !== 'OUTGOING') throw conflict(PORTAL_DOCUMENT_ERROR.fromAuthority);
  return { document, caseRow };
}

/** `GET /portal_documents/edit_portal_document?id=&description=&typeId=`: the description and the type. */
export async function editDocument(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: EditPortalDocumentQuery,
): Promise<PortalDocument> {
  const row = await db.transaction(async (tx) => {
    const { document, caseRow } = await ownOutgoingDocument(tx, auth, input.id);
    await checkType(tx, caseRow, input.typeId, document.documentTypeId);
    const [row] = await tx
      .update(portalDocuments)
      .set({ description: input.description, documentTypeId: input.typeId, updatedAt: new Date() })
      .where(eq(portalDocuments.id, document.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'portal_document.update',
      entity: 'portal_document',
      entityId: row.id,
      before: auditView(document),
      after: auditView(row),
    });
    return row;
  });
  const [document] = await presentDocuments(db, [row]);
  return document;
}

/** `DELETE /portal_documents/{id}`: an outgoing document of an editable case, with its stored file. */
export async function deleteDocument(
  { db, storage, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<void> {
  const keys = await db.transaction(async (tx) => {
    const { document } = await ownOutgoingDocument(tx, auth, id);
    const keys = await detachAllFiles(tx, { bean: PORTAL_DOCUMENT_BEAN, objectId: id }, auditActorOf(actor));
    await tx.delete(portalDocuments).where(eq(portalDocuments.id, id));
    await writeAudit(tx, {
      ...actor,
      action: 'portal_document.delete',
      entity: 'portal_document',
      entityId: id,
      before: auditView(document),
    });
    return keys;
  });
  // After the commit: a failed removal leaves an unreferenced file, never a document without its file.
  await removeStoredFiles(storage, keys);
}

/** The case of a document when the caller may see it (owner, or an officer once it was submitted). */
async function visibleCase(db: Db, auth: AuthContext, caseId: number) {
  try {
    return await loadCase(db, auth, caseId);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Who may read a document's file (the case's owner and officers) and replace it (`POST /portal_attachments/{id}`:
 * the owner, on an outgoing document of an editable case; the refusals are the documents calls' 409s).
 */
export async function documentFilePermission(
  db: Db,
  auth: AuthContext | null,
  documentId: number,
  action: 'read' | 'write',
): Promise<boolean | 'not_found'> {
  if (!auth) return false;
  const document = await findDocument(db, documentId);
  const access = document ? await visibleCase(db, auth, document.caseId) : null;
  if (!document || !access) return 'not_found';
  if (action === 'read') return true;
  if (access.role !== 'owner') return false;
  if (document.direction !== 'OUTGOING') throw conflict(PORTAL_DOCUMENT_ERROR.fromAuthority);
  if (!isCaseEditable(access.row.status)) throw conflict(CASE_ERROR.statusForbids, { status: access.row.status });
  return true;
}

/** Document types that documents refer to: they keep their code and cannot be deleted. */
export async function documentTypesInUse(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: portalDocuments.documentTypeId })
    .from(portalDocuments)
    .where(inArray(portalDocuments.documentTypeId, ids));
  return new Set(rows.map((r) => r.id));
}
