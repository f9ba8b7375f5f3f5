// Factories of movement certificate cases for this folder's tests and the access matrix.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { fileCaseAs, submittedAtCreation } from '../../portal-cases/test-support';
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
  const row = await fileCaseAs(
    db,
    username,
    {
      caseType: 'MOVEMENT_CERTIFICATE',
      subject: `Movement certificate of ${username}`,
    },
    options.aboutIndividualId,
  );
  await db.insert(movementCertificates).values({ caseId: row.id });
  for (let i = 1; i <= (options.goods ?? 0); i++) {
    await db.insert(movementCertificateGoods).values({ caseId: row.id, itemNumber: i, description: `Goods ${i}` });
  }
  for (let i = 1; i <= (options.invoices ?? 0); i++) {
    await db.insert(movementCertificateInvoices).values({ caseId: row.id, itemNumber: i, invoiceNumber: `INV-${i}` });
  }
  const status = options.status ?? 'DRAFT';
  await submittedAtCreation(db, row.id, status);
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
