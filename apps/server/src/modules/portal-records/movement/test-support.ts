// Factories of movement certificate cases for this folder's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { insertCase } from '../../portal-cases';
import { portalCases } from '../../portal-cases/tables';
import { findUserByUsername } from '../../users/service';
import { movementCertificateGoods, movementCertificateInvoices, movementCertificates } from '../tables';

/**
 * A movement certificate case filed by `username` about their company (else their individual record), or about
 * `aboutIndividualId`; with its certificate, `goods` goods lines and `invoices` invoices; in `status`.
 */
export async function buildMovementCase(
  db: Db,
  username: string,
  options: { status?: CaseStatus; goods?: number; invoices?: number; aboutIndividualId?: number } = {},
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
      caseType: 'MOVEMENT_CERTIFICATE',
      subject: `Movement certificate of ${username}`,
      description: null,
      subTypeId: null,
      licence: false,
      customsDeclarationDecision: null,
      filerUserId: user.id,
      ...about,
    },
  );
  await db.insert(movementCertificates).values({ caseId: row.id });
  for (let i = 1; i <= (options.goods ?? 0); i++) {
    await db.insert(movementCertificateGoods).values({ caseId: row.id, itemNumber: i, description: `Goods ${i}` });
  }
  for (let i = 1; i <= (options.invoices ?? 0); i++) {
    await db.insert(movementCertificateInvoices).values({ caseId: row.id, itemNumber: i, invoiceNumber: `INV-${i}` });
  }
  const status = options.status ?? 'DRAFT';
  if (status !== 'DRAFT') {
    await db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, row.id));
  }
  return row;
}

/** The ids of a case's goods lines or invoices, by itemNumber. */
export async function lineIdsOf(db: Db, caseId: number, kind: 'goods' | 'invoices'): Promise<number[]> {
  const table = kind === 'goods' ? movementCertificateGoods : movementCertificateInvoices;
  const rows = await db
    .select({ id: table.id, itemNumber: table.itemNumber })
    .from(table)
    .where(eq(table.caseId, caseId));
  return rows.sort((a, b) => a.itemNumber - b.itemNumber).map((r) => r.id);
}
