// The power of attorney an intermediary submits for another party with (ADR 0075): the party's standing
// representation, or a POWER_OF_ATTORNEY document on the case.
import type { Db } from '../../platform/db/database';
import { PDF } from '../../modules/attachments/test-files';
import { documentTypeId, postDocument } from '../../modules/portal-documents/test-support';
import { portalRepresentations } from '../../modules/portal-representation/tables';
import { findUserByUsername, usersOfParty } from '../../modules/users/service';
import type { Session, TestApp } from '../harness';

/**
 * A standing representation the party (a company or a person, exactly one) grants the intermediary `username`:
 * until `endsOn` (ISO day; none: until revoked), revoked at `revokedAt` when given.
 */
export async function buildRepresentation(
  db: Db,
  username: string,
  party: { aboutCompanyId?: number | null; aboutIndividualId?: number | null },
  options: { endsOn?: string | null; revokedAt?: Date | null } = {},
) {
  const intermediary = await findUserByUsername(db, username);
  if (!intermediary) throw new Error(`no user ${username}`);
  const grantor = {
    companyId: party.aboutCompanyId ?? null,
    individualId: party.aboutCompanyId ? null : (party.aboutIndividualId ?? null),
  };
  // Granted by a user of the party (an account-less party's row, which the portal never makes, by the intermediary).
  const [grantedBy] = await usersOfParty(db, grantor);
  const [row] = await db
    .insert(portalRepresentations)
    .values({
      grantorCompanyId: grantor.companyId,
      grantorIndividualId: grantor.individualId,
      intermediaryUserId: intermediary.id,
      endsOn: options.endsOn ?? null,
      revokedAt: options.revokedAt ?? null,
      grantedByUserId: (grantedBy ?? intermediary).id,
    })
    .returning();
  return row;
}

/** Adds a power of attorney (an outgoing POWER_OF_ATTORNEY document, a PDF) to a case as its owner. */
export async function attachPowerOfAttorney(t: TestApp, owner: Session, caseId: number) {
  const typeId = await documentTypeId(t.platform.db, 'POWER_OF_ATTORNEY');
  const res = await postDocument(t, owner, { caseId, typeId }, [{ name: 'power-of-attorney.pdf', content: PDF }]);
  if (res.statusCode !== 200) throw new Error(`document refused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number }>();
}
