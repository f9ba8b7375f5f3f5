import { PORTAL_VOCABULARY_TYPES } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { registerVocabularyUsage } from './registry';
import { caseSubTypes, officeLocations, portalDecisionTypes, portalDocumentTypes } from './tables';
import { deleteAs, importAs, sampleInput } from './test-support';
import { apiPath } from '../../test/api-client';

describe('customs portal vocabularies', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let admin: Session;
  let officer: Session;
  let trader: Session;

  beforeAll(async () => {
    [admin, officer, trader] = await Promise.all([t.loginAs('admin'), t.loginAs('officer'), t.loginAs('trader')]);
  });

  it('seeds the reference data the case modules code against', async () => {
    const documentTypes = await db.select().from(portalDocumentTypes);
    const byCode = new Map(documentTypes.map((d) => [d.code, d]));
    expect(byCode.get('GEN_REQUEST')).toMatchObject({ groupCode: 'COMPLAINT_GENERAL', required: true });
    expect(byCode.get('GEN_ATTACHMENT')).toMatchObject({ groupCode: 'COMPLAINT_GENERAL', required: false });
    expect(byCode.get('BTI_APPLICATION')).toMatchObject({ groupCode: 'BTI_REQUIRED', required: true });
    for (const code of ['RECEIPT', 'INFORMATION_REQUEST', 'DECISION', 'AUTHORITY_OTHER']) {
      expect(byCode.get(code)?.groupCode).toBe('AUTHORITY');
    }
    const subTypes = await db.select().from(caseSubTypes);
    for (const kind of ['GENERAL', 'COMPLAINT', 'AUTHORIZATION', 'MOVEMENT_CERTIFICATE', 'BTI', 'IPR']) {
      expect(subTypes.filter((s) => s.caseType === kind).length).toBeGreaterThanOrEqual(2);
    }
    const decisions = await db.select({ code: portalDecisionTypes.code }).from(portalDecisionTypes);
    expect(decisions.map((d) => d.code).sort()).toEqual([
      'DEC_AUTHORIZATION',
      'DEC_CLASSIFICATION',
      'DEC_GENERAL',
      'DEC_IPR',
      'DEC_ORIGIN',
      'DEC_PENALTY',
      'DEC_REFUND',
      'DEC_VALUATION',
    ]);
    const offices = await db.select().from(officeLocations);
    expect(offices).toHaveLength(12);
    expect(offices.find((o) => o.code === '1041')?.city).toBe('Hani i Elezit');
  });

  it('customs officers and administrators manage them; a trader is refused, anyone reads the active ones', async () => {
    for (const type of PORTAL_VOCABULARY_TYPES) {
      expect((await officer.get(apiPath(`/${type}/paged`))).statusCode).toBe(200);
      expect((await admin.get(apiPath(`/${type}/paged`))).statusCode).toBe(200);
      expect((await trader.get(apiPath(`/${type}/paged`))).statusCode).toBe(403);
      expect((await trader.post(apiPath(`/${type}`), sampleInput(type, `TR_${type}`))).statusCode).toBe(403);
      expect((await deleteAs(t, trader, apiPath(`/${type}/{id}`, { id: 1 }))).statusCode).toBe(403);
      expect((await t.app.inject({ url: apiPath(`/${type}/new`) })).statusCode).toBe(401);
      expect((await t.app.inject({ url: apiPath(`/${type}/active`) })).statusCode).toBe(200);
    }
    // The general vocabularies stay with the administrators.
    expect((await officer.get(apiPath('/banks/paged'))).statusCode).toBe(403);
  });

  it('an officer creates, edits and deletes a sub-type; the log shows each change', async () => {
    const draft = (await officer.get(apiPath('/case_sub_types/new'))).json();
    expect(draft).toMatchObject({ id: null, caseType: null });
    const created = await officer.post(apiPath('/case_sub_types'), sampleInput('case_sub_types', 'GEN_CUSTOMS_RULING'));
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const updated = await officer.post(apiPath('/case_sub_types'), {
      ...sampleInput('case_sub_types', 'GEN_CUSTOMS_RULING'),
      id,
      caseType: 'BTI',
    });
    expect(updated.json()).toMatchObject({ id, caseType: 'BTI' });
    expect((await deleteAs(t, officer, apiPath('/case_sub_types/{id}', { id }))).statusCode).toBe(200);

    const log = await officer.get(`${apiPath('/case_sub_types/log')}?id=${id}`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json()).toMatchObject({ totalElements: 3 });
    expect(log.json().content.map((e: { action: string; actorUsername: string }) => e.action)).toEqual([
      'vocabulary.delete',
      'vocabulary.update',
      'vocabulary.create',
    ]);
    expect(log.json().content[0].actorUsername).toBe('officer');
    expect((await trader.get(`${apiPath('/case_sub_types/log')}?id=${id}`)).statusCode).toBe(403);
    expect((await officer.get(apiPath('/case_sub_types/log'))).statusCode).toBe(400);
  });

  it('sub-types are filtered by case type, in the list and in the active options', async () => {
    const page = (await officer.get(`${apiPath('/case_sub_types/paged')}?count=100&filter[caseType]=COMPLAINT`)).json();
    expect(page.content.map((r: { code: string }) => r.code).sort()).toEqual([
      'CMP_CLASSIFICATION',
      'CMP_PENALTY',
      'CMP_VALUATION',
    ]);
    const sorted = (await officer.get(`${apiPath('/case_sub_types/paged')}?count=100&sort=caseType,desc`)).json();
    expect(sorted.content[0].caseType).toBe('MOVEMENT_CERTIFICATE');
    const bad = await officer.get(`${apiPath('/case_sub_types/paged')}?filter[caseType]=NOPE`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ 'filter[caseType]': 'validation.invalid_value' });

    const options = await t.app.inject({ url: `${apiPath('/case_sub_types/active')}?caseType=GENERAL` });
    expect(
      options
        .json()
        .map((o: { code: string }) => o.code)
        .sort(),
    ).toEqual(['GEN_ORIGIN', 'GEN_OTHER', 'GEN_TARIFF', 'GEN_VALUATION']);
    expect((await t.app.inject({ url: `${apiPath('/case_sub_types/active')}?caseType=nope` })).statusCode).toBe(400);
    const documents = await t.app.inject({ url: `${apiPath('/portal_document_types/active')}?groupCode=AUTHORITY` });
    expect(
      documents
        .json()
        .map((o: { code: string }) => o.code)
        .sort(),
    ).toEqual(['AUTHORITY_OTHER', 'DECISION', 'INFORMATION_REQUEST', 'INTENT_TO_REJECT', 'RECEIPT']);
  });

  it('document types: group and required are kept, filtered and sorted', async () => {
    const draft = (await officer.get(apiPath('/portal_document_types/new'))).json();
    expect(draft).toMatchObject({ groupCode: null, required: false });
    const created = await officer.post(apiPath('/portal_document_types'), {
      code: 'LICENCE_ANNEX',
      labelSQ: 'Aneks',
      labelEN: 'Annex',
      labelSR: 'Aneks',
      groupCode: 'LICENCE',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ groupCode: 'LICENCE', required: false, active: true });
    const required = (
      await officer.get(
        `${apiPath('/portal_document_types/paged')}?count=100&filter[groupCode]=LICENCE&filter[required]=true`,
      )
    ).json();
    expect(required.content.map((r: { code: string }) => r.code)).toEqual(['LICENCE_APPLICATION']);
  });

  it('refuses bad input with field keys', async () => {
    const noKind = await officer.post(apiPath('/case_sub_types'), {
      code: 'X1',
      labelSQ: 'a',
      labelEN: 'a',
      labelSR: 'a',
    });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json()).toEqual({ caseType: 'generic.required' });
    const badKind = await officer.post(apiPath('/case_sub_types'), {
      ...sampleInput('case_sub_types', 'X2'),
      caseType: 'X',
    });
    expect(badKind.json()).toEqual({ caseType: 'validation.invalid_value' });

    const badDocument = await officer.post(apiPath('/portal_document_types'), {
      ...sampleInput('portal_document_types', 'X3'),
      groupCode: 'NOPE',
      required: 'yes',
    });
    expect(badDocument.statusCode).toBe(400);
    expect(badDocument.json()).toEqual({ groupCode: 'validation.invalid_value', required: 'validation.invalid_type' });

    const badOffice = await officer.post(apiPath('/office_locations'), {
      ...sampleInput('office_locations', 'X4'),
      code: 'PR01',
      city: 'x'.repeat(101),
    });
    expect(badOffice.statusCode).toBe(400);
    expect(badOffice.json()).toEqual({ code: 'validation.office_code', city: 'validation.too_long' });

    const taken = await officer.post(apiPath('/office_locations'), { ...sampleInput('office_locations', '1011') });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({ code: 'vocabulary.code_exists' });

    const missingLabels = await officer.post(apiPath('/portal_tariff_types'), { code: 'T1' });
    expect(missingLabels.json()).toEqual({
      labelSQ: 'generic.required',
      labelEN: 'generic.required',
      labelSR: 'generic.required',
    });
  });

  it('a value in use keeps its code and cannot be deleted (409); unused ones can', async () => {
    const [decision] = await db
      .insert(portalDecisionTypes)
      .values({ code: 'DEC_IN_USE_TEST', labelSQ: 'a', labelEN: 'a', labelSR: 'a' })
      .returning();
    // A later module's check (e.g. the complaint records' decisions). Test files share their worker and the
    // registry: the check looks at its own database and flags only this test's record.
    registerVocabularyUsage('portal_decision_types', async (checked, ids) => {
      const rows = await checked
        .select({ id: portalDecisionTypes.id })
        .from(portalDecisionTypes)
        .where(and(inArray(portalDecisionTypes.id, ids), eq(portalDecisionTypes.code, 'DEC_IN_USE_TEST')));
      return new Set(rows.map((r) => r.id));
    });
    const read = (await officer.get(apiPath('/portal_decision_types/{id}', { id: decision.id }))).json();
    expect(read.fieldProperties.code).toEqual({ disabled: true });
    const renamed = await officer.post(apiPath('/portal_decision_types'), {
      ...sampleInput('portal_decision_types', 'DEC_RENAMED'),
      id: decision.id,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ code: 'validation.read_only' });
    const relabelled = await officer.post(apiPath('/portal_decision_types'), {
      ...sampleInput('portal_decision_types', 'DEC_IN_USE_TEST'),
      id: decision.id,
      active: false,
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    const refused = await deleteAs(t, officer, apiPath('/portal_decision_types/{id}', { id: decision.id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ _error: 'vocabulary.in_use' });
    expect(await db.select().from(portalDecisionTypes).where(eq(portalDecisionTypes.id, decision.id))).toHaveLength(1);

    const [other] = await db
      .insert(portalDecisionTypes)
      .values({ code: 'DEC_FREE_TEST', labelSQ: 'a', labelEN: 'a', labelSR: 'a' })
      .returning();
    expect((await deleteAs(t, officer, apiPath('/portal_decision_types/{id}', { id: other.id }))).statusCode).toBe(200);
  });

  it('the authority’s own document types keep their code and group and are not deleted; their labels change', async () => {
    const fixed = 'portal.authority_document_type_fixed';
    const [receipt] = await db.select().from(portalDocumentTypes).where(eq(portalDocumentTypes.code, 'RECEIPT'));
    const stored = () => db.select().from(portalDocumentTypes).where(eq(portalDocumentTypes.id, receipt.id));
    const body = {
      code: receipt.code,
      labelSQ: receipt.labelSQ,
      labelEN: receipt.labelEN,
      labelSR: receipt.labelSR,
      active: receipt.active,
      groupCode: receipt.groupCode,
      required: receipt.required,
    };

    const read = (await officer.get(apiPath('/portal_document_types/{id}', { id: receipt.id }))).json();
    expect(read.fieldProperties).toMatchObject({
      code: { disabled: true },
      groupCode: { disabled: true },
      labelSQ: { disabled: false },
      labelEN: { disabled: false },
      labelSR: { disabled: false },
      active: { disabled: false },
    });
    const paged = (
      await officer.get(`${apiPath('/portal_document_types/paged')}?count=100&filter[groupCode]=AUTHORITY`)
    ).json();
    for (const row of paged.content) expect(row.fieldProperties.groupCode, row.code).toEqual({ disabled: true });

    const deleted = await deleteAs(t, admin, apiPath('/portal_document_types/{id}', { id: receipt.id }));
    expect(deleted.statusCode, deleted.body).toBe(409);
    expect(deleted.json()._error).toBe(fixed);
    for (const change of [{ code: 'RECEIPT_2' }, { groupCode: 'COMPLAINT_GENERAL' }]) {
      const res = await officer.post(apiPath('/portal_document_types'), { ...body, ...change, id: receipt.id });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()._error).toBe(fixed);
    }
    expect(await stored()).toEqual([receipt]);

    const relabelled = await officer.post(apiPath('/portal_document_types'), {
      ...body,
      id: receipt.id,
      labelEN: 'Receipt of filing',
    });
    expect(relabelled.statusCode, relabelled.body).toBe(200);
    expect((await stored())[0]).toMatchObject({
      code: 'RECEIPT',
      groupCode: 'AUTHORITY',
      labelEN: 'Receipt of filing',
    });

    // No other type joins the group: made in it, or moved into it.
    const made = await officer.post(apiPath('/portal_document_types'), {
      ...sampleInput('portal_document_types', 'AUTH_EXTRA'),
      groupCode: 'AUTHORITY',
    });
    expect(made.statusCode).toBe(409);
    expect(made.json()._error).toBe(fixed);
    expect(await db.select().from(portalDocumentTypes).where(eq(portalDocumentTypes.code, 'AUTH_EXTRA'))).toEqual([]);
    const filers = await officer.post(
      apiPath('/portal_document_types'),
      sampleInput('portal_document_types', 'GEN_MOVED'),
    );
    expect(filers.statusCode, filers.body).toBe(200);
    expect(filers.json().fieldProperties.groupCode).toEqual({ disabled: false });
    const moved = await officer.post(apiPath('/portal_document_types'), {
      ...sampleInput('portal_document_types', 'GEN_MOVED'),
      id: filers.json().id,
      groupCode: 'AUTHORITY',
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()._error).toBe(fixed);

    // The import refuses the same rows and saves the others.
    const csv = [
      'code;labelSQ;labelEN;labelSR;groupCode',
      'DECISION;Vendim;Decision;Rešenje;COMPLAINT_GENERAL',
      'IMP_AUTH;Dokument;Document;Dokument;AUTHORITY',
      'INFORMATION_REQUEST;Kërkesë;Request for information;Zahtev;AUTHORITY',
      'GEN_MOVED;Dokument;Document;Dokument;AUTHORITY',
    ].join('\n');
    const imported = await importAs(t, officer, 'portal_document_types', 'types.csv', csv);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toEqual({
      saved: 1,
      refused: [
        { row: 1, code: 'DECISION', errors: { groupCode: fixed } },
        { row: 2, code: 'IMP_AUTH', errors: { groupCode: fixed } },
        { row: 4, code: 'GEN_MOVED', errors: { groupCode: fixed } },
      ],
    });
    const groups = await db
      .select({ code: portalDocumentTypes.code, groupCode: portalDocumentTypes.groupCode })
      .from(portalDocumentTypes)
      .where(inArray(portalDocumentTypes.code, ['DECISION', 'INFORMATION_REQUEST', 'GEN_MOVED', 'IMP_AUTH']))
      .orderBy(portalDocumentTypes.code);
    expect(groups).toEqual([
      { code: 'DECISION', groupCode: 'AUTHORITY' },
      { code: 'GEN_MOVED', groupCode: 'COMPLAINT_GENERAL' },
      { code: 'INFORMATION_REQUEST', groupCode: 'AUTHORITY' },
    ]);
  });

  it('imports from CSV: case types, groups and the required flag from their text, bad rows reported', async () => {
    const csv = [
      'code;labelSQ;labelEN;labelSR;active;groupCode;required',
      'IMP_A;Dokument A;Document A;Dokument A;po;IPR_REQUIRED;po',
      'IMP_B;Dokument B;Document B;Dokument B;;IPR_REQUIRED;jo',
      'IMP_C;Dokument C;Document C;Dokument C;;NOPE;',
      'IMP_D;Dokument D;Document D;Dokument D;;AUTHORITY;maybe',
    ].join('\n');
    const res = await importAs(t, officer, 'portal_document_types', 'types.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      saved: 2,
      refused: [
        { row: 3, code: 'IMP_C', errors: { groupCode: 'validation.invalid_value' } },
        { row: 4, code: 'IMP_D', errors: { required: 'validation.invalid_type' } },
      ],
    });
    const rows = await db
      .select({ code: portalDocumentTypes.code, required: portalDocumentTypes.required })
      .from(portalDocumentTypes)
      .where(
        and(inArray(portalDocumentTypes.code, ['IMP_A', 'IMP_B']), eq(portalDocumentTypes.groupCode, 'IPR_REQUIRED')),
      )
      .orderBy(portalDocumentTypes.code);
    expect(rows).toEqual([
      { code: 'IMP_A', required: true },
      { code: 'IMP_B', required: false },
    ]);

    const offices = await importAs(
      t,
      officer,
      'office_locations',
      'offices.csv',
      'code,labelSQ,labelEN,labelSR,city\n1131,Dogana Test,Test office,Carinarnica Test,Deçan\nX,a,b,c,d',
    );
    expect(offices.json()).toEqual({
      saved: 1,
      refused: [{ row: 2, code: 'X', errors: { code: 'validation.office_code' } }],
    });
    expect((await importAs(t, trader, 'office_locations', 'offices.csv', 'code\n1')).statusCode).toBe(403);
  });
});
