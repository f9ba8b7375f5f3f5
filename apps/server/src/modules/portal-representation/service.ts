import { CASE_ERROR } from '@portal/contracts/portal-cases';
import {
  POWER_OF_ATTORNEY_TYPE_CODE,
  REPRESENTATION_ERROR,
  representationStatus,
  type Representation,
} from '@portal/contracts/portal-representation';
import { wallTimeIn } from '@portal/contracts/dates';
import { and, desc, eq, gte, isNull, or, type SQL } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { SignedInContext } from '../../platform/http/context';
import { findCompanyById } from '../companies';
import { notify } from '../notifications';
import { filedForAnotherParty, isIntermediary, partyNameOf, type CaseRow } from '../portal-cases';
import { caseHasOutgoingDocumentOfType, userNames } from '../portal-documents';
import { businessTimeZone } from '../settings';
import { findUserById, findUserByUsername, usersOfParty } from '../users';
import { portalRepresentations } from './tables';

type RepresentationRow = typeof portalRepresentations.$inferSelect;
/** A party that grants: a company (any of its users) or a person. */
type Grantor = { companyId: number; individualId: null } | { companyId: null; individualId: number };

/** Today (ISO `YYYY-MM-DD`) in the business time zone: the day a representation's validity is read on. */
export async function businessToday(db: Db, at: Date = new Date()): Promise<string> {
  const { year, month, day } = wallTimeIn(at, await businessTimeZone(db));
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The party the caller grants for: their company when they have one, else their own person record; null for staff. */
function grantorOf(auth: Pick<AuthContext, 'companyId' | 'individualId'>): Grantor | null {
  if (auth.companyId !== null) return { companyId: auth.companyId, individualId: null };
  if (auth.individualId) return { companyId: null, individualId: auth.individualId };
  return null;
}

function grantorCondition(grantor: Grantor): SQL {
  return grantor.companyId !== null
    ? eq(portalRepresentations.grantorCompanyId, grantor.companyId)
    : eq(portalRepresentations.grantorIndividualId, grantor.individualId);
}

/** Holds on `day`: not revoked, and its last day (if any) not before it. */
function validOn(day: string): SQL {
  return and(
    isNull(portalRepresentations.revokedAt),
    or(isNull(portalRepresentations.endsOn), gte(portalRepresentations.endsOn, day)),
  )!;
}

async function present(db: Db, rows: RepresentationRow[], today: string): Promise<Representation[]> {
  const ids = rows.map((r) => r.intermediaryUserId);
  const [names, accounts] = await Promise.all([
    userNames(db, ids),
    Promise.all([...new Set(ids)].map(async (id) => [id, await findUserById(db, id)] as const)),
  ]);
  const usernames = new Map(accounts.map(([id, user]) => [id, user?.username ?? '']));
  // A customs agency's user is named by the agency when they have no person record of their own.
  const agencies = new Map(
    await Promise.all(
      accounts.map(async ([id, user]) => {
        const company = user?.companyId != null ? await findCompanyById(db, user.companyId) : undefined;
        return [id, company?.companyName] as const;
      }),
    ),
  );
  const nameOf = (id: number) => {
    const name = names.get(id);
    return (name && name !== usernames.get(id) ? name : agencies.get(id)) ?? name ?? '';
  };
  return rows.map((r) => ({
    id: r.id,
    intermediary: { username: usernames.get(r.intermediaryUserId) ?? '', name: nameOf(r.intermediaryUserId) },
    endsOn: r.endsOn,
    grantedAt: r.createdAt.toISOString(),
    revokedAt: r.revokedAt ? r.revokedAt.toISOString() : null,
    status: representationStatus(r, today),
  }));
}

/** `GET portal_representations`: the representations the caller's party granted, newest first (none for staff). */
export async function listRepresentations({
  db,
  caller: { account: auth },
}: SignedInContext): Promise<Representation[]> {
  const grantor = grantorOf(auth);
  if (!grantor) return [];
  const rows = await db
    .select()
    .from(portalRepresentations)
    .where(grantorCondition(grantor))
    .orderBy(desc(portalRepresentations.id));
  return present(db, rows, await businessToday(db));
}

/**
 * `POST portal_representations/grant`: the caller's party names an intermediary by username (400 on `username`
 * when no intermediary account has it, or it is the caller's own; on `endsOn` for a day before today); 409
 * `portal.representation_already_granted` while one for them holds today, `portal.representation_no_party` for a
 * staff account. Audited.
 */
export async function grantRepresentation(
  { db, caller: { account: auth, actor } }: SignedInContext,
  input: { username: string; endsOn: string | null },
): Promise<Representation> {
  return db.transaction(async (tx) => {
    const grantor = grantorOf(auth);
    if (!grantor) throw conflict(REPRESENTATION_ERROR.noParty);
    const user = await findUserByUsername(tx, input.username);
    if (user && user.id === auth.userId) throw badRequest({ username: REPRESENTATION_ERROR.self });
    if (!user || user.status !== 'APPROVED' || !(await isIntermediary(tx, { userId: user.id }))) {
      throw badRequest({ username: REPRESENTATION_ERROR.notIntermediary });
    }
    const today = await businessToday(tx);
    if (input.endsOn !== null && input.endsOn < today) throw badRequest({ endsOn: REPRESENTATION_ERROR.endDatePast });
    const [held] = await tx
      .select({ id: portalRepresentations.id })
      .from(portalRepresentations)
      .where(and(grantorCondition(grantor), eq(portalRepresentations.intermediaryUserId, user.id), validOn(today)));
    if (held) throw conflict(REPRESENTATION_ERROR.alreadyGranted);
    const [row] = await tx
      .insert(portalRepresentations)
      .values({
        grantorCompanyId: grantor.companyId,
        grantorIndividualId: grantor.individualId,
        intermediaryUserId: user.id,
        endsOn: input.endsOn,
        grantedByUserId: auth.userId,
      })
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'grant_representation',
      entity: 'portal_representation',
      entityId: row.id,
      after: { ...grantor, intermediaryUserId: user.id, intermediary: user.username, endsOn: row.endsOn },
    });
    const [presented] = await present(tx, [row], today);
    return presented;
  });
}

