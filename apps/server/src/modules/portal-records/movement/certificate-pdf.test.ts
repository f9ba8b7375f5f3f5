import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../platform/pdf/test-support';
import { apiPath } from '../../../test/api-client';
import { buildMovementCase } from '../../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { portalDecisionTypes } from '../../vocabularies/tables';
import { movementCertificateGoods, movementCertificateInvoices, movementCertificates } from '../tables';

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
    const [decisionType] = await db
      .select()
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_CLASSIFICATION'));

    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'Origin proven',
      decisionTypeId: decisionType.id,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
    ).json();
    const pdf = incoming.find((d) => d.attachment?.fileName === `certificate-${c.number}.pdf`);
    const { text } = await pdfText(
      (await trader.get(apiPath('/portal_attachments/get/{id}', { id: pdf!.attachment!.id }))).rawPayload,
    );
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
