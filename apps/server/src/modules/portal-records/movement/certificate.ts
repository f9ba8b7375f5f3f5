import {
  MOVEMENT_ERROR,
  MOVEMENT_REQUIRED_FIELDS,
  type EditMovementCertificate,
  type LoadDeclarationAnswer,
  type LoadDeclarationData,
  type MovementCertificate,
  type MovementCertificateFields,
} from '@portal/contracts/portal-movement';
import { count, eq } from 'drizzle-orm';
import { writeAudit, type Actor } from '../../../platform/audit/audit';
import type { Db } from '../../../platform/db/database';
import { conflict, HttpError } from '../../../platform/errors';
import type { SignedInContext } from '../../../platform/http/context';
import { partyActedForOnCase, type CaseRow } from '../../portal-cases';
import { movementCertificateGoods, movementCertificates } from '../tables';
import { movementCaseForEdit, movementCaseForRead } from './access';
import { goodsOfCase, replaceGoods } from './lines';
import { findExportDeclarationOf, type ExportDeclaration } from './register';

/** The audit action of a load of an export declaration (found or refused): a look-up of the authority's register. */
export const DECLARATION_LOAD_AUDIT = 'lookup.export_declaration';

type CertificateRow = typeof movementCertificates.$inferSelect;
export function presentCertificate(row: CertificateRow): MovementCertificate {
  return {
    id: row.id,
    movementCertificateCase: { id: row.caseId },
    declarationNumber: row.declarationNumber,
    declarationOffice: row.declarationOffice,
    declarationYear: row.declarationYear,
    exporter: row.exporter,
    consignee: row.consignee,
    countryOfOrigin: row.countryOfOrigin,
    countryOfDestination: row.countryOfDestination,
    transportDetails: row.transportDetails,
    remarks: row.remarks,
    certificateNumber: row.certificateNumber,
    urlNumber: row.urlNumber,
    issuedAt: row.issuedAt?.toISOString() ?? null,
    validUntil: row.validUntil,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
  };
}

export async function certificateRowOf(db: Db, caseId: number): Promise<CertificateRow | undefined> {
  const [row] = await db.select().from(movementCertificates).where(eq(movementCertificates.caseId, caseId));
  return row;
}

/** `GET movement_certificates/by_movement_certificate_case_id/{id}`: null only for a case made without one. */
export async function certificateOfCase(
  { db, caller: { account: auth } }: SignedInContext,
  id: number,
): Promise<MovementCertificate | null> {
  const row = await movementCaseForRead(db, auth, id);
  const certificate = await certificateRowOf(db, row.id);
  return certificate ? presentCertificate(certificate) : null;
}

/** Writes the certificate's fields of a locked case (made when missing), audited. */
async function saveCertificate(
  tx: Db,
  actor: Actor,
  caseId: number,
  fields: Partial<MovementCertificateFields>,
): Promise<CertificateRow> {
  const before = await certificateRowOf(tx, caseId);
  const [after] = before
    ? await tx
        .update(movementCertificates)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(movementCertificates.id, before.id))
        .returning()
    : await tx
        .insert(movementCertificates)
        .values({ ...fields, caseId })
        .returning();
  await writeAudit(tx, {
    ...actor,
    action: before ? 'update' : 'create',
    entity: 'movement_certificate',
    entityId: after.id,
    before: before ?? null,
    after,
  });
  return after;
}

/** `POST movement_certificates/edit_movement_certificate`: the owner's certificate fields while editable. */
export async function editCertificate(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: EditMovementCertificate & MovementCertificateFields,
): Promise<MovementCertificate> {
  const { movementCertificateCase, ...fields } = input;
  return db.transaction(async (tx) => {
    const row = await movementCaseForEdit(tx, auth, movementCertificateCase.id);
    return presentCertificate(await saveCertificate(tx, actor, row.id, fields));
  });
}

