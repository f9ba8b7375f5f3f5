import type { Paged } from '@portal/contracts/paging';
import { btiValidTo, type PublicBti } from '@portal/contracts/portal-bti';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit/tables';
import { pdfText } from '../../../platform/pdf/test-support';
import { authorityIdentity } from '../../settings';
import { PNG } from '../../attachments/test-files';
import { documentTypeId, postDocument } from '../../portal-documents/test-support';
import { type Session } from '../../../test/harness';
import { ACTIVE_TARIFF, attachBtiApplication, createBti, INACTIVE_TARIFF } from '../../../test/factories';
import { apiPath } from '../../../test/api-client';
import { BTI_DECISION, btiOf, btiTestApp, DECIDED_TARIFF, GOODS, JUSTIFICATION } from './test-support';

describe('BTI decisions: approval with the decided code, the BTI PDF and the public search', async () => {
  const { t, ready } = await btiTestApp('portal-bti-decision');
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session;

  beforeAll(async () => {
    ({ trader, other, officer } = await ready());
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
    // The authority's letterhead and the officer who issued it, with their role (ADR 0089).
    const flat = text.replace(/\s+/g, ' ');
    expect(flat.startsWith((await authorityIdentity(db, 'sq')).name)).toBe(true);
    expect(flat).toMatch(/\d\d\.\d\d\.\d{4} officer Zyrtar doganor/);

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
