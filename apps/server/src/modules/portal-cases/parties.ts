import { CASE_ERROR, type CaseSubjectChoice, type PortalCase } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { conflict, forbidden } from '../../platform/errors';
import type { SignedInContext } from '../../platform/http/context';
import { findCompanyById } from '../companies';
import { findIndividualById } from '../individuals';
import { notify } from '../notifications';
import { findUserById } from '../users';
import { loadCase, type CaseCaller } from './access';
import { queueCaseStatusMail } from './case-mail';
import { recordCaseEvent } from './core';
import { presentCases } from './presenter';
import { portalCases } from './tables';
import { isIntermediary, resolveCaseSubject, type ResolvedSubject } from './subjects';

// The party a caller acts for, for looking up that party's records in the authority's registers (the export
// declarations, the issued decisions): only the caller's own, or, for an intermediary, whom they file for.

/**
 * A party as the authority's registers name it: a company by its unique number, an individual by their personal
 * number (the export declarations' declarants), with its record's id (the addressees of issued decisions).
 */
export type CaseParty =
  { kind: 'company'; id: number; number: string } | { kind: 'individual'; id: number; number: string };

type Subject = Pick<ResolvedSubject, 'aboutCompanyId' | 'aboutIndividualId'>;

/** The party of a case's subject (exactly one of the two is set on a case), or null when its record is gone. */
async function partyOf(db: Db, subject: Subject): Promise<CaseParty | null> {
  if (subject.aboutCompanyId !== null) {
    const company = await findCompanyById(db, subject.aboutCompanyId);
    return company ? { kind: 'company', id: company.id, number: company.companyUniqueNumber } : null;
  }
  if (subject.aboutIndividualId !== null) {
    const individual = await findIndividualById(db, subject.aboutIndividualId);
    return individual ? { kind: 'individual', id: individual.id, number: individual.personalNumber } : null;
  }
  return null;
}

/**
 * A party's name as a notice names it: the company's, else the person's first and last name ('' when the record is
 * gone). Cut to the 300 characters a notice's parameter holds.
 */
export async function partyNameOf(
  db: Db,
  party: { companyId: number | null; individualId: number | null },
): Promise<string> {
  if (party.companyId !== null) return ((await findCompanyById(db, party.companyId))?.companyName ?? '').slice(0, 300);
  if (party.individualId === null) return '';
  const individual = await findIndividualById(db, party.individualId);
  return individual ? `${individual.firstName} ${individual.lastName}`.slice(0, 300) : '';
}

/**
 * The party the caller acts for on a case they own: the case's subject when it is the caller's own company or
 * individual record (as they are now), or whoever the case is about when the caller files for others (an
 * intermediary, now). Null otherwise: a case of a company the caller has since left, an intermediary's case once
 * they no longer file for others.
 */
export async function partyActedForOnCase(
  db: Db,
  auth: Pick<CaseCaller, 'userId'>,
  row: Subject,
): Promise<CaseParty | null> {
  const user = await findUserById(db, auth.userId);
  if (!user) return null;
  const own =
    (row.aboutCompanyId !== null && row.aboutCompanyId === user.companyId) ||
    (row.aboutIndividualId !== null && row.aboutIndividualId === user.individualId);
  if (!own && !(await isIntermediary(db, auth))) return null;
  return partyOf(db, row);
}

/**
 * The party a new case would be about, from the wizard's choice, with `resolveCaseSubject`'s rules and refusals
 * (nothing chosen: the caller themself; someone else: intermediaries only).
 */
export async function partyOfSubjectChoice(
  db: Db,
  auth: Pick<CaseCaller, 'userId'>,
  choice: CaseSubjectChoice,
): Promise<CaseParty | null> {
  return partyOf(db, await resolveCaseSubject(db, auth, choice));
}

/**
 * `POST portal_cases/revoke_representation`: the party an intermediary filed a case for withdraws the intermediary's
 * authority for it (ADR 0071). The intermediary no longer sees the case (404) and is mailed and told by a notice
 * (`authority_withdrawn`, without a link: the case is no longer theirs to open); the case goes on,
 * shown to the party; a timeline entry and an audit row. 403 for anyone but the party, 409
 * `portal.representation_already_revoked` the second time.
 */
export async function revokeRepresentation(
  { db, caller: { account: auth, actor } }: SignedInContext,
  publicUrl: string,
  id: number,
): Promise<PortalCase> {
  const updated = await db.transaction(async (tx) => {
    const { row, role } = await loadCase(tx, auth, id, { lock: true });
    if (role !== 'party') throw forbidden();
    if (row.representationRevokedAt) throw conflict(CASE_ERROR.representationRevoked);
    const now = new Date();
    const [revoked] = await tx
      .update(portalCases)
      .set({ representationRevokedAt: now, updatedAt: now })
      .where(eq(portalCases.id, row.id))
      .returning();
    await recordCaseEvent(tx, actor, row, 'REPRESENTATION_REVOKED');
    await writeAudit(tx, {
      ...actor,
      action: 'revoke_representation',
      entity: 'portal_case',
      entityId: row.id,
      before: { representationRevokedAt: null, filerUserId: row.filerUserId },
      after: { representationRevokedAt: now },
    });
    const filer = await findUserById(tx, row.filerUserId);
    if (filer) await queueCaseStatusMail(tx, publicUrl, row, 'REPRESENTATION_REVOKED', filer);
    const party = await partyNameOf(tx, { companyId: row.aboutCompanyId, individualId: row.aboutIndividualId });
    await notify(tx, row.filerUserId, 'authority_withdrawn', { caseNumber: row.number, party });
    return revoked;
  });
  const [presented] = await presentCases(db, [updated], auth);
  return presented;
}
