// Factories of IPR cases with their application, rights and goods, for this kind's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { insertCase } from '../../portal-cases';
import { portalCases } from '../../portal-cases/tables';
import { findUserByUsername } from '../../users/service';
import { iprApplications, iprGoods, iprRights } from '../tables';

/**
 * An IPR case filed by `username` about their own company (else their individual record), or about
 * `aboutIndividualId` and theirs alone; in `status` (submitted at creation when past DRAFT), with its application
 * and `rights` rights and `goods` goods entries at positions 1..n.
 */
export async function buildIpr(
  db: Db,
  username: string,
  options: { status?: CaseStatus; rights?: number; goods?: number; aboutIndividualId?: number } = {},
) {
  const user = (await findUserByUsername(db, username))!;
  const about = options.aboutIndividualId
    ? { filerCompanyId: null, aboutCompanyId: null, aboutIndividualId: options.aboutIndividualId }
    : {
        filerCompanyId: user.companyId,
        aboutCompanyId: user.companyId,
        aboutIndividualId: user.companyId ? null : user.individualId,
      };
  const row = await insertCase(
    db,
    { actorId: user.id, actorUsername: user.username, ip: '127.0.0.1' },
    {
      caseType: 'IPR',
      subject: `IPR application of ${username}`,
      description: null,
      subTypeId: null,
      licence: false,
      customsDeclarationDecision: null,
      filerUserId: user.id,
      ...about,
    },
  );
  await db.insert(iprApplications).values({ caseId: row.id, rightHolder: 'Holder Sh.p.k.' });
  for (let i = 1; i <= (options.rights ?? 0); i++) {
    await db
      .insert(iprRights)
      .values({ caseId: row.id, itemNumber: i, rightType: 'TRADEMARK', rightNumber: `TM-${i}` });
  }
  for (let i = 1; i <= (options.goods ?? 0); i++) {
    await db.insert(iprGoods).values({ caseId: row.id, itemNumber: i, description: `Goods ${i}` });
  }
  const status = options.status ?? 'DRAFT';
  if (status !== 'DRAFT') {
    await db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, row.id));
  }
  return { ...row, status };
}

/** The ids of a case's rights or goods, by position. */
export async function entryIds(db: Db, table: 'rights' | 'goods', caseId: number): Promise<number[]> {
  const t = (table === 'rights' ? iprRights : iprGoods) as typeof iprRights;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.caseId, caseId)).orderBy(t.itemNumber);
  return rows.map((r) => r.id);
}
