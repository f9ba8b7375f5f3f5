import { DEFAULT_TIME_ZONE, wallTimeIn } from '@portal/contracts/dates';
import type { Language } from '@portal/contracts/languages';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import type { PortalCase } from '@portal/contracts/portal-cases';
import type { PortalDocument } from '@portal/contracts/portal-documents';
import type { Db } from '../../../platform/db/database';
import type { ServiceContext } from '../../../platform/http/context';
import { removeStoredFiles } from '../../attachments';
import { addAuthorityDocument, type AuthorityDocumentInput } from '../../portal-documents';
import type { Actor } from '../../../platform/audit/audit';
import { namedUsers } from '../../accounts';
import { presentCases, type CaseRow, type DocumentIssuer } from '../../portal-cases';
import { authorityIdentity, businessTimeZone } from '../../settings';
import { DOCUMENT_COPY } from './document-copy';
import { findUserById } from '../../users';

/**
 * Adds a document the authority issues (its generated PDF, sealed and registered by `issueOfficialPdf`) to a case,
 * inside the command's transaction.
 */
export type IssueDocument = (
  caseId: number,
  input: Omit<AuthorityDocumentInput, 'contentType'>,
) => Promise<PortalDocument>;

/**
 * Runs a command in one transaction with a way to issue documents: the files are written before the commit, so
 * when the command fails they are removed again and no file outlives the rollback.
 */
export async function commandIssuingDocuments<T>(
  { db, storage, caller: { actor } }: ServiceContext,
  work: (tx: Db, issue: IssueDocument) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await db.transaction((tx) =>
      work(tx, async (caseId, input) => {
        const { document, storageKey } = await addAuthorityDocument(tx, storage, actor, caseId, {
          ...input,
          contentType: 'application/pdf',
        });
        stored.push(storageKey);
        return document;
      }),
    );
  } catch (error) {
    await removeStoredFiles(storage, stored);
    throw error;
  }
}

export type DocumentContext = DocumentIssuer & { portalCase: PortalCase; lang: Language; timeZone: string };

/**
 * The case as its documents print it, the filer's language, the business time zone, the authority's letterhead in
 * that language and the officer (`actor`, the command's) who signs: a receipt, issued by the portal, is signed by none.
 */
export async function documentContext(tx: Db, row: CaseRow, actor?: Actor): Promise<DocumentContext> {
  const filer = await findUserById(tx, row.filerUserId);
  const caller = { userId: row.filerUserId, companyId: filer?.companyId ?? null, pageUrls: [] };
  const [[portalCase], timeZone] = await Promise.all([presentCases(tx, [row], caller), businessTimeZone(tx)]);
  const lang = normalizeLanguage(filer?.lang);
  const issuer = await authorityIdentity(tx, lang);
  const officer = actor?.actorId ? (await namedUsers(tx, [actor.actorId])).get(actor.actorId) : undefined;
  const signer = {
    officer: officer?.displayName ?? actor?.actorUsername ?? '',
    role: DOCUMENT_COPY[lang].officerRole,
  };
  return { portalCase, lang, timeZone, issuer, signer };
}

/**
 * `GEN-2026-000001` → `receipt-GEN-2026-000001-20260310-1405.pdf`: the kind of document, the case, the time on the
 * business time zone's clock (the day and time the document itself prints; `documentContext` gives the zone).
 */
export function issuedFileName(
  prefix: string,
  caseNumber: string,
  at: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const wall = wallTimeIn(at, timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  const stamp = `${wall.year}${pad(wall.month)}${pad(wall.day)}-${pad(wall.hour)}${pad(wall.minute)}`;
  return `${prefix}-${caseNumber}-${stamp}.pdf`;
}
