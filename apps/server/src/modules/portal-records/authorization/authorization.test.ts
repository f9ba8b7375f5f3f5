import type { Tariff } from '@portal/contracts/portal-authorization';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { pdfText } from '../../../platform/pdf/test-support';
import { authorityIdentity } from '../../settings';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { PDF } from '../../attachments/test-files';
import { documentTypeId, ensureOfficerPage, postDocument } from '../../portal-documents/test-support';
import { otherCompany } from '../../company-accounts/test-support';
import { findUserByUsername } from '../../users/service';
import {
  caseSubTypes,
  portalAuthorizationTypes,
  portalDecisionTypes,
  portalGoodsTypes,
} from '../../vocabularies/tables';
import { authorizations, portalLicences } from '../tables';
import { buildAuthorizationCase, idByCode } from '../../../test/factories';
import { apiPath, type ApiError } from '../../../test/api-client';

describe('authorization cases: the case, its authorization or licence, its goods by tariff, submit and approval', async () => {
  const t = await buildTestAppWithFiles('portal-authorization');
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session;
  let authNew: number, customsWarehouse: number, electronics: number, decisionType: number;

  const create = (session: Session, licence = false, over: Record<string, unknown> = {}) =>
    session.post(
      apiPath(
        licence
          ? '/authorization_cases/create_authorization_case_for_licence'
          : '/authorization_cases/create_authorization_case',
      ),
      { subTypeId: authNew, subject: 'Customs warehouse in Fushë Kosovë', ...over },
    );
  const createdId = async (session: Session, licence = false) => {
    const res = await create(session, licence);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id;
  };
  const del = (session: Session, id: number) =>
    t.app.inject({
      method: 'DELETE',
      url: apiPath('/authorization_tariffs/{id}', { id }),
      headers: { 'x-auth-token': session.token },
    });
  const addLine = (session: Session, id: number, over: Record<string, unknown> = {}) =>
    session.post(apiPath('/authorization_tariffs/add_authorization_tariff_to_authorization_case'), {
      authorizationCase: { id },
      code: '8471 30 00',
      description: 'Laptops',
      quantity: 12,
      value: 8400.5,
      ...over,
    });

  beforeAll(async () => {
    await ensureOfficerPage(db);
    await otherCompany(db, 'authorizations.other');
    [trader, other, officer] = await Promise.all(
      ['trader', 'authorizations.other.admin', 'officer'].map((u) => t.loginAs(u)),
    );
    authNew = await idByCode(db, caseSubTypes, 'AUTH_NEW');
    customsWarehouse = await idByCode(db, portalAuthorizationTypes, 'CUSTOMS_WAREHOUSE');
    electronics = await idByCode(db, portalGoodsTypes, 'ELECTRONICS');
    [{ id: decisionType }] = await db
      .select({ id: portalDecisionTypes.id })
      .from(portalDecisionTypes)
      .where(eq(portalDecisionTypes.code, 'DEC_VALUATION'));
  });

  it('creates an authorization case or a licence case, each with its authorization and licence rows', async () => {
    const res = await create(trader);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ caseType: 'AUTHORIZATION', caseStatus: 'DRAFT', licence: false });
    expect(c.number).toMatch(/^AUT-\d{4}-\d{6}$/);
    const licenceCase = (await create(trader, true)).json();
    expect(licenceCase.licence).toBe(true);
    for (const id of [c.id, licenceCase.id]) {
      expect(await db.select().from(authorizations).where(eq(authorizations.caseId, id))).toHaveLength(1);
      expect(await db.select().from(portalLicences).where(eq(portalLicences.caseId, id))).toHaveLength(1);
    }
    const read = await trader.get(apiPath('/authorization_cases/{id}', { id: c.id }));
    expect(read.json().id).toBe(c.id);
    expect((await other.get(apiPath('/authorization_cases/{id}', { id: c.id }))).statusCode).toBe(404);
  });

  it('refuses a sub-type of another kind and an empty subject', async () => {
    const general = await idByCode(db, caseSubTypes, 'GEN_TARIFF');
    const res = await create(trader, false, { subTypeId: general });
    expect(res.statusCode).toBe(400);
    expect(res.json<ApiError>().subTypeId).toBe('portal.sub_type_invalid');
    expect((await create(trader, false, { subject: ' ' })).statusCode).toBe(400);
  });

  it('edits the case while editable; not another filer’s, nor a general case through this path', async () => {
    const id = await createdId(trader);
    const renewal = await idByCode(db, caseSubTypes, 'AUTH_RENEWAL');
    const body = { id, subTypeId: renewal, subject: 'Renewal of the warehouse', description: 'Second period' };
    const res = await trader.post(apiPath('/authorization_cases/edit_authorization_case'), body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ subject: 'Renewal of the warehouse', subType: { code: 'AUTH_RENEWAL' } });
    expect((await other.post(apiPath('/authorization_cases/edit_authorization_case'), body)).statusCode).toBe(404);
  });

  it('fills the authorization (type with its template flag, location, requested period); the licence of an authorization case is refused', async () => {
    const id = await createdId(trader);
    const empty = (await trader.get(apiPath('/authorizations/by_authorization_case_id/{id}', { id }))).json();
    expect(empty).toMatchObject({ authorizationCase: { id }, authorizationType: null, authorizationNumber: null });
    const res = await trader.post(apiPath('/authorizations/edit_authorization'), {
      authorizationCase: { id },
      authorizationTypeId: customsWarehouse,
      location: 'Magazina 4, Fushë Kosovë',
      requestedFrom: '2026-01-01',
      requestedTo: '31.12.2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      authorizationType: { code: 'CUSTOMS_WAREHOUSE', hasTemplate: false },
      location: 'Magazina 4, Fushë Kosovë',
      requestedFrom: '2026-01-01',
      requestedTo: '2027-12-31',
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'authorization'),
          eq(auditLog.action, 'update'),
          eq(auditLog.entityId, String(res.json().id)),
        ),
      );
    expect(audit).toBeDefined();
    const licence = await trader.post(apiPath('/portal_licences/edit_portal_licence'), {
      authorizationCase: { id },
      goodsTypeId: electronics,
    });
    expect(licence.statusCode).toBe(409);
    expect(licence.json<ApiError>()._error).toBe('portal.case_wrong_kind');
    const backwards = await trader.post(apiPath('/authorizations/edit_authorization'), {
      authorizationCase: { id },
      requestedFrom: '2026-05-01',
      requestedTo: '2026-04-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<ApiError>().requestedTo).toBe('portal.period_order');
    const unknown = await trader.post(apiPath('/authorizations/edit_authorization'), {
      authorizationCase: { id },
      authorizationTypeId: 2_000_000_000,
    });
    expect(unknown.json<ApiError>().authorizationTypeId).toBe('portal.authorization_type_unknown');
    const stranger = await other.post(apiPath('/authorizations/edit_authorization'), { authorizationCase: { id } });
    expect(stranger.statusCode).toBe(404);
  });

  it('fills the licence of a licence case; its authorization is refused', async () => {
    const id = await createdId(trader, true);
    const res = await trader.post(apiPath('/portal_licences/edit_portal_licence'), {
      authorizationCase: { id },
      goodsTypeId: electronics,
      description: 'Import of mobile phones',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ goodsType: { code: 'ELECTRONICS' }, licenceNumber: null });
    const read = (await trader.get(apiPath('/portal_licences/by_authorization_case_id/{id}', { id }))).json();
    expect(read.description).toBe('Import of mobile phones');
    const authorization = await trader.post(apiPath('/authorizations/edit_authorization'), {
      authorizationCase: { id },
      authorizationTypeId: customsWarehouse,
    });
    expect(authorization.json<ApiError>()._error).toBe('portal.case_wrong_kind');
  });

  it('looks a tariff up by its exact code (spaces and dots ignored) and suggests 8-digit codes by prefix, bounded', async () => {
    const exact = (await trader.get(`${apiPath('/tariffs/by_code')}?code=8471.30.00`)).json<Tariff>();
    expect(exact).toMatchObject({ code: '84713000', labelEN: expect.stringContaining('Portable') });
    expect(exact.labelSQ).not.toBe(exact.labelEN);
    const chapter = (await trader.get(`${apiPath('/tariffs/by_code')}?code=09`)).json<Tariff>();
    expect(chapter.labelEN).toBe('Coffee, tea, maté and spices');
    for (const code of ['99999999', 'abc', '']) {
      const res = await trader.get(`${apiPath('/tariffs/by_code')}?code=${code}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toBeNull();
    }
    const suggestions = (await trader.get(`${apiPath('/tariffs/search')}?prefix=84`)).json<Tariff[]>();
    expect(suggestions.length).toBe(20);
    // Codes of goods may be taken from: national lines and HS subheadings without national lines.
    expect(suggestions.every((s) => /^84\d{4}(\d{2}){0,2}$/.test(s.code))).toBe(true);
    expect((await trader.get(`${apiPath('/tariffs/search')}?prefix=x1`)).json()).toEqual([]);
  });

  it('adds, lists and removes goods by tariff code; an unknown code is portal.invalid_tariff', async () => {
    const id = await createdId(trader);
    const added = await addLine(trader, id);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      code: '84713000',
      tariff: { code: '84713000' },
      quantity: 12,
      value: 8400.5,
      authorizationCase: { id },
    });
    const unknown = await addLine(trader, id, { code: '99999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ApiError>().code).toBe('portal.invalid_tariff');
    const chapter = await addLine(trader, id, { code: '84' });
    expect(chapter.json<ApiError>().code).toBe('portal.tariff_code_digits');
    const badQuantity = await addLine(trader, id, { quantity: -1 });
    expect(badQuantity.json<ApiError>().quantity).toBe('validation.amount_invalid');
    // A value or quantity sent as text is refused on its field, as the contract says number.
    const asText = await addLine(trader, id, { quantity: '12', value: '8400.50' });
    expect([asText.statusCode, asText.json<ApiError>()]).toEqual([
      400,
      { quantity: 'validation.amount_invalid', value: 'validation.amount_invalid' },
    ]);
    expect((await addLine(other, id)).statusCode).toBe(404);
    await addLine(trader, id, { code: '61091000', description: 'T-shirts', quantity: 300, value: 900 });
    const lines = (await trader.get(apiPath('/authorization_tariffs/by_authorization_case_id/{id}', { id }))).json();
    expect(lines.map((l) => l.code)).toEqual(['84713000', '61091000']);
    expect((await del(other, lines[0].id)).statusCode).toBe(404);
    expect((await del(trader, lines[0].id)).statusCode).toBe(200);
    const left = (await trader.get(apiPath('/authorization_tariffs/by_authorization_case_id/{id}', { id }))).json();
    expect(left.map((l) => l.code)).toEqual(['61091000']);
    expect((await del(trader, lines[0].id)).statusCode).toBe(404);
  });

  it('keeps the records of a submitted case: edits and tariff changes are refused (409)', async () => {
    const traderUser = (await findUserByUsername(db, 'trader'))!;
    const c = await buildAuthorizationCase(db, traderUser.username, { filled: true, status: 'SUBMITTED' });
    const edit = await trader.post(apiPath('/authorizations/edit_authorization'), { authorizationCase: { id: c.id } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<ApiError>()._error).toBe('portal.case_status_forbids');
    expect((await addLine(trader, c.id)).statusCode).toBe(409);
    expect((await del(trader, c.lines[0].id)).statusCode).toBe(409);
    // the officer reads a submitted case's records
    const read = await officer.get(apiPath('/authorization_tariffs/by_authorization_case_id/{id}', { id: c.id }));
    expect(read.statusCode).toBe(200);
  });

  it('submits only with the type chosen and a tariff line; the approval numbers the authorization and issues its PDF', async () => {
    const id = await createdId(trader);
    const typeId = await documentTypeId(db, 'AUTHORIZATION_APPLICATION');
    const doc = await postDocument(t, trader, { caseId: id, typeId }, [{ name: 'application.pdf', content: PDF }]);
    expect(doc.statusCode, doc.body).toBe(200);
    const submit = () => trader.post(apiPath('/authorization_cases/submit_authorization_case'), { id });
    const missing = await submit();
    expect(missing.statusCode).toBe(409);
    expect(missing.json<ApiError>()._error).toBe('portal.authorization_records_missing');
    await trader.post(apiPath('/authorizations/edit_authorization'), {
      authorizationCase: { id },
      authorizationTypeId: customsWarehouse,
      requestedTo: '2099-01-01',
    });
    expect((await submit()).json<ApiError>()._error).toBe('portal.authorization_records_missing');
    await addLine(trader, id);
    const submitted = await submit();
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().caseStatus).toBe('SUBMITTED');

    expect((await officer.post(apiPath('/portal_cases/take'), { id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id,
      reasoning: 'The conditions are met.',
      decisionTypeId: decisionType,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const authorization = (await trader.get(apiPath('/authorizations/by_authorization_case_id/{id}', { id }))).json();
    expect(authorization.authorizationNumber).toMatch(/^AU-\d{4}-\d{6}$/);
    expect(authorization.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // the requested end is more than five years away: the default three years apply
    const [y, m, d] = authorization.validFrom!.split('-').map(Number);
    expect(authorization.validTo).toBe(new Date(Date.UTC(y + 3, m - 1, d - 1)).toISOString().slice(0, 10));
    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id }))
    ).json();
    const grant = incoming.find((d) => d.documentType.code === 'AUTHORITY_OTHER');
    expect(grant?.description).toContain(authorization.authorizationNumber);
    const file = await trader.get(apiPath('/portal_attachments/get/{id}', { id: grant!.attachment!.id }));
    const { text } = await pdfText(file.rawPayload);
    expect(text).toContain(authorization.authorizationNumber);
    expect(text).toContain('84713000');
    // The authority's letterhead and the officer who issued it, with their role, in the holder's language (sq).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat.startsWith((await authorityIdentity(db, 'sq')).name)).toBe(true);
    expect(flat).toMatch(/\d\d\.\d\d\.\d{4} officer Zyrtar doganor/);
    expect(flat).toMatch(new RegExp(`Autorizim · ${authorization.authorizationNumber} · \\d\\d\\.\\d\\d\\.\\d{4}`));
  });

  it('approves a licence case: the licence gets its number and the requested validity', async () => {
    const traderUser = (await findUserByUsername(db, 'trader'))!;
    const c = await buildAuthorizationCase(db, traderUser.username, { licence: true, filled: true });
    const typeId = await documentTypeId(db, 'LICENCE_APPLICATION');
    await postDocument(t, trader, { caseId: c.id, typeId }, [{ name: 'licence.pdf', content: PDF }]);
    const now = new Date();
    const requestedTo = `${now.getUTCFullYear() + 2}-06-30`;
    await trader.post(apiPath('/portal_licences/edit_portal_licence'), {
      authorizationCase: { id: c.id },
      goodsTypeId: electronics,
      requestedTo,
    });
    const submitted = await trader.post(apiPath('/authorization_cases/submit_authorization_case'), { id: c.id });
    expect(submitted.statusCode, submitted.body).toBe(200);
    await officer.post(apiPath('/portal_cases/take'), { id: c.id });
    expect(
      (
        await officer.post(apiPath('/portal_cases/approve'), {
          id: c.id,
          reasoning: 'Fine.',
          decisionTypeId: decisionType,
        })
      ).statusCode,
    ).toBe(200);
    const licence = (await officer.get(apiPath('/portal_licences/by_authorization_case_id/{id}', { id: c.id }))).json();
    expect(licence.licenceNumber).toMatch(/^LI-/);
    expect(licence.validTo).toBe(requestedTo);
  });

  it('cancels a draft through the kind’s cancel path', async () => {
    const id = await createdId(trader);
    const res = await trader.get(apiPath('/authorization_cases/cancel_case/{id}', { id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().caseStatus).toBe('CANCELLED');
  });
});
