import { linkedCaseSubject } from '@portal/contracts/portal-decisions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_TARIFF, createBti, subTypeId } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';
import type { Session } from '../../../test/harness';
import { auditLog } from '../../../platform/audit/tables';
import { portalCases } from '../../portal-cases/tables';
import { users } from '../../users/tables';
import { btiTestApp, GOODS } from '../bti/test-support';
import {
  authorizations,
  authorizationTariffs,
  btis,
  iprApplications,
  iprGoods,
  iprRights,
  movementCertificateGoods,
  movementCertificateInvoices,
  movementCertificates,
  portalLicences,
  tariffs,
} from '../tables';
import { copyLinkedRecords } from './copy-records';

const DAY_MS = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

// A linked case (ADR 0082) is named in the language of the request and starts with the original's records.
describe('a linked case: its subject in the language of the request, the records of its kind copied', async () => {
  const { t, ready } = await btiTestApp('portal-linked-records');
  const db = t.platform.db;
  let trader: Session;

  /** Starts a linked case as the trader, the web's interface language in its `lang` cookie (none: no cookie). */
  const start = async (kind: string, recordId: number, link: 'AMEND' | 'RENEW', lang?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: apiPath('/portal_decisions/start_linked_case'),
      headers: { 'x-auth-token': trader.token, ...(lang ? { cookie: `lang=${lang}` } : {}) },
      payload: { kind, recordId, link },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json<{ id: number }>();
    const [row] = await db.select().from(portalCases).where(eq(portalCases.id, id));
    return row;
  };
  const approvedNow = (id: number) => db.update(portalCases).set({ status: 'APPROVED' }).where(eq(portalCases.id, id));

  beforeAll(async () => {
    ({ trader } = await ready());
  });

  it('copies an authorization, its licence and its goods by tariff; a renewal without the period asked', async () => {
    const created = await trader.post(apiPath('/authorization_cases/create_authorization_case'), {
      subTypeId: await subTypeId(db, 'AUTH_NEW'),
      subject: 'Customs warehouse',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, number } = created.json<{ id: number; number: string }>();
    const [tariff] = await db.select().from(tariffs).where(eq(tariffs.code, ACTIVE_TARIFF));
    const [authorization] = await db
      .update(authorizations)
      .set({
        description: 'Bonded warehouse',
        location: 'Fushë Kosovë, road 3',
        requestedFrom: inDays(-30),
        requestedTo: inDays(300),
        authorizationNumber: `AUT-NO-${id}`,
        validFrom: inDays(-30),
        validTo: inDays(300),
      })
      .where(eq(authorizations.caseId, id))
      .returning();
    await db.update(portalLicences).set({ description: 'Electronics licence' }).where(eq(portalLicences.caseId, id));
    await db.insert(authorizationTariffs).values([
      { caseId: id, tariffId: tariff.id, code: tariff.code, description: 'Phones', quantity: 10, value: 1500 },
      { caseId: id, tariffId: tariff.id, code: tariff.code, description: 'Tablets', quantity: 4 },
    ]);
    await approvedNow(id);

    // Asked in Albanian: the subject's prefix is Albanian.
    const renewal = await start('AUTHORIZATION', authorization.id, 'RENEW', 'sq');
    expect(renewal.subject).toBe(linkedCaseSubject('RENEW', `AUT-NO-${id}`, 'Customs warehouse', 'sq', 200));
    expect(renewal.subject.startsWith('Rinovim i')).toBe(true);
    const [copy] = await db.select().from(authorizations).where(eq(authorizations.caseId, renewal.id));
    expect(copy).toMatchObject({
      description: 'Bonded warehouse',
      location: 'Fushë Kosovë, road 3',
      requestedFrom: null,
      requestedTo: null,
      authorizationNumber: null,
      validFrom: null,
      validTo: null,
    });
    const [licence] = await db.select().from(portalLicences).where(eq(portalLicences.caseId, renewal.id));
    expect(licence).toMatchObject({ description: 'Electronics licence', licenceNumber: null });
    const goods = await db
      .select()
      .from(authorizationTariffs)
      .where(eq(authorizationTariffs.caseId, renewal.id))
      .orderBy(authorizationTariffs.id);
    expect(goods.map((g) => [g.description, g.quantity, g.value])).toEqual([
      ['Phones', 10, 1500],
      ['Tablets', 4, null],
    ]);
    // The original keeps its own.
    expect(await db.select().from(authorizationTariffs).where(eq(authorizationTariffs.caseId, id))).toHaveLength(2);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'copy_records'));
    expect(audits.find((a) => a.entityId === String(renewal.id))?.after).toMatchObject({
      fromCaseId: id,
      copied: { authorizations: 1, portal_licences: 1, authorization_tariffs: 2 },
    });
    expect(number).toBeTruthy();
  });

  it('copies a movement certificate, its goods and invoices at their positions; English when asked so', async () => {
    const created = await trader.post(apiPath('/movement_certificate_cases/create_movement_certificate_case'), {
      subTypeId: await subTypeId(db, 'MOV_EUR1'),
      subject: 'Raspberries to Austria',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const [certificate] = await db
      .update(movementCertificates)
      .set({
        declarationNumber: '12345',
        declarationOffice: 'PR01',
        declarationYear: 2026,
        exporter: 'Agro Sh.p.k.',
        consignee: 'Obst GmbH',
        countryOfOrigin: 'XK',
        countryOfDestination: 'AT',
        certificateNumber: `MOV-NO-${id}`,
        urlNumber: `url-${id}`,
        verificationToken: 'secret',
        issuedAt: new Date(),
        validUntil: inDays(100),
      })
      .where(eq(movementCertificates.caseId, id))
      .returning();
    await db.insert(movementCertificateGoods).values([
      { caseId: id, itemNumber: 1, description: 'Frozen raspberries', tariffCode: '08112031', grossMass: 1200 },
      { caseId: id, itemNumber: 2, description: 'Frozen blueberries', packages: '20 pallets' },
    ]);
    await db
      .insert(movementCertificateInvoices)
      .values({ caseId: id, itemNumber: 1, invoiceNumber: 'INV-7', invoiceDate: inDays(-3), amount: 9000 });
    await approvedNow(id);

    const amendment = await start('MOVEMENT_CERTIFICATE', certificate.id, 'AMEND', 'en');
    expect(amendment.subject).toBe(`Amendment of MOV-NO-${id}: Raspberries to Austria`);
    const [copy] = await db.select().from(movementCertificates).where(eq(movementCertificates.caseId, amendment.id));
    expect(copy).toMatchObject({
      declarationNumber: '12345',
      declarationOffice: 'PR01',
      declarationYear: 2026,
      exporter: 'Agro Sh.p.k.',
      consignee: 'Obst GmbH',
      countryOfDestination: 'AT',
      certificateNumber: null,
      urlNumber: null,
      verificationToken: null,
      issuedAt: null,
      validUntil: null,
    });
    const goods = await db
      .select()
      .from(movementCertificateGoods)
      .where(eq(movementCertificateGoods.caseId, amendment.id))
      .orderBy(movementCertificateGoods.itemNumber);
    expect(goods.map((g) => [g.itemNumber, g.description, g.grossMass, g.packages])).toEqual([
      [1, 'Frozen raspberries', 1200, null],
      [2, 'Frozen blueberries', null, '20 pallets'],
    ]);
    const invoices = await db
      .select()
      .from(movementCertificateInvoices)
      .where(eq(movementCertificateInvoices.caseId, amendment.id));
    expect(invoices).toMatchObject([{ itemNumber: 1, invoiceNumber: 'INV-7', amount: 9000 }]);
  });

  it("copies a BTI's goods and proposed code, not the decision; without a cookie the profile's language", async () => {
    const c = await createBti(t, trader, { ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    const [bti] = await db
      .update(btis)
      .set({
        reference: `BTI-REF-${c.id}`,
        decidedTariffCode: '99887722',
        classificationJustification: 'A pulse meter',
        validFrom: inDays(-1),
        validTo: inDays(1000),
      })
      .where(eq(btis.caseId, c.id))
      .returning();
    await approvedNow(c.id);
    const [profile] = await db.select().from(users).where(eq(users.username, 'trader'));
    const amendment = await start('BTI', bti.id, 'AMEND');
    expect(amendment.subject).toBe(linkedCaseSubject('AMEND', `BTI-REF-${c.id}`, c.subject, profile.lang, 200));
    const copies = await db.select().from(btis).where(eq(btis.caseId, amendment.id));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      ...GOODS,
      proposedTariffCode: ACTIVE_TARIFF,
      decidedTariffCode: null,
      classificationJustification: null,
      reference: null,
      validTo: null,
    });
  });

  it("copies an IPR application's rights and goods into another IPR case", async () => {
    const create = async (ipr: Record<string, unknown>) => {
      const res = await trader.post(apiPath('/ipr_cases/create_ipr_case'), {
        subTypeId: await subTypeId(db, 'IPR_NEW'),
        subject: 'Protection of the ACME trademark',
        ipr,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ id: number }>().id;
    };
    const from = await create({ rightHolder: 'ACME Sh.p.k.', representative: 'Agent', description: 'Counterfeits' });
    await db.update(iprApplications).set({ applicationNumber: 'IPR-1' }).where(eq(iprApplications.caseId, from));
    await db.insert(iprRights).values({ caseId: from, itemNumber: 1, rightType: 'TRADEMARK', rightNumber: 'TM-9' });
    await db.insert(iprGoods).values({ caseId: from, itemNumber: 1, description: 'Sneakers', tariffCode: '6404' });
    const to = await create({ rightHolder: 'To be replaced' });
    const copied = await db.transaction((tx) => copyLinkedRecords(tx, {}, 'IPR', 'AMEND', from, to));
    expect(copied).toEqual({ ipr_applications: 1, ipr_rights: 1, ipr_goods: 1 });
    const [application] = await db.select().from(iprApplications).where(eq(iprApplications.caseId, to));
    expect(application).toMatchObject({
      rightHolder: 'ACME Sh.p.k.',
      description: 'Counterfeits',
      applicationNumber: null,
    });
    expect(await db.select().from(iprRights).where(eq(iprRights.caseId, to))).toMatchObject([
      { itemNumber: 1, rightType: 'TRADEMARK', rightNumber: 'TM-9' },
    ]);
    expect(await db.select().from(iprGoods).where(eq(iprGoods.caseId, to))).toMatchObject([
      { itemNumber: 1, description: 'Sneakers', tariffCode: '6404' },
    ]);
  });
});
