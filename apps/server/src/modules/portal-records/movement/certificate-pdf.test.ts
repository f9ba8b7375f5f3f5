import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildMovementCase } from '../../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { movementCertificateGoods, movementCertificateInvoices, movementCertificates } from '../tables';
import { approveMovementCase, certificatePdfText } from './test-support';

describe('the movement certificate PDF prints what the EUR.1 form holds', async () => {
  const t = await buildTestAppWithFiles('portal-movement-pdf');
  const db = t.platform.db;
  let trader: Session, officer: Session;

  beforeAll(async () => {
    [trader, officer] = await Promise.all(['trader', 'officer'].map((u) => t.loginAs(u)));
  });

  it('marks and numbers, packages, invoices with their days, transport details and remarks', async () => {
    const c = await buildMovementCase(db, 'trader', { status: 'SUBMITTED', goods: 1, invoices: 1 });
    await db
      .update(movementCertificates)
      .set({
        exporter: 'Demo Export',
        consignee: 'Handels GmbH',
        countryOfOrigin: 'Kosovo',
        countryOfDestination: 'Austria',
        transportDetails: 'Truck PR-123-AB via Merdare',
        remarks: 'Preferential origin, cumulation with the EU',
      })
      .where(eq(movementCertificates.caseId, c.id));
    await db
      .update(movementCertificateGoods)
      .set({ marksAndNumbers: 'KS-RB 1-40', packages: '40 pallets', description: 'Raspberries, frozen' })
      .where(eq(movementCertificateGoods.caseId, c.id));
    await db
      .update(movementCertificateInvoices)
      .set({ invoiceNumber: 'INV-2026-77', invoiceDate: '2026-01-15' })
      .where(eq(movementCertificateInvoices.caseId, c.id));
    await approveMovementCase(db, officer, c.id);

    const text = await certificatePdfText(trader, c);
    const flat = text.replace(/\s+/g, ' ');
    for (const printed of [
      'Raspberries, frozen',
      'KS-RB 1-40',
      '40 pallets',
      'INV-2026-77',
      '15.01.2026',
      'Truck PR-123-AB via Merdare',
      'Preferential origin, cumulation with the EU',
    ]) {
      expect(flat).toContain(printed);
    }
    expect(flat).not.toContain('2026-01-15');
  });
});
