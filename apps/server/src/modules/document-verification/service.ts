import { createHash } from 'node:crypto';
import { wallTimeIn } from '@portal/contracts/dates';
import {
  normalizeVerificationCode,
  verificationPageUrl,
  type DocumentSeal,
  type DocumentVerification,
  type OfficialDocumentKind,
} from '@portal/contracts/document-verification';
import type { Language } from '@portal/contracts/languages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { checkSeal, sealInfo, sealPdf } from '../../platform/pdf/seal';
import type { VerificationMark } from '../../platform/pdf/verification-mark';
import { businessTimeZone } from '../settings';
import { documentVerifications } from './tables';
import { newVerificationCode } from './codes';

/** What an official document is about, for the commands that revoke or supersede it (no foreign key). */
export type OfficialDocumentRef = { type: 'portal_case' | 'auction'; id: number };

/** The documents issued on a portal case. */
export const caseDocumentRef = (caseId: number): OfficialDocumentRef => ({ type: 'portal_case', id: caseId });
/** The documents of an auction (its announcements, its end-of-auction report). */
export const auctionDocumentRef = (auctionId: number): OfficialDocumentRef => ({ type: 'auction', id: auctionId });

/** What an approved amending or renewing case supersedes of the original case's documents (ADR 0081). */
export const SUPERSEDED_CASE_DOCUMENT_KINDS: readonly OfficialDocumentKind[] = [
  'DECISION',
  'AUTHORIZATION',
  'LICENCE',
  'BTI',
  'MOVEMENT_CERTIFICATE',
];

export type OfficialDocumentMeta = {
  kind: OfficialDocumentKind;
  /** The document's own number as it prints it. */
  number: string;
  issuedAt: Date;
  language: Language;
  ref: OfficialDocumentRef;
  /** The last day of validity (ISO day), for a document that has one. */
  validUntil?: string | null;
};

/** The portal's public address the QR codes point to; set when the app mounts the module's routes. */
let publicAddress = 'http://localhost:3000';

export function configureVerificationAddress(publicUrl: string): void {
  publicAddress = publicUrl.replace(/\/+$/, '');
}

/**
 * The seal of an issued file's final bytes, as the verification page says it: `checkSeal` verifies the signature over
 * the whole file, and the sealing certificate must be the one this portal seals with (its fingerprint), so a copy
 * re-sealed with another key never reads as the authority's.
 */
function sealOfIssuedBytes(bytes: Buffer): DocumentSeal {
  const info = sealInfo();
  const check = checkSeal(bytes);
  if (!check.sealed) return { sealed: false, intact: null, subject: null, demo: false };
  const ours = info !== null && check.fingerprint !== '' && check.fingerprint === info.fingerprint;
  return { sealed: true, intact: check.intact && ours, subject: check.subject || null, demo: check.demo };
}

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * THE one way an official PDF is made (ADR 0091), inside the issuing command's transaction: a new verification code,
 * the PDF rendered with it (`render` passes the mark to its PdfBuilder footer: the code line and the QR code), sealed,
 * and the register's row with the SHA-256 of the sealed bytes — the bytes the caller stores. Rolls back with the
 * command.
 */
export async function issueOfficialPdf(
  tx: Db,
  meta: OfficialDocumentMeta,
  render: (mark: VerificationMark) => Promise<Buffer>,
): Promise<{ code: string; bytes: Buffer }> {
  const code = newVerificationCode();
  const mark: VerificationMark = { code, url: verificationPageUrl(publicAddress, code), lang: meta.language };
  const bytes = await sealPdf(await render(mark));
  const seal = sealOfIssuedBytes(bytes);
  await tx.insert(documentVerifications).values({
    code,
    kind: meta.kind,
    documentNumber: meta.number,
    issuedAt: meta.issuedAt,
    language: meta.language,
    sha256: sha256Of(bytes),
    refType: meta.ref.type,
    refId: meta.ref.id,
    validUntil: meta.validUntil ?? null,
    sealed: seal.sealed,
    sealIntact: seal.intact,
    sealSubject: seal.subject,
    sealDemo: seal.demo,
  });
  return { code, bytes };
}

/**
 * Marks the still valid documents of `kinds` about `ref` REVOKED or SUPERSEDED at `at`, in the transaction of the
 * command that revoked or superseded them (revoking a certificate, approving an amending case, a new announcement).
 * Answers how many were marked.
 */
export async function markOfficialDocuments(
  tx: Db,
  ref: OfficialDocumentRef,
  kinds: readonly OfficialDocumentKind[],
  status: 'REVOKED' | 'SUPERSEDED',
  at: Date = new Date(),
): Promise<number> {
  const marked = await tx
    .update(documentVerifications)
    .set({ status, statusAt: at })
    .where(
      and(
        eq(documentVerifications.refType, ref.type),
        eq(documentVerifications.refId, ref.id),
        inArray(documentVerifications.kind, [...kinds]),
        eq(documentVerifications.status, 'VALID'),
      ),
    )
    .returning({ id: documentVerifications.id });
  return marked.length;
}

const isoDayOf = (at: Date, timeZone: string) => {
  const { year, month, day } = wallTimeIn(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * `GET /document_verifications/{code}` (public): what the register knows of the code's document — kind, number,
 * issue time, status (EXPIRED once its last day of validity has passed in the business time zone), SHA-256 and seal;
 * nothing about the people it concerns. A malformed and an unknown code are the same 404.
 */
export async function verifyDocument(
  { db }: ServiceContext,
  given: string,
  now = new Date(),
): Promise<DocumentVerification> {
  const code = normalizeVerificationCode(given);
  if (code === null) throw notFound();
  const [row] = await db.select().from(documentVerifications).where(eq(documentVerifications.code, code));
  if (!row) throw notFound();
  const expired =
    row.status === 'VALID' && row.validUntil !== null && isoDayOf(now, await businessTimeZone(db)) > row.validUntil;
  return {
    code: row.code,
    kind: row.kind,
    number: row.documentNumber,
    issuedAt: row.issuedAt.toISOString(),
    language: row.language,
    status: expired ? 'EXPIRED' : row.status,
    statusAt: row.statusAt?.toISOString() ?? null,
    validUntil: row.validUntil,
    sha256: row.sha256,
    seal: { sealed: row.sealed, intact: row.sealIntact, subject: row.sealSubject, demo: row.sealDemo },
  };
}
