import { wallTimeIn } from '@portal/contracts/dates';
import { inEveryLanguage } from '@portal/contracts/multilingual';
import {
  AUTHORIZATION_VALIDITY_YEARS,
  LICENCE_VALIDITY_YEARS,
  PORTAL_AUTHORIZATION_ERROR,
  VALIDITY_MAX_YEARS,
} from '@portal/contracts/portal-authorization';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { conflict } from '../../../platform/errors';
import type { ApprovalStep, CaseRow } from '../../portal-cases';
import { authorizations, portalLicences } from '../tables';
import { authorizationKindOf } from './access';
import { caseDocumentRef, issueOfficialPdf } from '../../document-verification';
import { grantDescription, renderGrant, type Grant } from './grant-pdf';
import { authorizationRowOf, licenceRowOf, presentAuthorization, presentLicence } from './records';
import { tariffLineRows, tariffLinesOfRows } from './tariff-lines';

/**
 * Whether an authorization case has what its submit needs: the authorization's type chosen (or, for a licence,
 * the goods type chosen) and at least one tariff line.
 */
export async function authorizationRecordsPresent(db: Db, row: Pick<CaseRow, 'id' | 'licence'>): Promise<boolean> {
  const typed =
    authorizationKindOf(row) === 'licence'
      ? (await licenceRowOf(db, row.id)).goodsTypeId !== null
      : (await authorizationRowOf(db, row.id)).authorizationTypeId !== null;
  return typed && (await tariffLineRows(db, row.id)).length > 0;
}

/** The submit check of the AUTHORIZATION kind: 409 `portal.authorization_records_missing`. */
export async function authorizationSubmitCheck(tx: Db, row: CaseRow): Promise<void> {
  if (!(await authorizationRecordsPresent(tx, row))) throw conflict(PORTAL_AUTHORIZATION_ERROR.recordsMissing);
}

const isoDay = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** `day` + `years` − 1 day (a validity of whole years, the last day included). */
function yearsLater(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return isoDay(y + years, m, d - 1);
}

/**
 * The validity of what is granted: from the decision day (or the requested start when later), until the requested
 * end when one is given within VALIDITY_MAX_YEARS of the start and not before it, else for the kind's default years.
 */
export function validityOf(
  decisionDay: string,
  requested: { requestedFrom: string | null; requestedTo: string | null },
  defaultYears: number,
): { validFrom: string; validTo: string } {
  const validFrom =
    requested.requestedFrom && requested.requestedFrom > decisionDay ? requested.requestedFrom : decisionDay;
  const longest = yearsLater(validFrom, VALIDITY_MAX_YEARS);
  const validTo =
    requested.requestedTo && requested.requestedTo >= validFrom && requested.requestedTo <= longest
      ? requested.requestedTo
      : yearsLater(validFrom, defaultYears);
  return { validFrom, validTo };
}

/** `AUT-2026-000123` → `AU-2026-000123` (an authorization) or `LI-2026-000123` (a licence). */
export function grantNumberOf(caseNumber: string, licence: boolean): string {
  return caseNumber.replace(/^[A-Z]+-/, licence ? 'LI-' : 'AU-');
}

/**
 * The approval step of the AUTHORIZATION kind: the authorization (or licence) gets its number and validity, and
 * its PDF is issued to the case as an incoming document (AUTHORITY_OTHER).
 */
export const approveAuthorization: ApprovalStep = async (tx, issue, context) => {
  const { row, portalCase, lang, timeZone, decidedAt } = context;
  const wall = wallTimeIn(decidedAt, timeZone);
  const decisionDay = isoDay(wall.year, wall.month, wall.day);
  const licence = authorizationKindOf(row) === 'licence';
  const number = grantNumberOf(row.number, licence);
  let grant: Grant;
  if (licence) {
    const before = await licenceRowOf(tx, row.id);
    const validity = validityOf(decisionDay, before, LICENCE_VALIDITY_YEARS);
    const [updated] = await tx
      .update(portalLicences)
      .set({ licenceNumber: number, ...validity, updatedAt: new Date() })
      .where(eq(portalLicences.id, before.id))
      .returning();
    grant = { kind: 'licence', record: await presentLicence(tx, updated), number, ...validity };
  } else {
    const before = await authorizationRowOf(tx, row.id);
    const validity = validityOf(decisionDay, before, AUTHORIZATION_VALIDITY_YEARS);
    const [updated] = await tx
      .update(authorizations)
      .set({ authorizationNumber: number, ...validity, updatedAt: new Date() })
      .where(eq(authorizations.id, before.id))
      .returning();
    grant = { kind: 'authorization', record: await presentAuthorization(tx, updated), number, ...validity };
  }
  const lines = await tariffLinesOfRows(tx, await tariffLineRows(tx, row.id));
  const { bytes } = await issueOfficialPdf(
    tx,
    {
      kind: licence ? 'LICENCE' : 'AUTHORIZATION',
      number,
      issuedAt: decidedAt,
      language: lang,
      ref: caseDocumentRef(row.id),
      validUntil: grant.validTo,
    },
    (verification) =>
      renderGrant(
        portalCase,
        grant,
        lines,
        lang,
        { issuer: context.issuer, signer: context.signer, issuedAt: context.decidedAt, timeZone: context.timeZone },
        verification,
      ),
  );
  await issue(row.id, {
    typeCode: 'AUTHORITY_OTHER',
    descriptions: inEveryLanguage((language) => grantDescription(grant, language)),
    fileLanguage: lang,
    fileName: `${licence ? 'licence' : 'authorization'}-${number}.pdf`,
    bytes,
  });
};
