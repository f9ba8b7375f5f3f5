import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { type Session } from '../../../test/harness';
import {
  ACTIVE_TARIFF,
  attachBtiApplication,
  btiCaseBody,
  createBti,
  INACTIVE_TARIFF,
  setCaseStatus,
  subTypeId,
} from '../../../test/factories';
import { btis } from '../tables';
import { apiPath, type ApiError } from '../../../test/api-client';
import { btiOf, btiTestApp, GOODS } from './test-support';

describe('BTI cases: create, edit, the BTI, submit and cancel', async () => {
  const { t, ready } = await btiTestApp('portal-bti');
  const db = t.platform.db;
  let trader: Session, person: Session, officer: Session;

  beforeAll(async () => {
    ({ trader, person, officer } = await ready());
  });

  const editBti = (session: Session, id: number, over: Record<string, unknown> = {}) =>
    session.post(apiPath('/bti/edit_bti'), { btiCase: { id }, ...GOODS, proposedTariffCode: ACTIVE_TARIFF, ...over });

  it('creates a DRAFT BTI case with its BTI in one transaction; the code is normalised and its tariff shown', async () => {
    const res = await trader.post(
      apiPath('/bti_cases/create_bti_case'),
      await btiCaseBody(db, { ...GOODS, proposedTariffCode: '9988 77.11' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({ caseType: 'BTI', caseStatus: 'DRAFT', subType: { code: 'BTI_NEW' } });
    expect(created.number).toMatch(/^BTI-\d{4}-\d{6}$/);
    expect((await trader.get(apiPath('/bti_cases/{id}', { id: created.id }))).json()).toMatchObject({ id: created.id });
    expect(await btiOf(trader, created.id)).toMatchObject({
      btiCase: { id: created.id },
      ...GOODS,
      proposedTariffCode: ACTIVE_TARIFF,
      tariff: { code: ACTIVE_TARIFF, labelEN: 'Test goods' },
      reference: null,
      validTo: null,
    });
    const audits = await db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bti'), eq(auditLog.entityId, String((await btiOf(trader, created.id)).id))));
    expect(audits[0].n).toBe(1);
  });

  it('creates an empty BTI when none is given; a code of another format or a tariff no longer in force is refused', async () => {
    const empty = await createBti(t, trader);
    expect(await btiOf(trader, empty.id)).toMatchObject({
      goodsDescription: null,
      proposedTariffCode: null,
      tariff: null,
    });
    const before = (await db.select({ n: count() }).from(btis))[0].n;
    for (const [code, key] of [
      ['1234567', 'portal.tariff_code_digits'],
      ['123456789', 'portal.tariff_code_digits'],
      ['8471AB00', 'portal.tariff_code_digits'],
      [INACTIVE_TARIFF, 'portal.invalid_tariff'],
    ]) {
      const res = await trader.post(
        apiPath('/bti_cases/create_bti_case'),
        await btiCaseBody(db, { proposedTariffCode: code }),
      );
      expect(res.statusCode, code).toBe(400);
      expect(res.json<ApiError>()['bti.proposedTariffCode'], code).toBe(key);
    }
    // Nothing half-written: no case, no BTI.
    expect((await db.select({ n: count() }).from(btis))[0].n).toBe(before);
    // A code the tariff holds only by its HS subheading (no national lines under it) is known by that subheading;
    // one under neither is refused.
    const bySubheading = await createBti(t, trader, { proposedTariffCode: '0101 21 00' });
    expect(await btiOf(trader, bySubheading.id)).toMatchObject({
      proposedTariffCode: '01012100',
      tariff: { code: '010121' },
    });
    const unknown = await trader.post(
      apiPath('/bti_cases/create_bti_case'),
      await btiCaseBody(db, { proposedTariffCode: '99999999' }),
    );
    expect([unknown.statusCode, unknown.json<ApiError>()['bti.proposedTariffCode']]).toEqual([
      400,
      'portal.invalid_tariff',
    ]);
  });

  it('refuses a sub-type of another kind, bad subjects and over-long texts', async () => {
    const general = await trader.post(
      apiPath('/bti_cases/create_bti_case'),
      await btiCaseBody(db, null, { subTypeId: await subTypeId(db, 'GEN_TARIFF') }),
    );
    expect(general.statusCode).toBe(400);
    expect(general.json<ApiError>().subTypeId).toBe('portal.sub_type_invalid');
    const long = await trader.post(
      apiPath('/bti_cases/create_bti_case'),
      await btiCaseBody(db, { commercialName: 'x'.repeat(201) }),
    );
    expect(long.statusCode).toBe(400);
    const noSubject = await trader.post(
      apiPath('/bti_cases/create_bti_case'),
      await btiCaseBody(db, null, { subject: ' ' }),
    );
    expect(noSubject.statusCode).toBe(400);
    // Staff accounts have no record of their own to file about.
    const staff = await officer.post(apiPath('/bti_cases/create_bti_case'), await btiCaseBody(db));
    expect(staff.json<ApiError>()._error).toBe('portal.no_own_subject');
  });

  it('edits the case and the BTI while editable; others get 404; a submitted case refuses (409)', async () => {
    const c = await createBti(t, trader);
    const edited = await trader.post(apiPath('/bti_cases/edit_bti_case'), {
      id: c.id,
      subTypeId: await subTypeId(db, 'BTI_AMENDMENT'),
      subject: 'Amended',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ subject: 'Amended', subType: { code: 'BTI_AMENDMENT' } });
    const res = await editBti(trader, c.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    // Clearing a field keeps it empty.
    expect((await editBti(trader, c.id, { commercialName: '' })).json().commercialName).toBeNull();
    expect((await editBti(trader, c.id, { proposedTariffCode: '12' })).json<ApiError>().proposedTariffCode).toBe(
      'portal.tariff_code_digits',
    );
    expect(
      (await editBti(trader, c.id, { proposedTariffCode: INACTIVE_TARIFF })).json<ApiError>().proposedTariffCode,
    ).toBe('portal.invalid_tariff');

    expect((await editBti(person, c.id)).statusCode).toBe(404);
    expect((await person.get(apiPath('/bti/by_bti_case_id/{id}', { id: c.id }))).statusCode).toBe(404);
    expect((await person.get(apiPath('/bti_cases/{id}', { id: c.id }))).statusCode).toBe(404);
    // An officer does not see a draft.
    expect((await officer.get(apiPath('/bti/by_bti_case_id/{id}', { id: c.id }))).statusCode).toBe(404);
    // Another kind's case is not a BTI case.
    const general = await trader.post(apiPath('/general_cases/create_general_case'), {
      subTypeId: await subTypeId(db, 'GEN_OTHER'),
      subject: 'General',
    });
    const generalId = general.json().id;
    expect((await trader.get(apiPath('/bti_cases/{id}', { id: generalId }))).statusCode).toBe(404);
    expect((await trader.get(apiPath('/bti/by_bti_case_id/{id}', { id: generalId }))).statusCode).toBe(404);
    expect((await editBti(trader, generalId)).statusCode).toBe(404);

    await setCaseStatus(db, c.id, 'SUBMITTED');
    expect((await editBti(trader, c.id)).json<ApiError>()._error).toBe('portal.case_status_forbids');
    const locked = await trader.post(apiPath('/bti_cases/edit_bti_case'), {
      id: c.id,
      subTypeId: await subTypeId(db, 'BTI_NEW'),
      subject: 'Again',
    });
    expect(locked.json<ApiError>()._error).toBe('portal.case_status_forbids');
    // Officers read a submitted case's BTI.
    expect((await officer.get(apiPath('/bti/by_bti_case_id/{id}', { id: c.id }))).statusCode).toBe(200);
  });

  it('submits only with the application document, the goods and the code; cancels', async () => {
    const c = await createBti(t, trader);
    const submit = () => trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id });
    expect((await submit()).json<ApiError>()._error).toBe('portal.required_documents_missing');
    await attachBtiApplication(t, trader, c.id);
    expect((await submit()).json<ApiError>()._error).toBe('portal.bti_records_missing');
    await editBti(trader, c.id, { goodsDescription: null });
    expect((await submit()).json<ApiError>()._error).toBe('portal.bti_records_missing');
    await editBti(trader, c.id, { proposedTariffCode: null });
    expect((await submit()).json<ApiError>()._error).toBe('portal.bti_records_missing');
    await editBti(trader, c.id);
    expect((await person.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id })).statusCode).toBe(404);
    const done = await submit();
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().caseStatus).toBe('SUBMITTED');

    const draft = await createBti(t, trader);
    expect((await person.get(apiPath('/bti_cases/cancel_case/{id}', { id: draft.id }))).statusCode).toBe(404);
    const cancelled = await trader.get(apiPath('/bti_cases/cancel_case/{id}', { id: draft.id }));
    expect(cancelled.json().caseStatus).toBe('CANCELLED');
    expect((await trader.get(apiPath('/bti_cases/cancel_case/{id}', { id: draft.id }))).json<ApiError>()._error).toBe(
      'portal.case_status_forbids',
    );
  });
});