/**
 * `POST portal_representations/revoke`: the party withdraws a representation it granted (404 for anyone else's);
 * 409 `portal.standing_representation_already_revoked` the second time. Cases already submitted stay as they are. Audited;
 * the intermediary is told by a notice (`authority_withdrawn` without a case number).
 */
export async function revokeStandingRepresentation(
  { db, caller: { account: auth, actor } }: SignedInContext,
  id: number,
): Promise<Representation> {
  return db.transaction(async (tx) => {
    const grantor = grantorOf(auth);
    const [row] = grantor
      ? await tx
          .select()
          .from(portalRepresentations)
          .where(and(eq(portalRepresentations.id, id), grantorCondition(grantor)))
          .for('update')
      : [];
    if (!row) throw notFound();
    if (row.revokedAt) throw conflict(REPRESENTATION_ERROR.alreadyRevoked);
    const now = new Date();
    const [revoked] = await tx
      .update(portalRepresentations)
      .set({ revokedAt: now, revokedByUserId: auth.userId, updatedAt: now })
      .where(eq(portalRepresentations.id, row.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'revoke_standing_representation',
      entity: 'portal_representation',
      entityId: row.id,
      before: { revokedAt: null, intermediaryUserId: row.intermediaryUserId, endsOn: row.endsOn },
      after: { revokedAt: now },
    });
    const party = await partyNameOf(tx, { companyId: row.grantorCompanyId, individualId: row.grantorIndividualId });
    await notify(tx, row.intermediaryUserId, 'authority_withdrawn', { caseNumber: null, party });
    const [presented] = await present(tx, [revoked], await businessToday(tx));
    return presented;
  });
}

/**
 * The submit condition of every kind (ADR 0071, 0075): a case an intermediary files for another party is submitted
 * only with a power of attorney document on it (an outgoing document with a file of a POWER_OF_ATTORNEY type) or a
 * standing representation that party granted the filer, valid today; a party without an account can grant nothing,
 * so only the document helps then. A case filed for the filer's own company or self needs neither. 409
 * `portal.power_of_attorney_missing` otherwise.
 */
export async function requirePowerOfAttorney(
  tx: Db,
  row: Pick<CaseRow, 'id' | 'filerUserId' | 'filerCompanyId' | 'aboutCompanyId' | 'aboutIndividualId'>,
): Promise<void> {
  if (row.filerCompanyId !== null) return;
  const filer = await findUserById(tx, row.filerUserId);
  if (!filer || !filedForAnotherParty(row, filer)) return;
  if (await caseHasOutgoingDocumentOfType(tx, row.id, POWER_OF_ATTORNEY_TYPE_CODE)) return;
  const grantor: Grantor | null =
    row.aboutCompanyId !== null
      ? { companyId: row.aboutCompanyId, individualId: null }
      : row.aboutIndividualId !== null
        ? { companyId: null, individualId: row.aboutIndividualId }
        : null;
  if (grantor && (await usersOfParty(tx, grantor)).length > 0) {
    const [held] = await tx
      .select({ id: portalRepresentations.id })
      .from(portalRepresentations)
      .where(
        and(
          grantorCondition(grantor),
          eq(portalRepresentations.intermediaryUserId, row.filerUserId),
          validOn(await businessToday(tx)),
        ),
      )
      .limit(1);
    if (held) return;
  }
  throw conflict(CASE_ERROR.powerOfAttorneyMissing);
}
