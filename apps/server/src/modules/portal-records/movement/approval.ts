import { wallTimeIn } from '@portal/contracts/dates';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import {
  MOVEMENT_CERTIFICATE_VALID_MONTHS,
  MOVEMENT_ERROR,
  URL_NUMBER_PATTERN,
  VERIFICATION_TOKEN_PATTERN,
  certificateRevocable,
  movementDisplayUrl,
  type MovementCertificate,
  type MovementDisplay,
} from '@portal/contracts/portal-movement';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, notFound } from '../../../platform/errors';
import type { ServiceContext } from '../../../platform/http/context';
import { caseDocumentRef, issueOfficialPdf, markOfficialDocuments } from '../../document-verification';
import type { ApprovalStep } from '../../portal-cases';
import { businessTimeZone } from '../../settings';
import { movementCertificates } from '../tables';
import { certificateRowOf, presentCertificate } from './certificate';
import { certificateDescription, renderCertificate } from './certificate-pdf';
import { goodsOfCase, invoicesOfCase } from './lines';

/** `MOV-2026-000001` → `C-MOV-2026-000001`: one certificate per case, so the case number makes it unique. */
export const certificateNumberOf = (caseNumber: string) => `C-${caseNumber}`;

/** 16 random bytes as 32 hex characters (128 bits): the public display page's key, not guessable. */
export const newUrlNumber = () => randomBytes(16).toString('hex');

/** The last day of validity: the issue day (business time zone) plus MOVEMENT_CERTIFICATE_VALID_MONTHS months. */
export function validUntilOf(issuedAt: Date, timeZone: string): string {
  const day = wallTimeIn(issuedAt, timeZone);
  return new Date(Date.UTC(day.year, day.month - 1 + MOVEMENT_CERTIFICATE_VALID_MONTHS, day.day))
    .toISOString()
    .slice(0, 10);
}

/**
 * The approval step of a movement certificate case: numbers the certificate, gives it its urlNumber, issue date and
 * validity, and issues the certificate PDF (an incoming document) with a QR code to its public display page.
 */
export const issueMovementCertificate: ApprovalStep = async (tx, issue, context) => {
  const { row, lang, timeZone, decidedAt, publicUrl } = context;
  const before = await certificateRowOf(tx, row.id);
  if (!before) throw notFound();
  const [after] = await tx
    .update(movementCertificates)
    .set({
      certificateNumber: certificateNumberOf(row.number),
      urlNumber: newUrlNumber(),
      verificationToken: randomBytes(16).toString('hex'),
      issuedAt: decidedAt,
      validUntil: validUntilOf(decidedAt, timeZone),
      revokedAt: null,
      updatedAt: decidedAt,
    })
    .where(eq(movementCertificates.id, before.id))
    .returning();
  await writeAudit(tx, { action: 'issue', entity: 'movement_certificate', entityId: after.id, before, after });
  const declaration =
    after.declarationNumber && after.declarationOffice && after.declarationYear
      ? `${after.declarationOffice} / ${after.declarationYear} / ${after.declarationNumber}`
      : null;
  const print = {
    certificateNumber: after.certificateNumber!,
    caseNumber: row.number,
    issuedAt: decidedAt,
    validUntil: after.validUntil!,
    exporter: after.exporter,
    consignee: after.consignee,
    countryOfOrigin: after.countryOfOrigin,
    countryOfDestination: after.countryOfDestination,
    declaration,
    transportDetails: after.transportDetails,
    remarks: after.remarks,
    goods: await goodsOfCase(tx, row.id),
    invoices: await invoicesOfCase(tx, row.id),
    displayUrl: movementDisplayUrl(publicUrl, after.urlNumber!, after.verificationToken),
  };
  const { bytes } = await issueOfficialPdf(
    tx,
    {
      kind: 'MOVEMENT_CERTIFICATE',
      number: after.certificateNumber!,
      issuedAt: decidedAt,
      language: lang,
      ref: caseDocumentRef(row.id),
      validUntil: after.validUntil,
    },
    (verification) => renderCertificate(print, lang, timeZone, context, verification),
  );
  await issue(row.id, {
    typeCode: 'AUTHORITY_OTHER',
    descriptions: inEveryLanguage((language) => certificateDescription(language, after.certificateNumber!)),
    fileLanguage: lang,
    fileName: `certificate-${row.number}.pdf`,
    bytes,
  });
};

