import { PORTAL_DOCUMENT_BEAN, type PortalDocument } from '@portal/contracts/portal-documents';
import type { Attachment } from '@portal/contracts/attachments';
import { DEFAULT_LANGUAGE, type Language } from '@portal/contracts/languages';
import { textInLanguage } from '@portal/contracts/multilingual';
import type { Db } from '../../platform/db/database';
import { attachmentsOfObjects } from '../attachments';
import { individualNames } from '../individuals';
import { findUserNamesByIds, type UserNameRow } from '../users';
import { documentTypesByIds } from './document-types';
import type { portalDocuments } from './tables';

export type DocumentRow = typeof portalDocuments.$inferSelect;

/** Names of users as the portal shows them: the person's name when the account has one, else the username. */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  return namesOfUsers(db, await findUserNamesByIds(db, [...new Set(ids)]));
}

/** `userNames` of users already read (`findUserNamesByIds`). */
export async function namesOfUsers(db: Db, users: UserNameRow[]): Promise<Map<number, string>> {
  const persons = await individualNames(
    db,
    users.map((u) => u.individualId).filter((id): id is number => id !== null),
  );
  return new Map(users.map((u) => [u.id, (u.individualId !== null && persons.get(u.individualId)) || u.username]));
}

/** The file of each document (its newest, should two exist for a moment), by document id. */
async function filesOf(db: Db, ids: number[]): Promise<Map<number, Attachment>> {
  const files = await attachmentsOfObjects(db, PORTAL_DOCUMENT_BEAN, ids);
  return new Map(files.map((f) => [f.objectId, f]));
}

/**
 * Documents as the API answers them, in the order given: their types, files and authors in three queries. An issued
 * document's description is the one of `lang` (the reader's), else the Albanian one, else the one text it kept.
 */
export async function presentDocuments(
  db: Db,
  rows: DocumentRow[],
  lang: Language = DEFAULT_LANGUAGE,
): Promise<PortalDocument[]> {
  if (rows.length === 0) return [];
  const [types, files, names] = await Promise.all([
    documentTypesByIds(
      db,
      rows.map((r) => r.documentTypeId),
    ),
    filesOf(
      db,
      rows.map((r) => r.id),
    ),
    userNames(
      db,
      rows.map((r) => r.authorUserId).filter((id): id is number => id !== null),
    ),
  ]);
  return rows.map((row) => {
    const type = types.get(row.documentTypeId);
    const file = files.get(row.id);
    return {
      id: row.id,
      caseId: row.caseId,
      description: textInLanguage(row.descriptions, lang, row.description),
      documentType: {
        id: row.documentTypeId,
        code: type?.code ?? '',
        required: type?.required ?? false,
        labelSQ: type?.labelSQ ?? '',
        labelEN: type?.labelEN ?? '',
        labelSR: type?.labelSR ?? '',
      },
      direction: row.direction,
      attachment: file
        ? { id: file.id, fileName: file.fileName, size: file.size, contentType: file.contentType, sha256: file.sha256 }
        : null,
      createdAt: row.createdAt.toISOString(),
      author: row.authorUserId === null ? null : { id: row.authorUserId, name: names.get(row.authorUserId) ?? '' },
    };
  });
}

/** What the audit log keeps of a document. */
export const auditView = (row: DocumentRow) => ({
  caseId: row.caseId,
  documentTypeId: row.documentTypeId,
  description: row.description,
  descriptions: row.descriptions,
  direction: row.direction,
});