/** What the audit log keeps of a load of an export declaration, found or refused. */
function declarationLoadAudit(
  actor: Actor,
  caseId: number,
  declaration: LoadDeclarationData['declaration'],
  outcome: string,
) {
  return {
    ...actor,
    action: DECLARATION_LOAD_AUDIT,
    entity: 'portal_case',
    entityId: caseId,
    after: { ...declaration, caseId, outcome },
  };
}

/**
 * `POST movement_certificate_cases/load_customs_declaration_data`: fills the certificate from an export declaration
 * of the authority's register (see register.ts) — its number, office and year always; the parties and countries
 * (flags.parties) and the goods lines, replacing the case's (flags.goods). Only a declaration lodged by the party the
 * caller acts for on the case (`partyActedForOnCase`: their own company or themself, or the party an intermediary's
 * case is about) is loaded; any other, and one the register does not hold, is the same 409
 * `portal.declaration_not_registered` (nothing changes). Every load is audited, found or refused: a refusal's entry
 * is written after its transaction rolled back, so it stays.
 */
export async function loadDeclarationData(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: LoadDeclarationData & { flags: { goods: boolean; parties: boolean } },
): Promise<LoadDeclarationAnswer> {
  const { declarationNumber, declarationOffice, declarationYear } = input.declaration;
  const caseId = input.movementCertificateCase.id;
  try {
    return await db.transaction(async (tx) => {
      const row = await movementCaseForEdit(tx, auth, caseId);
      const party = await partyActedForOnCase(tx, auth, row);
      const found = party && findExportDeclarationOf(party, declarationNumber, declarationOffice, declarationYear);
      if (!found) throw conflict(MOVEMENT_ERROR.declarationNotRegistered);
      const answer = await fillFromDeclaration(tx, actor, row, found, input);
      await writeAudit(tx, declarationLoadAudit(actor, caseId, input.declaration, 'loaded'));
      return answer;
    });
  } catch (error) {
    const key = error instanceof HttpError ? error.body._error : undefined;
    const outcome = typeof key === 'string' ? key : error instanceof HttpError ? String(error.statusCode) : 'failed';
    await writeAudit(db, declarationLoadAudit(actor, caseId, input.declaration, outcome));
    throw error;
  }
}

/** Writes a found declaration into a locked case's certificate (and by the flags its parties and goods). */
async function fillFromDeclaration(
  tx: Db,
  actor: Actor,
  row: CaseRow,
  found: ExportDeclaration,
  input: LoadDeclarationData & { flags: { goods: boolean; parties: boolean } },
): Promise<LoadDeclarationAnswer> {
  const { declarationNumber, declarationOffice, declarationYear } = input.declaration;
  const parties = input.flags.parties
    ? {
        exporter: found.exporter,
        consignee: found.consignee,
        countryOfOrigin: found.countryOfOrigin,
        countryOfDestination: found.countryOfDestination,
        transportDetails: found.transportDetails,
      }
    : {};
  const certificate = await saveCertificate(tx, actor, row.id, {
    declarationNumber,
    declarationOffice,
    declarationYear,
    ...parties,
  });
  if (input.flags.goods) await replaceGoods(tx, actor, row.id, found.goods);
  return { movementCertificate: presentCertificate(certificate), goods: await goodsOfCase(tx, row.id) };
}

/** The submit check: the certificate's required fields (409 with `missing`), then at least one goods line. */
export async function movementRecordsComplete(tx: Db, row: CaseRow): Promise<void> {
  const certificate = await certificateRowOf(tx, row.id);
  const missing = MOVEMENT_REQUIRED_FIELDS.filter((field) => certificate?.[field] == null || certificate[field] === '');
  if (missing.length > 0) throw conflict(MOVEMENT_ERROR.certificateIncomplete, { missing });
  const [{ lines }] = await tx
    .select({ lines: count() })
    .from(movementCertificateGoods)
    .where(eq(movementCertificateGoods.caseId, row.id));
  if (lines === 0) throw conflict(MOVEMENT_ERROR.goodsMissing);
}