/** Whether `given` is the certificate's verification token (compared in constant time). */
function tokenMatches(stored: string | null, given: string | undefined): boolean {
  if (!stored || !given || !VERIFICATION_TOKEN_PATTERN.test(given)) return false;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(given));
}

/**
 * `GET movement_certificates/movement_certificate_display/{urlNumber}` (public): an issued certificate's data and
 * validity. A malformed, unknown or revoked urlNumber are all the same 404, so nothing can be told apart — except a
 * revoked one asked with the verification token its QR code carries (only the genuine document has it): that answer
 * says when it was revoked (docs/adr/0072-revoked-certificate-display.md).
 */
export async function displayCertificate(
  { db }: ServiceContext,
  urlNumber: string,
  token?: string,
  now = new Date(),
): Promise<MovementDisplay> {
  if (!URL_NUMBER_PATTERN.test(urlNumber)) throw notFound();
  const [row] = await db
    .select()
    .from(movementCertificates)
    .where(and(eq(movementCertificates.urlNumber, urlNumber), isNotNull(movementCertificates.certificateNumber)));
  if (!row || !row.issuedAt || !row.validUntil) throw notFound();
  if (row.revokedAt !== null && !tokenMatches(row.verificationToken, token)) throw notFound();
  const today = wallTimeIn(now, await businessTimeZone(db));
  const todayIso = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const goods = await goodsOfCase(db, row.caseId);
  return {
    certificateNumber: row.certificateNumber!,
    issuedAt: row.issuedAt.toISOString(),
    validUntil: row.validUntil,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    valid: row.revokedAt === null && todayIso <= row.validUntil,
    exporter: row.exporter,
    consignee: row.consignee,
    countryOfOrigin: row.countryOfOrigin,
    countryOfDestination: row.countryOfDestination,
    declarationNumber: row.declarationNumber,
    declarationOffice: row.declarationOffice,
    declarationYear: row.declarationYear,
    goods: goods.map((g) => ({
      itemNumber: g.itemNumber,
      description: g.description,
      tariffCode: g.tariffCode,
      quantity: g.quantity,
      unit: g.unit,
      grossMass: g.grossMass,
    })),
  };
}

/**
 * Revokes the certificate of a movement certificate case, locked by the caller (the officer's command in the
 * processing module): 409 `portal.certificate_not_issued` before approval, `portal.certificate_already_revoked` the
 * second time. Its public display then answers as for an unknown urlNumber; the reason is kept for the holder.
 */
export async function revokeCertificateOfCase(
  tx: Db,
  caseId: number,
  reason: string,
  actor: Actor,
): Promise<MovementCertificate> {
  const [before] = await tx
    .select()
    .from(movementCertificates)
    .where(eq(movementCertificates.caseId, caseId))
    .for('update');
  if (!before) throw notFound();
  if (before.certificateNumber === null) throw conflict(MOVEMENT_ERROR.certificateNotIssued);
  if (!certificateRevocable(presentCertificate(before))) throw conflict(MOVEMENT_ERROR.certificateRevoked);
  const now = new Date();
  const [after] = await tx
    .update(movementCertificates)
    .set({ revokedAt: now, revokedReason: reason, updatedAt: now })
    .where(eq(movementCertificates.id, before.id))
    .returning();
  // Its PDF's verification page says "revoked" from now on (ADR 0091).
  await markOfficialDocuments(tx, caseDocumentRef(caseId), ['MOVEMENT_CERTIFICATE'], 'REVOKED', now);
  await writeAudit(tx, {
    ...actor,
    action: 'revoke',
    entity: 'movement_certificate',
    entityId: after.id,
    before,
    after,
  });
  return presentCertificate(after);
}
