// Factories of IPR cases with their application, rights and goods, for this kind's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { fileCaseAs, submittedAtCreation } from '../../portal-cases/test-support';
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
  const row = await fileCaseAs(
    db,
    username,
    {
      caseType: 'IPR',
      subject: `IPR application of ${username}`,
    },
    options.aboutIndividualId,
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
  await submittedAtCreation(db, row.id, status);
  return { ...row, status };
}

/** The ids of a case's rights or goods, by position. */
export async function entryIds(db: Db, table: 'rights' | 'goods', caseId: number): Promise<number[]> {
  const t = (table === 'rights' ? iprRights : iprGoods) as typeof iprRights;
  const rows = await db.select({ id: t.id }).from(t).where(eq(t.caseId, caseId)).orderBy(t.itemNumber);
  return rows.map((r) => r.id);
}
