import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import { PDF } from '../../attachments/test-files';
import { buildCase, buildIpr, entryIds, grantOfficerPage, subTypeId } from '../../../test/factories';
import { documentTypeId, postDocument } from '../../portal-documents/test-support';
import { findUserByUsername } from '../../users/service';
import { portalDecisionTypes } from '../../vocabularies/tables';
import { apiPath, type ApiError } from '../../../test/api-client';

describe('IPR cases: the application for action, its rights and goods', async () => {
  const t = await buildTestAppWithFiles('portal-ipr');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;

  const del = (session: Session, url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
  const right = (over: Record<string, unknown> = {}) => ({ rightType: 'TRADEMARK', rightNumber: 'KS-TM-1', ...over });
  const goods = (over: Record<string, unknown> = {}) => ({ description: 'Sports shoes', ...over });
  const rightsOf = async (session: Session, id: number) =>
    (await session.get(apiPath('/ipr_rights/by_ipr_case_id/{id}', { id }))).json();
  const goodsOf = async (session: Session, id: number) =>
    (await session.get(apiPath('/ipr_goods/by_ipr_case_id/{id}', { id }))).json();
  const create = async (session: Session, over: Record<string, unknown> = {}) =>
    session.post(apiPath('/ipr_cases/create_ipr_case'), {
      subTypeId: await subTypeId(db, 'IPR_NEW'),
      subject: 'Protection of the ACME trademark',
      ipr: { rightHolder: 'ACME Sh.p.k.', representative: 'Agent', description: 'Counterfeits expected' },
      ...over,
    });

  const decisionTypeId = async (code: string) =>
    (await db.select().from(portalDecisionTypes).where(eq(portalDecisionTypes.code, code)))[0].id;

  beforeAll(async () => {
    await grantOfficerPage(db, 'officer');
    [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
  });

  it('creates a DRAFT IPR case with its application in one transaction, and refuses bad input', async () => {
    const res = await create(trader);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({ caseType: 'IPR', caseStatus: 'DRAFT', subType: { code: 'IPR_NEW' } });
    expect(c.number).toMatch(/^IPR-\d{4}-\d{6}$/);
    const application = await trader.get(apiPath('/ipr/by_ipr_case_id/{id}', { id: c.id }));
    expect(application.json()).toMatchObject({
      iprCase: { id: c.id },
      rightHolder: 'ACME Sh.p.k.',
      representative: 'Agent',
      applicationNumber: null,
      validTo: null,
    });
    expect((await trader.get(apiPath('/ipr_cases/{id}', { id: c.id }))).json()).toMatchObject({
      id: c.id,
      caseType: 'IPR',
    });

    const noHolder = await create(trader, { ipr: { rightHolder: ' ' } });
    expect(noHolder.statusCode).toBe(400);
    expect(noHolder.json<ApiError>()).toMatchObject({ 'ipr.rightHolder': 'generic.required' });
    const general = await create(trader, { subTypeId: await subTypeId(db, 'GEN_TARIFF') });
    expect(general.statusCode).toBe(400);
    expect(general.json<ApiError>()).toMatchObject({ subTypeId: 'portal.sub_type_invalid' });
    const staff = await create(officer);
    expect(staff.statusCode).toBe(409);
  });

  it('lets the owner read and edit the case and application; others get 404, officers once submitted', async () => {
    const c = await buildIpr(db, 'trader');
    const edited = await trader.post(apiPath('/ipr_cases/edit_ipr_case'), {
      id: c.id,
      subTypeId: await subTypeId(db, 'IPR_EXTENSION'),
      subject: 'Extension',
      description: 'One more year',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subject: 'Extension', subType: { code: 'IPR_EXTENSION' } });
    const app = await trader.post(apiPath('/ipr/edit_ipr'), { iprCase: { id: c.id }, rightHolder: 'New Holder' });
    expect(app.statusCode, app.body).toBe(200);
    expect(app.json()).toMatchObject({ rightHolder: 'New Holder', representative: null, description: null });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.entity, 'ipr_application'));
    expect(audit).toBeDefined();

    for (const url of [
      apiPath('/ipr_cases/{id}', { id: c.id }),
      apiPath('/ipr/by_ipr_case_id/{id}', { id: c.id }),
      apiPath('/ipr_rights/by_ipr_case_id/{id}', { id: c.id }),
    ]) {
      expect((await person.get(url)).statusCode).toBe(404);
      expect((await officer.get(url)).statusCode).toBe(404);
    }
    const byOther = await person.post(apiPath('/ipr/edit_ipr'), { iprCase: { id: c.id }, rightHolder: 'X' });
    expect(byOther.statusCode).toBe(404);

    const general = await buildCase(db, {
      filerUserId: (await findUserByUsername(db, 'trader'))!.id,
      aboutCompanyId: c.aboutCompanyId,
    });
    expect((await trader.get(apiPath('/ipr_cases/{id}', { id: general.id }))).statusCode).toBe(404);
    expect((await trader.get(apiPath('/ipr/by_ipr_case_id/{id}', { id: general.id }))).statusCode).toBe(404);

    const submitted = await buildIpr(db, 'trader', { status: 'SUBMITTED', rights: 1, goods: 1 });
    expect((await officer.get(apiPath('/ipr/by_ipr_case_id/{id}', { id: submitted.id }))).statusCode).toBe(200);
    expect((await officer.get(apiPath('/ipr_goods/by_ipr_case_id/{id}', { id: submitted.id }))).json()).toHaveLength(1);
    const late = await trader.post(apiPath('/ipr/edit_ipr'), { iprCase: { id: submitted.id }, rightHolder: 'Late' });
    expect(late.statusCode).toBe(409);
    expect(late.json<ApiError>()).toMatchObject({ _error: 'portal.case_status_forbids' });
    const lateCase = await trader.post(apiPath('/ipr_cases/edit_ipr_case'), {
      id: submitted.id,
      subTypeId: await subTypeId(db, 'IPR_NEW'),
      subject: 'Late',
    });
    expect(lateCase.statusCode).toBe(409);
  });

  it('keeps rights at 1-based positions: append, replace a slot, save in place, remove and renumber', async () => {
    const c = await buildIpr(db, 'trader');
    const add = (body: Record<string, unknown>) =>
      trader.post(apiPath('/ipr_rights/add_ipr_rights_to_ipr_case'), { iprCase: { id: c.id }, ...body });
    for (const n of ['A', 'B', 'C']) {
      const res = await add(right({ rightNumber: n }));
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await rightsOf(trader, c.id)).map((r) => [r.itemNumber, r.rightNumber])).toEqual([
      [1, 'A'],
      [2, 'B'],
      [3, 'C'],
    ]);
    const [, idB] = await entryIds(db, 'rights', c.id);
    const replaced = await add(
      right({ rightNumber: 'B2', rightType: 'DESIGN', itemNumber: 2, validUntil: '31.12.2030' }),
    );
    expect(replaced.json()).toMatchObject({
      id: idB,
      itemNumber: 2,
      rightNumber: 'B2',
      rightType: 'DESIGN',
      validUntil: '2030-12-31',
    });
    const saved = await trader.post(apiPath('/ipr_rights/save_rights'), {
      iprCase: { id: c.id },
      itemNumber: 3,
      ...right({ rightNumber: 'C2' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ itemNumber: 3, rightNumber: 'C2' });

    // A position naming no entry: 409 portal.error; not a positive integer: 400.
    const past = await add(right({ itemNumber: 4 }));
    expect([past.statusCode, past.json<ApiError>()]).toEqual([409, { _error: 'portal.error' }]);
    const savePast = await trader.post(apiPath('/ipr_rights/save_rights'), {
      iprCase: { id: c.id },
      itemNumber: 9,
      ...right(),
    });
    expect([savePast.statusCode, savePast.json<ApiError>()]).toEqual([409, { _error: 'portal.error' }]);
    expect((await add(right({ itemNumber: 0 }))).statusCode).toBe(400);
    const noPosition = await trader.post(apiPath('/ipr_rights/save_rights'), { iprCase: { id: c.id }, ...right() });
    expect(noPosition.statusCode).toBe(400);
    expect((await add(right({ rightType: 'SECRET' }))).statusCode).toBe(400);
    const badDay = await add(right({ validUntil: '31.02.2030' }));
    expect([badDay.statusCode, badDay.json<ApiError>()]).toEqual([400, { validUntil: 'portal.ipr_date_invalid' }]);

    const [idA] = await entryIds(db, 'rights', c.id);
    expect((await del(person, apiPath('/ipr_rights/{id}', { id: idA }))).statusCode).toBe(404);
    expect((await del(trader, apiPath('/ipr_rights/{id}', { id: idA }))).statusCode).toBe(200);
    expect((await rightsOf(trader, c.id)).map((r) => [r.itemNumber, r.rightNumber])).toEqual([
      [1, 'B2'],
      [2, 'C2'],
    ]);
    expect((await del(trader, apiPath('/ipr_rights/{id}', { id: idA }))).statusCode).toBe(404);
  });

  it('keeps goods at 1-based positions the same way, with their own validation', async () => {
    const c = await buildIpr(db, 'trader', { goods: 3 });
    const ids = await entryIds(db, 'goods', c.id);
    const added = await trader.post(apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'), {
      iprCase: { id: c.id },
      ...goods({ tariffCode: '6403', distinguishingFeatures: 'Logo on the heel' }),
    });
    expect(added.json()).toMatchObject({ itemNumber: 4, tariffCode: '6403' });
    const badCode = await trader.post(apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'), {
      iprCase: { id: c.id },
      ...goods({ tariffCode: '64a' }),
    });
    expect([badCode.statusCode, badCode.json<ApiError>()]).toEqual([400, { tariffCode: 'portal.tariff_code_format' }]);
    const saved = await trader.post(apiPath('/ipr_goods/save_goods'), {
      iprCase: { id: c.id },
      itemNumber: 1,
      ...goods({ description: 'Bags' }),
    });
    expect(saved.json()).toMatchObject({ id: ids[0], itemNumber: 1, description: 'Bags' });
    const badSave = await trader.post(apiPath('/ipr_goods/save_goods'), {
      iprCase: { id: c.id },
      itemNumber: 5,
      ...goods(),
    });
    expect([badSave.statusCode, badSave.json<ApiError>()]).toEqual([409, { _error: 'portal.error' }]);
    expect((await del(trader, apiPath('/ipr_goods/{id}', { id: ids[1] }))).statusCode).toBe(200);
    expect((await goodsOf(trader, c.id)).map((g) => [g.itemNumber, g.description])).toEqual([
      [1, 'Bags'],
      [2, 'Goods 3'],
      [3, 'Sports shoes'],
    ]);
    const submitted = await buildIpr(db, 'trader', { status: 'SUBMITTED', goods: 2 });
    const [first] = await entryIds(db, 'goods', submitted.id);
    const refused = await del(trader, apiPath('/ipr_goods/{id}', { id: first }));
    expect([refused.statusCode, refused.json<ApiError>()._error]).toEqual([409, 'portal.case_status_forbids']);
    const addLate = await trader.post(apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'), {
      iprCase: { id: submitted.id },
      ...goods(),
    });
    expect(addLate.statusCode).toBe(409);
    const byOther = await person.post(apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'), {
      iprCase: { id: c.id },
      ...goods(),
    });
    expect(byOther.statusCode).toBe(404);
  });

  it('submits only with a right and a goods entry; approved, the application has its number and a year of validity', async () => {
    const res = await create(trader);
    const { id } = res.json();
    const typeId = await documentTypeId(db, 'IPR_APPLICATION');
    const doc = await postDocument(t, trader, { caseId: id, typeId }, [{ name: 'application.pdf', content: PDF }]);
    expect(doc.statusCode, doc.body).toBe(200);
    const submit = () => trader.post(apiPath('/ipr_cases/submit_ipr_case'), { id });
    const empty = await submit();
    expect([empty.statusCode, empty.json<ApiError>()._error]).toEqual([409, 'portal.ipr_records_missing']);
    await trader.post(apiPath('/ipr_rights/add_ipr_rights_to_ipr_case'), { iprCase: { id }, ...right() });
    expect((await submit()).json<ApiError>()._error).toBe('portal.ipr_records_missing');
    await trader.post(apiPath('/ipr_goods/add_ipr_goods_to_ipr_case'), { iprCase: { id }, ...goods() });
    const ok = await submit();
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ caseStatus: 'SUBMITTED' });

    expect((await officer.post(apiPath('/portal_cases/take'), { id })).statusCode).toBe(200);
    const approved = await officer.post(apiPath('/portal_cases/approve'), {
      id,
      reasoning: 'The rights are shown',
      decisionTypeId: await decisionTypeId('DEC_CLASSIFICATION'),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const application = (await trader.get(apiPath('/ipr/by_ipr_case_id/{id}', { id }))).json()!;
    expect(application.applicationNumber).toBe(res.json().number.replace('IPR-', 'IPR-AFA-'));
    const days = (Date.parse(application.validTo!) - Date.parse(application.validFrom!)) / 86_400_000;
    expect(days).toBe(364);
    expect(Math.abs(Date.parse(application.validFrom!) - Date.now())).toBeLessThan(2 * 86_400_000);
  });

  it('cancels a draft IPR case through its own path; not another kind’s', async () => {
    const c = await buildIpr(db, 'trader');
    const res = await trader.get(apiPath('/ipr_cases/cancel_case/{id}', { id: c.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ caseStatus: 'CANCELLED' });
    expect((await person.get(apiPath('/ipr_cases/cancel_case/{id}', { id: c.id }))).statusCode).toBe(404);
  });
});
