import type { Paged } from '@portal/contracts/paging';
import { btiValidTo, type PublicBti } from '@portal/contracts/portal-bti';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { pdfText } from '../../../platform/pdf/test-support';
import { PNG } from '../../attachments/test-files';
import { documentTypeId, postDocument } from '../../portal-documents/test-support';
import { buildTestAppWithFiles, type Session } from '../../../test/harness';
import {
  ACTIVE_TARIFF,
  attachBtiApplication,
  btiCaseBody,
  buildOfficer,
  createBti,
  grantOfficerPage,
  INACTIVE_TARIFF,
  seedBtiTariffs,
  setCaseStatus,
  subTypeId,
} from '../../../test/factories';
import { btis, tariffs } from '../tables';
import { apiPath, type ApiError } from '../../../test/api-client';

const GOODS = { goodsDescription: 'Wrist watch with a heart-rate sensor', commercialName: 'PulseWatch 3' };
/** The code the officer decides, another than the proposed one. */
const DECIDED_TARIFF = '99887722';
const JUSTIFICATION = 'Measures the pulse: an instrument of heading 9988, not a watch.';
const BTI_DECISION = { decidedTariffCode: DECIDED_TARIFF, classificationJustification: JUSTIFICATION };

describe('BTI cases: create, edit, the BTI, submit, approval and the public search', async () => {
  const t = await buildTestAppWithFiles('portal-bti');
  const db = t.platform.db;
  let trader: Session, person: Session, other: Session, officer: Session;

  beforeAll(async () => {
    await seedBtiTariffs(db);
    await db
      .insert(tariffs)
      .values({
        code: DECIDED_TARIFF,
        labelSQ: 'Instrumente kardiake',
        labelEN: 'Cardiac instruments',
        labelSR: 'Srčani instrumenti',
        active: true,
      })
      .onConflictDoNothing();
    await grantOfficerPage(db, 'officer');
    [trader, person, officer] = await Promise.all(['trader', 'person', 'officer'].map((u) => t.loginAs(u)));
    other = (await buildOfficer(t)).session;
  });

  const editBti = (session: Session, id: number, over: Record<string, unknown> = {}) =>
    session.post(apiPath('/bti/edit_bti'), { btiCase: { id }, ...GOODS, proposedTariffCode: ACTIVE_TARIFF, ...over });
  const btiOf = async (session: Session, id: number) =>
    (await session.get(apiPath('/bti/by_bti_case_id/{id}', { id }))).json();

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

  /** A BTI case filed, submitted and taken by the officer: IN_PROCESS. */
  async function takenBti(images = false) {
    const c = await createBti(t, trader, { ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    await attachBtiApplication(t, trader, c.id);
    if (images) {
      const typeId = await documentTypeId(db, 'BTI_IMAGES');
      const res = await postDocument(t, trader, { caseId: c.id, typeId }, [{ name: 'watch.png', content: PNG }]);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);
    return c;
  }

  it('approving refuses a BTI decision without the decided code or the justification, or with a code not in force', async () => {
    const c = await takenBti();
    const approve = (bti: unknown) =>
      officer.post(apiPath('/portal_cases/approve'), { id: c.id, reasoning: 'Heading 9988.', bti });
    const refusals: Array<[unknown, Record<string, string>]> = [
      [
        undefined,
        { 'bti.decidedTariffCode': 'generic.required', 'bti.classificationJustification': 'generic.required' },
      ],
      [{ classificationJustification: JUSTIFICATION }, { 'bti.decidedTariffCode': 'generic.required' }],
      [{ ...BTI_DECISION, decidedTariffCode: '  ' }, { 'bti.decidedTariffCode': 'generic.required' }],
      [
        { decidedTariffCode: DECIDED_TARIFF, classificationJustification: ' ' },
        { 'bti.classificationJustification': 'generic.required' },
      ],
      [{ ...BTI_DECISION, decidedTariffCode: '9988772' }, { 'bti.decidedTariffCode': 'portal.tariff_code_digits' }],
      // Not in the tariff: no such line and no HS subheading 999999 (the HS 2022 subheadings make 0101 21 00 known).
      [
        { ...BTI_DECISION, decidedTariffCode: '99999999' },
        { 'bti.decidedTariffCode': 'portal.bti_decided_tariff_unknown' },
      ],
      [
        { ...BTI_DECISION, decidedTariffCode: INACTIVE_TARIFF },
        { 'bti.decidedTariffCode': 'portal.bti_decided_tariff_unknown' },
      ],
      [
        { ...BTI_DECISION, classificationJustification: 'x'.repeat(4001) },
        { 'bti.classificationJustification': 'validation.too_long' },
      ],
    ];
    for (const [bti, fields] of refusals) {
      const res = await approve(bti);
      expect(res.statusCode, JSON.stringify(bti)).toBe(400);
      expect(res.json(), JSON.stringify(bti)).toMatchObject(fields);
    }
    // Nothing changed: the case is still in process, the BTI undecided.
    expect((await officer.get(apiPath('/bti_cases/{id}', { id: c.id }))).json().caseStatus).toBe('IN_PROCESS');
    expect(await btiOf(trader, c.id)).toMatchObject({
      decidedTariffCode: null,
      classificationJustification: null,
      reference: null,
    });
    // Rejecting needs no BTI decision (the party is heard first: the intent, their answer, then the rejection).
    const intent = await officer.post(apiPath('/portal_cases/intent_to_reject'), { id: c.id, reasons: 'Not a BTI.' });
    expect(intent.statusCode, intent.body).toBe(200);
    const answered = await trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id });
    expect(answered.statusCode, answered.body).toBe(200);
    const rejected = await officer.post(apiPath('/portal_cases/reject'), { id: c.id, reasoning: 'Not a BTI.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
  });

  it('approval gives the reference, the decided code, 3 years of validity and the BTI PDF; the public search finds it without the holder', async () => {
    const c = await createBti(t, trader, { ...GOODS, proposedTariffCode: ACTIVE_TARIFF });
    await attachBtiApplication(t, trader, c.id);
    await attachBtiApplication(t, trader, c.id, 'BTI_IMAGES');
    expect((await trader.post(apiPath('/bti_cases/submit_bti_case'), { id: c.id })).statusCode).toBe(200);
    expect((await officer.post(apiPath('/portal_cases/take'), { id: c.id })).statusCode).toBe(200);

    const search = (code: string, session?: Session) =>
      session
        ? session.get(`${apiPath('/bti/public_search')}?code=${code}`)
        : t.app.inject({ method: 'GET', url: `${apiPath('/bti/public_search')}?code=${code}` });
    // Not approved yet: not found.
    expect((await search(ACTIVE_TARIFF)).json<Paged<PublicBti>>().content).toEqual([]);

    const res = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'Heading 9988.',
      bti: { ...BTI_DECISION, decidedTariffCode: '9988 77.22' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bti = await btiOf(trader, c.id);
    expect(bti).toMatchObject({
      reference: c.number,
      proposedTariffCode: ACTIVE_TARIFF,
      decidedTariffCode: DECIDED_TARIFF,
      decidedTariff: { code: DECIDED_TARIFF, labelEN: 'Cardiac instruments' },
      classificationJustification: JUSTIFICATION,
      commercialName: GOODS.commercialName,
    });
    // The officer reads the same, the commercial name included.
    expect(await btiOf(officer, c.id)).toMatchObject({
      commercialName: GOODS.commercialName,
      decidedTariffCode: DECIDED_TARIFF,
    });
    const approvals = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bti'), eq(auditLog.action, 'approve'), eq(auditLog.entityId, String(bti.id))));
    expect(approvals).toHaveLength(1);
    expect(approvals[0].after).toMatchObject({
      decidedTariffCode: DECIDED_TARIFF,
      classificationJustification: JUSTIFICATION,
    });
    expect(bti.validTo).toBe(btiValidTo(bti.validFrom!));

    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
    ).json();
    const pdfDocument = incoming.find((d) => d.documentType.code === 'AUTHORITY_OTHER');
    expect(pdfDocument).toBeDefined();
    const text = (
      await pdfText(
        (await trader.get(apiPath('/portal_attachments/get/{id}', { id: pdfDocument!.attachment!.id }))).rawPayload,
      )
    ).text;
    // The trader reads Albanian.
    for (const part of [
      'Informatë e detyrueshme tarifore',
      c.number,
      'Kodi tarifor i vendosur',
      DECIDED_TARIFF,
      'Kodi tarifor i propozuar',
      ACTIVE_TARIFF,
      'PulseWatch 3',
      'Arsyetimi i klasifikimit',
      'an instrument of heading 9988',
    ]) {
      expect(text, part).toContain(part);
    }

    // Signed out, by prefix; the holder, the filer, the case's subject and the commercial name (the holder's trade
    // name, which tells who holds it) are not in the answer: exactly these fields.
    const found = await search('9988');
    expect(found.statusCode, found.body).toBe(200);
    const page = found.json<Paged<PublicBti>>();
    expect(page.totalElements).toBeGreaterThanOrEqual(1);
    const entry = page.content.find((e) => e.reference === c.number);
    expect(entry).toEqual({
      reference: c.number,
      tariffCode: DECIDED_TARIFF,
      tariff: {
        id: expect.any(Number),
        code: DECIDED_TARIFF,
        labelSQ: 'Instrumente kardiake',
        labelEN: 'Cardiac instruments',
        labelSR: 'Srčani instrumenti',
      },
      proposedTariffCode: ACTIVE_TARIFF,
      goodsDescription: GOODS.goodsDescription,
      classificationJustification: JUSTIFICATION,
      validFrom: bti.validFrom,
      validTo: bti.validTo,
    });
    // The commercial name is confidential: no public answer carries it.
    for (const e of page.content) {
      expect(Object.keys(e).sort()).toEqual([
        'classificationJustification',
        'goodsDescription',
        'proposedTariffCode',
        'reference',
        'tariff',
        'tariffCode',
        'validFrom',
        'validTo',
      ]);
    }
    expect(found.body).not.toContain('Classification of a smart watch');
    expect(found.body).not.toContain(GOODS.commercialName);
    expect(found.body).not.toMatch(/trader|Demo|commercialName/i);
    expect((await search('99887722', other)).json<Paged<PublicBti>>().content).toHaveLength(1);
    // By the decided code, not the proposed one.
    expect((await search('99887711')).json<Paged<PublicBti>>().content.some((e) => e.reference === c.number)).toBe(
      false,
    );
    expect((await search('01')).json<Paged<PublicBti>>().content.some((e) => e.reference === c.number)).toBe(false);
  });

  it('the public search finds approved BTIs by keywords in the goods, the decided code’s label and the justification', async () => {
    const c = await takenBti(true);
    // Its images are on the BTI for the holder and the officer.
    const images = (await btiOf(trader, c.id)).images;
    expect(images).toEqual([{ attachmentId: expect.any(Number), fileName: 'watch.png' }]);
    const res = await officer.post(apiPath('/portal_cases/approve'), {
      id: c.id,
      reasoning: 'Heading 9988.',
      bti: { decidedTariffCode: DECIDED_TARIFF, classificationJustification: 'Zircon bezel; pulse OXIMETRY function.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const search = (query: string) => t.app.inject({ method: 'GET', url: `${apiPath('/bti/public_search')}?${query}` });
    const found = async (query: string) => {
      const answer = await search(query);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(200);
      return answer.json<Paged<PublicBti>>().content.some((e) => e.reference === c.number);
    };
    // Any case, every word, in the justification, the goods or the decided code's label (any language), with or without the code.
    expect(await found('q=oximetry')).toBe(true);
    expect(await found('q=ZIRCON%20heart-rate')).toBe(true);
    expect(await found('q=cardiac')).toBe(true);
    expect(await found('q=kardiake')).toBe(true);
    expect(await found('q=oximetry&code=9988')).toBe(true);
    expect(await found('q=oximetry&code=01')).toBe(false);
    expect(await found('q=oximetry%20sapphire')).toBe(false);
    // Never by the confidential commercial name.
    expect(await found('q=PulseWatch')).toBe(false);
    // Keywords alone page too.
    const paged = (await search('q=oximetry&count=1&page=1')).json<Paged<PublicBti>>();
    expect(paged.content).toHaveLength(1);
    expect(paged.totalElements).toBeGreaterThanOrEqual(1);
    // The PDF prints the image (an embedded image object).
    const incoming = (
      await trader.get(apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }))
    ).json();
    const pdfDocument = incoming.find((d) => d.documentType.code === 'AUTHORITY_OTHER');
    const pdf = (await trader.get(apiPath('/portal_attachments/get/{id}', { id: pdfDocument!.attachment!.id })))
      .rawPayload;
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect((await pdfText(pdf)).text).toContain('Fotografitë e mallit');
  });

  it('the public search takes 2 to 8 digits and bounds its page', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `${apiPath('/bti/public_search')}?${query}` });
    for (const query of ['code=9', 'code=123456789', 'code=84ab', '', 'q=', 'q=%20-%20', `q=${'a'.repeat(201)}`]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await get('code=9988&count=51')).statusCode).toBe(400);
    expect((await get('code=99.88&count=50&page=2')).statusCode).toBe(200);
  });

  it('the validity ends the day before the same date three years later', () => {
    expect(btiValidTo('2026-03-10')).toBe('2029-03-09');
    expect(btiValidTo('2028-02-29')).toBe('2031-02-28');
    expect(btiValidTo('2026-01-01')).toBe('2028-12-31');
  });
});
