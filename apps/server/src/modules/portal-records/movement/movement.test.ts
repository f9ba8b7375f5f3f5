import { URL_NUMBER_PATTERN, type MovementDisplay } from '@portal/contracts/portal-movement';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../platform/pdf/test-support';
import { authorityIdentity } from '../../settings';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { PDF } from '../../attachments/test-files';
import { buildMovementCase, mailsTo, subTypeId } from '../../../test/factories';
import { documentTypeId, postDocument } from '../../portal-documents/test-support';
import { portalDecisionTypes } from '../../vocabularies/tables';
import { movementCertificates } from '../tables';
import { validUntilOf } from './approval';
import { apiPath, type ApiError } from '../../../test/api-client';

describe('movement certificate cases: certificate, goods, invoices, submit, approval and the public display', async () => {
  const t = await buildTestAppWithFiles('portal-movement');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;
  let eur1: number;

  const create = async (session: Session = trader) => {
    const res = await session.post(apiPath('/movement_certificate_cases/create_movement_certificate_case'), {
      subTypeId: eur1,
      subject: 'Raspberries to Austria',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const goodsOf = async (id: number, session = trader) =>
    (await session.get(apiPath('/movement_certificate_goods/by_movement_certificate_case_id/{id}', { id }))).json();
  const invoicesOf = async (id: number, session = trader) =>
    (await session.get(apiPath('/movement_certificate_invoices/by_movement_certificate_case_id/{id}', { id }))).json();
  const addGoods = (id: number, body: Record<string, unknown>, session = trader) =>
    session.post(apiPath('/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case'), {
      movementCertificateCase: { id },
      ...body,
    });
  const saveGoods = (id: number, body: Record<string, unknown>) =>
    trader.post(apiPath('/movement_certificate_goods/save_goods'), { movementCertificateCase: { id }, ...body });
  const addInvoice = (id: number, body: Record<string, unknown>) =>
    trader.post(
      apiPath('/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case'),
      {
        movementCertificateCase: { id },
        ...body,
      },
    );
  const remove = (kind: 'goods' | 'invoices', lineId: number) =>
    t.app.inject({
      method: 'DELETE',
      url:
        kind === 'goods'
          ? apiPath('/movement_certificate_goods/{id}', { id: lineId })
          : apiPath('/movement_certificate_invoices/{id}', { id: lineId }),
      headers: { 'x-auth-token': trader.token },
    });
  const loadDeclaration = (id: number, declaration: Record<string, unknown>, flags?: Record<string, unknown>) =>
    trader.post(apiPath('/movement_certificate_cases/load_customs_declaration_data'), {
      movementCertificateCase: { id },
      declaration,
      ...(flags ? { flags } : {}),
    });
  const display = (urlNumber: string) =>
    t.app.inject({
      method: 'GET',
      url: apiPath('/movement_certificates/movement_certificate_display/{urlNumber}', { urlNumber }),
    });
  const attachApplication = async (caseId: number) => {
    const typeId = await documentTypeId(db, 'MOVEMENT_APPLICATION');
    const res = await postDocument(t, trader, { caseId, typeId }, [{ name: 'application.pdf', content: PDF }]);
    expect(res.statusCode, res.body).toBe(200);
  };

  const decisionTypeId = async (code: string) =>
    (await db.select().from(portalDecisionTypes).where(eq(portalDecisionTypes.code, code)))[0].id;

  beforeAll(async () => {
    eur1 = await subTypeId(db, 'MOV_EUR1');
    [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
  });

  it('creates a DRAFT case with an empty certificate; refuses another kind’s sub-type; others see 404', async () => {
    const c = await create();
    expect(c).toMatchObject({ caseType: 'MOVEMENT_CERTIFICATE', caseStatus: 'DRAFT' });
    expect((await trader.get(apiPath('/movement_certificate_cases/{id}', { id: c.id }))).json()).toMatchObject({
      id: c.id,
    });
    const certificate = await trader.get(
      apiPath('/movement_certificates/by_movement_certificate_case_id/{id}', { id: c.id }),
    );
    expect(certificate.json()).toMatchObject({
      movementCertificateCase: { id: c.id },
      exporter: null,
      urlNumber: null,
    });
    const wrong = await trader.post(apiPath('/movement_certificate_cases/create_movement_certificate_case'), {
      subTypeId: await subTypeId(db, 'GEN_TARIFF'),
      subject: 'x',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>()).toMatchObject({ subTypeId: 'portal.sub_type_invalid' });
    expect((await person.get(apiPath('/movement_certificate_cases/{id}', { id: c.id }))).statusCode).toBe(404);
    expect(
      (await person.get(apiPath('/movement_certificates/by_movement_certificate_case_id/{id}', { id: c.id })))
        .statusCode,
    ).toBe(404);
    expect((await officer.get(apiPath('/movement_certificate_cases/{id}', { id: c.id }))).statusCode).toBe(404);
    const edit = await trader.post(apiPath('/movement_certificate_cases/edit_movement_certificate_case'), {
      id: c.id,
      subTypeId: await subTypeId(db, 'MOV_EUR_MED'),
      subject: 'Frozen fruit to Austria',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ subject: 'Frozen fruit to Austria', subType: { code: 'MOV_EUR_MED' } });
  });

  it('edits the certificate (validated) and loads a declaration of the register; an unknown one is 409', async () => {
    const c = await create();
    const edit = (body: Record<string, unknown>, session = trader) =>
      session.post(apiPath('/movement_certificates/edit_movement_certificate'), {
        movementCertificateCase: { id: c.id },
        ...body,
      });
    const saved = await edit({ exporter: ' Demo Export ', declarationNumber: 'e 1001', countryOfOrigin: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ exporter: 'Demo Export', declarationNumber: 'E1001', countryOfOrigin: null });
    const bad = await edit({ declarationOffice: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ApiError>()).toMatchObject({ declarationOffice: 'portal.declaration_office_unknown' });
    expect((await edit({ exporter: 'x' }, person)).statusCode).toBe(404);

    const unknown = await loadDeclaration(c.id, {
      declarationNumber: 'E9999',
      declarationOffice: '1041',
      declarationYear: 2025,
    });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json<ApiError>()).toEqual({ _error: 'portal.declaration_not_registered' });
    await addGoods(c.id, { description: 'To be replaced' });
    const loaded = await loadDeclaration(c.id, {
      declarationNumber: 'E1001',
      declarationOffice: '1041',
      declarationYear: 2025,
    });
    expect(loaded.statusCode, loaded.body).toBe(200);
    expect(loaded.json().movementCertificate).toMatchObject({
      declarationNumber: 'E1001',
      declarationOffice: '1041',
      declarationYear: 2025,
      countryOfDestination: 'Austria',
    });
    expect((await goodsOf(c.id)).map((g) => [g.itemNumber, g.description])).toEqual([
      [1, 'Raspberries, frozen'],
      [2, 'Blueberries, frozen'],
    ]);
    // Without goods: the lines stay, the parties too when told.
    await edit({ exporter: 'Kept exporter' });
    const partial = await loadDeclaration(
      c.id,
      { declarationNumber: 'E1002', declarationOffice: '1011', declarationYear: 2025 },
      { goods: false, parties: false },
    );
    expect(partial.json().movementCertificate).toMatchObject({ declarationNumber: 'E1002', exporter: 'Kept exporter' });
    expect(partial.json().goods).toHaveLength(2);
  });

  it('keeps goods at 1-based positions: appends, replaces a slot, edits in place, renumbers on removal', async () => {
    const c = await create();
    for (const description of ['A', 'B', 'C']) {
      const res = await addGoods(c.id, { description, quantity: 1, unit: 'kg' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [a, b, cLine] = await goodsOf(c.id);
    expect([a, b, cLine].map((g) => g.itemNumber)).toEqual([1, 2, 3]);
    const replaced = await addGoods(c.id, { description: 'B2', itemNumber: 2 });
    expect(replaced.json()).toMatchObject({ id: b.id, itemNumber: 2, description: 'B2', quantity: null });
    for (const itemNumber of [0, 4, -1]) {
      const res = await addGoods(c.id, { description: 'X', itemNumber });
      expect(res.statusCode).toBe(409);
      expect(res.json<ApiError>()).toEqual({ _error: 'portal.error' });
      const save = await saveGoods(c.id, { description: 'X', itemNumber });
      expect(save.statusCode).toBe(409);
      expect(save.json<ApiError>()).toEqual({ _error: 'portal.error' });
    }
    const saved = await saveGoods(c.id, { description: 'C2', itemNumber: 3, grossMass: 12.5 });
    expect(saved.json()).toMatchObject({ id: cLine.id, itemNumber: 3, description: 'C2', grossMass: 12.5 });
    expect((await remove('goods', a.id)).statusCode).toBe(200);
    expect((await goodsOf(c.id)).map((g) => [g.id, g.itemNumber, g.description])).toEqual([
      [b.id, 1, 'B2'],
      [cLine.id, 2, 'C2'],
    ]);
    expect((await remove('goods', a.id)).statusCode).toBe(404);
    expect((await addGoods(c.id, { description: '' })).statusCode).toBe(400);
    expect((await addGoods(c.id, { description: 'Y' }, person)).statusCode).toBe(404);
  });

  it('keeps invoices at positions the same way', async () => {
    const c = await create();
    for (const invoiceNumber of ['I-1', 'I-2', 'I-3']) {
      expect((await addInvoice(c.id, { invoiceNumber, amount: 100.5, currency: 'eur' })).statusCode).toBe(200);
    }
    const [first, second, third] = await invoicesOf(c.id);
    expect(first).toMatchObject({ itemNumber: 1, currency: 'EUR', amount: 100.5 });
    expect((await addInvoice(c.id, { invoiceNumber: 'I-9', itemNumber: 9 })).json<ApiError>()).toEqual({
      _error: 'portal.error',
    });
    const save = await trader.post(apiPath('/movement_certificate_invoices/save_invoices'), {
      movementCertificateCase: { id: c.id },
      itemNumber: 3,
      invoiceNumber: 'I-3b',
      invoiceDate: '2026-01-15',
    });
    expect(save.json()).toMatchObject({ id: third.id, itemNumber: 3, invoiceDate: '2026-01-15' });
    expect((await remove('invoices', second.id)).statusCode).toBe(200);
    expect((await invoicesOf(c.id)).map((i) => [i.id, i.itemNumber])).toEqual([
      [first.id, 1],
      [third.id, 2],
    ]);
    // A day as the portal shows it is taken and kept as ISO; one that is no calendar day is refused on its field.
    const portalDay = await addInvoice(c.id, { invoiceNumber: 'X', invoiceDate: '15.01.2026' });
    expect(portalDay.statusCode).toBe(200);
    expect((await invoicesOf(c.id)).map((i) => i.invoiceDate)).toContain('2026-01-15');
    const badDate = await addInvoice(c.id, { invoiceNumber: 'Y', invoiceDate: '31.02.2026' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json()).toEqual({ invoiceDate: 'validation.invalid_date' });
  });

  it('submits only with the required fields, a goods line and the application; the approval issues the certificate', async () => {
    const c = await create();
    const submit = () =>
      trader.post(apiPath('/movement_certificate_cases/submit_movement_certificate_case'), { id: c.id });
    expect((await submit()).json<ApiError>()).toMatchObject({ _error: 'portal.required_documents_missing' });
    await attachApplication(c.id);
    const incomplete = await submit();
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json<ApiError>()).toMatchObject({ _error: 'portal.movement_certificate_incomplete' });
    expect(incomplete.json<{ missing: string[] }>().missing).toContain('exporter');
    await trader.post(apiPath('/movement_certificates/edit_movement_certificate'), {
      movementCertificateCase: { id: c.id },
      declarationNumber: 'E1001',
      declarationOffice: '1041',
      declarationYear: 2025,
      exporter: 'Demo Export',
      consignee: 'Handels GmbH',
      countryOfOrigin: 'Kosovo',
      countryOfDestination: 'Austria',
    });
    expect((await submit()).json<ApiError>()).toEqual({ _error: 'portal.movement_goods_missing' });
    await addGoods(c.id, { description: 'Raspberries, frozen', tariffCode: '08112031', quantity: 12000, unit: 'kg' });
    await addInvoice(c.id, { invoiceNumber: 'INV-77' });
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    // No longer editable by the filer.
    const late = await addGoods(c.id, { description: 'Late' });
    expect(late.json<ApiError>()).toMatchObject({ _error: 'portal.case_status_forbids' });

    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'Origin proven',
      decisionTypeId: await decisionTypeId('DEC_CLASSIFICATION'),
    });
    expect(approved.statusCode, approved.body).toBe(200);

    const certificate = (
      await trader.get(apiPath('/movement_certificates/by_movement_certificate_case_id/{id}', { id: c.id }))
    ).json()!;
    expect(certificate.certificateNumber).toBe(`C-${c.number}`);
    expect(certificate.urlNumber).toMatch(URL_NUMBER_PATTERN);
    expect(certificate.validUntil).toBe(validUntilOf(new Date(certificate.issuedAt!), 'Europe/Tirane'));
    expect(Number(certificate.validUntil!.slice(0, 4))).toBe(new Date(certificate.issuedAt!).getUTCFullYear() + 1);

    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
    ).json();
    const pdf = incoming.find((d) => d.attachment?.fileName === `certificate-${c.number}.pdf`);
    expect(pdf).toMatchObject({ direction: 'INCOMING', documentType: { code: 'AUTHORITY_OTHER' } });
    const { text } = await pdfText(
      (await trader.get(apiPath('/portal_attachments/get/{id}', { id: pdf!.attachment!.id }))).rawPayload,
    );
    expect(text).toContain(certificate.certificateNumber!);
    expect(text).toContain('Raspberries, frozen');
    // Quantities grouped as Albanian writes them; the letterhead and the issuing officer's signature (ADR 0089).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain('12.000 kg');
    expect(flat.startsWith((await authorityIdentity(db, 'sq')).name)).toBe(true);
    expect(flat).toMatch(/\d\d\.\d\d\.\d{4} officer Zyrtar doganor/);
    expect(text.replace(/\s/g, '')).toContain(
      `/web_portal/movement_certificate_display?urlNumber=${certificate.urlNumber}`,
    );

    // The public display: no sign-in; unknown, malformed and revoked answer the same 404.
    const shown = await display(certificate.urlNumber!);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<MovementDisplay>()).toMatchObject({
      certificateNumber: certificate.certificateNumber,
      valid: true,
      validUntil: certificate.validUntil,
      countryOfDestination: 'Austria',
      goods: [{ itemNumber: 1, description: 'Raspberries, frozen', quantity: 12000, unit: 'kg' }],
    });
    expect(shown.json<MovementDisplay>()).not.toHaveProperty('urlNumber');
    const unknown = await display('0'.repeat(32));
    const malformed = await display('1');
    const revoke = await officer.post(apiPath('/movement_certificates/revoke_movement_certificate'), {
      movementCertificateCase: { id: c.id },
      reason: 'The origin proof was forged.',
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(revoke.json()).toMatchObject({ revokedReason: 'The origin proof was forged.' });
    const revoked = await display(certificate.urlNumber!);
    for (const res of [unknown, malformed, revoked]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
  });

  it('lets an officer revoke an issued certificate once, with a reason the filer reads and is mailed', async () => {
    const revoke = (id: number, reason: string, session = officer) =>
      session.post(apiPath('/movement_certificates/revoke_movement_certificate'), {
        movementCertificateCase: { id },
        reason,
      });
    const submitted = await buildMovementCase(db, 'trader', { status: 'SUBMITTED', goods: 1 });
    expect((await revoke(submitted.id, 'Too early')).json<ApiError>()).toMatchObject({
      _error: 'portal.case_status_forbids',
    });
    const approved = await buildMovementCase(db, 'trader', { status: 'APPROVED', goods: 1 });
    expect((await revoke(approved.id, 'Not issued')).json<ApiError>()).toEqual({
      _error: 'portal.certificate_not_issued',
    });
    const offered = (await officer.get(apiPath('/movement_certificate_cases/{id}', { id: approved.id }))).json();
    expect(offered.allowedActions).toEqual(['revoke_certificate']);
    await db
      .update(movementCertificates)
      .set({ certificateNumber: `C-${approved.number}`, urlNumber: 'a'.repeat(32), issuedAt: new Date() })
      .where(eq(movementCertificates.caseId, approved.id));
    expect((await revoke(approved.id, 'Forged', trader)).statusCode).toBe(403);
    const blank = await revoke(approved.id, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ApiError>()).toHaveProperty('reason');
    expect((await revoke(approved.id, 'The origin proof was forged.')).statusCode).toBe(200);
    expect((await revoke(approved.id, 'Again')).json<ApiError>()).toEqual({
      _error: 'portal.certificate_already_revoked',
    });
    expect((await revoke(999_999, 'Nothing')).statusCode).toBe(404);

    const certificate = (
      await trader.get(apiPath('/movement_certificates/by_movement_certificate_case_id/{id}', { id: approved.id }))
    ).json()!;
    expect(certificate).toMatchObject({ revokedReason: 'The origin proof was forged.' });
    expect(certificate.revokedAt).not.toBeNull();
    const timeline = (await trader.get(apiPath('/portal_cases/timeline/{id}', { id: approved.id }))).json();
    expect(timeline.at(-1)).toMatchObject({ kind: 'CERTIFICATE_REVOKED', note: 'The origin proof was forged.' });
    const [mail] = await mailsTo(db, 'trader@demo.portal.test');
    expect(mail.template).toBe('portal_case_status');
    expect(mail.subject).toContain(approved.number);
    expect(mail.subject).toMatch(/certifikata u revokua|certificate revoked|potvrda opozvana/);
    expect(mail.textBody).toContain('The origin proof was forged.');
  });

  it('counts a certificate valid through its last day (12 months from the issue day)', () => {
    expect(validUntilOf(new Date('2026-03-10T23:30:00Z'), 'Europe/Tirane')).toBe('2027-03-11');
    expect(validUntilOf(new Date('2026-03-10T10:00:00Z'), 'UTC')).toBe('2027-03-10');
  });
});
