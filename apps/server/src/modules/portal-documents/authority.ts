import { documentGroupOfCase } from '@portal/contracts/portal-cases';
import type { Language } from '@portal/contracts/languages';
import type { TextInEveryLanguage } from '@portal/contracts/multilingual';
import { PORTAL_DOCUMENT_BEAN, type PortalDocument } from '@portal/contracts/portal-documents';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict } from '../../platform/errors';
import type { FileStorage } from '../../platform/storage/storage';
import { attachmentsOfObjects, storeGeneratedFile } from '../attachments';
import type { CaseRow } from '../portal-cases';
import { activeDocumentTypesOfGroup, documentTypeByCode } from './document-types';
import { auditView, presentDocuments } from './presenter';
import { auditActorOf } from './service';
import { portalDocuments } from './tables';

// What the case processing asks of the documents: the submit check, the authority's own documents, the receipt.

export type MissingDocumentType = { id: number; code: string; labelSQ: string; labelEN: string; labelSR: string };

/**
 * The required (active) types of the case's group of which the case holds no outgoing document with a file: what
 * keeps a submit back (`portal.required_documents_missing`).
 */
export async function missingRequiredDocumentTypes(
  db: Db,
  caseRow: Pick<CaseRow, 'id' | 'caseType' | 'licence'>,
): Promise<MissingDocumentType[]> {
  const required = (
    await activeDocumentTypesOfGroup(db, documentGroupOfCase(caseRow.caseType, caseRow.licence))
  ).filter((type) => type.required);
  if (required.length === 0) return [];
  const present = new Set((await outgoingWithFiles(db, caseRow.id)).map((document) => document.documentType.id));
  return required
    .filter((type) => !present.has(type.id))
    .map(({ id, code, labelSQ, labelEN, labelSR }) => ({ id, code, labelSQ, labelEN, labelSR }));
}

/**
 * Whether the case holds an outgoing document with a file of the type of this stable code (a power of attorney the
 * filer added, ADR 0075, 0082).
 */
export async function caseHasOutgoingDocumentOfType(db: Db, caseId: number, code: string): Promise<boolean> {
  return (await outgoingWithFiles(db, caseId)).some((document) => document.documentType.code === code);
}

async function outgoingWithFiles(db: Db, caseId: number): Promise<PortalDocument[]> {
  const rows = await db
    .select()
    .from(portalDocuments)
    .where(and(eq(portalDocuments.caseId, caseId), eq(portalDocuments.direction, 'OUTGOING')))
    .orderBy(asc(portalDocuments.id));
  return (await presentDocuments(db, rows)).filter((document) => document.attachment !== null);
}

export type AuthorityDocumentInput = {
  /** A type of the AUTHORITY group: RECEIPT, INFORMATION_REQUEST, DECISION, AUTHORITY_OTHER. */
  typeCode: string;
  /** Its description in every interface language (`inEveryLanguage` over the document's copy), ADR 0077. */
  descriptions: TextInEveryLanguage;
  /** The language its PDF is written in (the filer's): its description in it is also its one `description`. */
  fileLanguage: Language;
  fileName: string;
  contentType: string;
  bytes: Buffer;
};

/**
 * Adds an INCOMING document (issued by the authority) with its generated file inside the caller's transaction,
 * audited. The bytes are stored first: when the caller's transaction fails afterwards, it removes `storageKey`
 * (attachments' `removeStoredFiles`) so no file outlives the rollback. A type the administration has removed or
 * renamed (the portal's document types are a vocabulary) refuses the command with 409 `portal.document_type_missing`
 * naming the code, and nothing of it is kept.
 */
export async function addAuthorityDocument(
  tx: Db,
  storage: FileStorage,
  actor: Actor,
  caseId: number,
  input: AuthorityDocumentInput,
): Promise<{ document: PortalDocument; storageKey: string }> {
  const type = await documentTypeByCode(tx, input.typeCode);
  if (!type) throw conflict('portal.document_type_missing', { code: input.typeCode });
  const [row] = await tx
    .insert(portalDocuments)
    .values({
      caseId,
      documentTypeId: type.id,
      description: input.descriptions[input.fileLanguage],
      descriptions: input.descriptions,
      direction: 'INCOMING',
      authorUserId: actor.actorId ?? null,
    })
    .returning();
  await writeAudit(tx, {
    ...actor,
    action: 'portal_document.issue',
    entity: 'portal_document',
    entityId: row.id,
    after: auditView(row),
  });
  const { storageKey } = await storeGeneratedFile(
    tx,
    storage,
    { bean: PORTAL_DOCUMENT_BEAN, objectId: row.id },
    { fileName: input.fileName, contentType: input.contentType, content: input.bytes },
    auditActorOf(actor),
  );
  const [document] = await presentDocuments(tx, [row], input.fileLanguage);
  return { document, storageKey };
}

/** An outgoing document as a receipt lists it. */
export type ReceiptDocument = {
  id: number;
  type: { code: string; labelSQ: string; labelEN: string; labelSR: string };
  description: string | null;
  fileName: string;
  size: number;
  sha256: string;
  createdAt: string;
};

/** The outgoing documents of a case with their files (name, size, SHA-256), oldest first, for the receipt. */
export async function documentsForReceipt(db: Db, caseId: number): Promise<ReceiptDocument[]> {
  return (await outgoingWithFiles(db, caseId)).map((document) => ({
    id: document.id,
    type: {
      code: document.documentType.code,
      labelSQ: document.documentType.labelSQ,
      labelEN: document.documentType.labelEN,
      labelSR: document.documentType.labelSR,
    },
    description: document.description,
    fileName: document.attachment!.fileName,
    size: document.attachment!.size,
    sha256: document.attachment!.sha256,
    createdAt: document.createdAt,
  }));
}

/** The file of a document the authority issued: its attachment and name. */
export type IssuedFile = { attachmentId: number; fileName: string };

/**
 * The file of the newest incoming document of type `typeCode` on each of these cases (e.g. the decision, or the
 * PDF of what an approval issued), by case id; for a list the caller's access was decided for (My decisions).
 */
export async function newestIssuedFiles(db: Db, caseIds: number[], typeCode: string): Promise<Map<number, IssuedFile>> {
  const type = caseIds.length === 0 ? undefined : await documentTypeByCode(db, typeCode);
  if (!type) return new Map();
  const rows = await db
    .selectDistinctOn([portalDocuments.caseId], { id: portalDocuments.id, caseId: portalDocuments.caseId })
    .from(portalDocuments)
    .where(
      and(
        inArray(portalDocuments.caseId, caseIds),
        eq(portalDocuments.documentTypeId, type.id),
        eq(portalDocuments.direction, 'INCOMING'),
      ),
    )
    .orderBy(asc(portalDocuments.caseId), desc(portalDocuments.id));
  const files = await attachmentsOfObjects(
    db,
    PORTAL_DOCUMENT_BEAN,
    rows.map((r) => r.id),
  );
  const fileOf = new Map(files.map((f) => [f.objectId, f]));
  const answer = new Map<number, IssuedFile>();
  for (const row of rows) {
    const file = fileOf.get(row.id);
    if (file) answer.set(row.caseId, { attachmentId: file.id, fileName: file.fileName });
  }
  return answer;
}
