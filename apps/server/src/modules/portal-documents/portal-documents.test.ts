import type { CaseStatus, CaseType } from '@portal/contracts/portal-cases';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount, buildCase, FACTORY_PASSWORD } from '../../test/factories';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { EXE, PDF, PNG, filesUnder, multipart, sha256 } from '../attachments/test-files';
import { portalCases } from '../portal-cases/tables';
import { findUserByUsername } from '../users/service';
import { portalDocuments } from './tables';
import { del, documentTypeId, ensureOfficerPage, postDocument } from './test-support';
import { apiPath } from '../../test/api-client';

describe('portal documents: the filer’s outgoing documents', async () => {
  const t = await buildTestAppWithFiles('portal-documents');
  const db = t.platform.db;
  let trader: Session, other: Session, officer: Session;
  let traderId: number, traderCompany: number, otherId: number, otherCompany: number;
  let GEN_REQUEST: number, GEN_ATTACHMENT: number, BTI_APPLICATION: number, RECEIPT: number;

  beforeAll(async () => {
    await ensureOfficerPage(db);
    const account = await buildAccount(db, { status: 'APPROVED', name: 'Other Docs' });
    otherId = account.user.id;
    otherCompany = account.company!.id;
    const traderRow = (await findUserByUsername(db, 'trader'))!;
    traderId = traderRow.id;
    traderCompany = traderRow.companyId!;
    [trader, other, officer] = await Promise.all([
      t.loginAs('trader'),
      t.loginAs(account.user.username, FACTORY_PASSWORD),
      t.loginAs('officer'),
    ]);
    [GEN_REQUEST, GEN_ATTACHMENT, BTI_APPLICATION, RECEIPT] = await Promise.all(
      ['GEN_REQUEST', 'GEN_ATTACHMENT', 'BTI_APPLICATION', 'RECEIPT'].map((code) => documentTypeId(db, code)),
    );
  });

  const caseOf = (owner: 'trader' | 'other', status: CaseStatus = 'DRAFT', caseType: CaseType = 'GENERAL') =>
    buildCase(db, {
      filerUserId: owner === 'trader' ? traderId : otherId,
      filerCompanyId: owner === 'trader' ? traderCompany : otherCompany,
      aboutCompanyId: owner === 'trader' ? traderCompany : otherCompany,
      caseType,
      status,
    });
  const pdf = (name = 'request.pdf') => [{ name, content: PDF }];
  const add = async (caseId: number, typeId = GEN_REQUEST, description?: string) => {
    const res = await postDocument(t, trader, { caseId, typeId, description }, pdf());
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; attachment: { id: number } }>();
  };
  const setStatus = (id: number, status: CaseStatus) =>
    db.update(portalCases).set({ status, submittedAt: new Date() }).where(eq(portalCases.id, id));
  const documentRows = (caseId: number) => db.select().from(portalDocuments).where(eq(portalDocuments.caseId, caseId));

  it('adds an outgoing document with its file in one request; lists, downloads and audits it', async () => {
    const c = await caseOf('trader');
    const res = await postDocument(
      t,
      trader,
      { caseId: c.id, typeId: GEN_REQUEST, description: ' The request ' },
      pdf(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const document = res.json();
    expect(document).toMatchObject({
      caseId: c.id,
      description: 'The request',
      direction: 'OUTGOING',
      documentType: { id: GEN_REQUEST, code: 'GEN_REQUEST', required: true, labelEN: 'Request' },
      attachment: { fileName: 'request.pdf', size: PDF.length, contentType: 'application/pdf', sha256: sha256(PDF) },
      author: { id: traderId },
    });

    const all = await trader.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }));
    expect(all.json().map((d: { id: number }) => d.id)).toEqual([document.id]);
    const outgoing = await trader.get(
      apiPath('/portal_documents/get_outgoing_documents_for_case_id/{id}', { id: c.id }),
    );
    expect(outgoing.json()).toEqual([document]);
    const incoming = await trader.get(
      apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }),
    );
    expect(incoming.json()).toEqual([]);

    const file = await trader.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment.id }));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="request.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');

    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'portal_document'), eq(auditLog.entityId, String(document.id))));
    expect(audit.map((a) => a.action)).toEqual(['portal_document.create']);
  });

  it('keeps no copy of the received file beside the saved one', async () => {
    const c = await caseOf('trader');
    const before = filesUnder(t.storageRoot).length;
    await add(c.id);
    expect(filesUnder(t.storageRoot).length).toBe(before + 1);
  });

  it('hides another trader’s case (404) and a draft from officers; officers read submitted cases', async () => {
    const c = await caseOf('trader');
    const document = await add(c.id);
    for (const session of [other, officer]) {
      expect((await session.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }))).statusCode).toBe(404);
      expect(
        (await session.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment.id }))).statusCode,
      ).toBe(404);
    }
    expect((await postDocument(t, other, { caseId: c.id, typeId: GEN_REQUEST }, pdf())).statusCode).toBe(404);
    const edit = `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${GEN_REQUEST}`;
    expect((await other.get(edit)).statusCode).toBe(404);
    expect((await del(t, other, apiPath('/portal_documents/{id}', { id: document.id }))).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: apiPath('/portal_attachments/get/{id}', { id: document.attachment.id }) })).statusCode,
    ).toBe(401);

    await setStatus(c.id, 'SUBMITTED');
    expect((await officer.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }))).json()).toHaveLength(1);
    expect(
      (await officer.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment.id }))).statusCode,
    ).toBe(200);
    // Officers do not change the filer's documents.
    expect((await del(t, officer, apiPath('/portal_documents/{id}', { id: document.id }))).statusCode).toBe(403);
    expect((await other.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }))).statusCode).toBe(404);
  });

  it('refuses changes once the case is submitted or cancelled (409) and stores nothing', async () => {
    for (const status of ['SUBMITTED', 'CANCELLED', 'APPROVED'] as const) {
      const c = await caseOf('trader');
      const document = await add(c.id);
      await setStatus(c.id, status);
      const files = filesUnder(t.storageRoot).length;
      const conflict = { _error: 'portal.case_status_forbids', status };
      const adding = await postDocument(t, trader, { caseId: c.id, typeId: GEN_REQUEST }, pdf());
      expect([adding.statusCode, adding.json()]).toEqual([409, conflict]);
      const edit = await trader.get(
        `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${GEN_REQUEST}&description=x`,
      );
      expect([edit.statusCode, edit.json()]).toEqual([409, conflict]);
      const removal = await del(t, trader, apiPath('/portal_documents/{id}', { id: document.id }));
      expect([removal.statusCode, removal.json()]).toEqual([409, conflict]);
      const body = multipart(pdf('other.pdf'));
      const replace = await t.app.inject({
        method: 'POST',
        url: apiPath('/portal_attachments/{objectId}', { objectId: document.id }),
        headers: { ...body.headers, 'x-auth-token': trader.token },
        payload: body.payload,
      });
      expect([replace.statusCode, replace.json()]).toEqual([409, conflict]);
      expect(await documentRows(c.id)).toHaveLength(1);
      expect(filesUnder(t.storageRoot).length).toBe(files);
    }
  });

  it('takes only active types of the case’s group (400 on typeId)', async () => {
    const general = await caseOf('trader');
    for (const typeId of [BTI_APPLICATION, RECEIPT, 2_000_000_000]) {
      const res = await postDocument(t, trader, { caseId: general.id, typeId }, pdf());
      expect([res.statusCode, res.json()]).toEqual([400, { typeId: 'portal.document_type_not_allowed' }]);
    }
    const bti = await caseOf('trader', 'DRAFT', 'BTI');
    expect((await postDocument(t, trader, { caseId: bti.id, typeId: BTI_APPLICATION }, pdf())).statusCode).toBe(200);
    const document = await add(general.id);
    const edit = await trader.get(
      `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${BTI_APPLICATION}`,
    );
    expect([edit.statusCode, edit.json()]).toEqual([400, { typeId: 'portal.document_type_not_allowed' }]);
    expect(await documentRows(general.id)).toHaveLength(1);
  });

  it('refuses bad input with field keys and leaves no document and no file', async () => {
    const c = await caseOf('trader');
    const files = filesUnder(t.storageRoot).length;
    const cases: Array<[Record<string, string | number | undefined>, Parameters<typeof postDocument>[3], object]> = [
      [{ caseId: c.id }, pdf(), { typeId: 'validation.invalid_type' }],
      [{ caseId: 'abc', typeId: GEN_REQUEST }, pdf(), { caseId: 'validation.invalid_type' }],
      [
        { caseId: c.id, typeId: GEN_REQUEST, description: 'x'.repeat(1001) },
        pdf(),
        { description: 'validation.too_long' },
      ],
      [{ caseId: c.id, typeId: GEN_REQUEST }, [], { file: 'generic.required' }],
      [
        { caseId: c.id, typeId: GEN_REQUEST },
        [...pdf('a.pdf'), ...pdf('b.pdf')],
        { file: 'validation.too_many_files' },
      ],
      [
        { caseId: c.id, typeId: GEN_REQUEST },
        [{ name: 'tool.exe', content: EXE }],
        { file: 'action.invalid_extension' },
      ],
      [
        { caseId: c.id, typeId: GEN_REQUEST },
        [{ name: 'fake.pdf', content: EXE }],
        { file: 'validation.file_content_mismatch' },
      ],
    ];
    for (const [query, parts, expected] of cases) {
      const res = await postDocument(t, trader, query, parts);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(expected);
    }
    expect(await documentRows(c.id)).toEqual([]);
    expect(filesUnder(t.storageRoot).length).toBe(files);
    const edit = await trader.get(`${apiPath('/portal_documents/edit_portal_document')}?id=abc&typeId=${GEN_REQUEST}`);
    expect(edit.statusCode).toBe(400);
  });

  it('edits the description and the type of an outgoing document', async () => {
    const c = await caseOf('trader');
    const document = await add(c.id, GEN_REQUEST, 'first');
    const res = await trader.get(
      `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${GEN_ATTACHMENT}&description=second`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: document.id,
      description: 'second',
      documentType: { code: 'GEN_ATTACHMENT' },
    });
    const cleared = await trader.get(
      `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${GEN_ATTACHMENT}&description=`,
    );
    expect(cleared.json().description).toBeNull();
    expect(
      (await trader.get(`${apiPath('/portal_documents/edit_portal_document')}?id=2000000000&typeId=1`)).statusCode,
    ).toBe(404);
  });

  it('replaces the file of a document through the portal upload call (one file per document)', async () => {
    const c = await caseOf('trader');
    const document = await add(c.id);
    const body = multipart([{ name: 'scan.png', content: PNG }]);
    const res = await t.app.inject({
      method: 'POST',
      url: apiPath('/portal_attachments/{objectId}', { objectId: document.id }),
      headers: { ...body.headers, 'x-auth-token': trader.token },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [list] = (await trader.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }))).json();
    expect(list.attachment).toMatchObject({ fileName: 'scan.png', sha256: sha256(PNG) });
    const files = await db
      .select()
      .from(attachments)
      .where(and(eq(attachments.bean, 'portal_document'), eq(attachments.objectId, document.id)));
    expect(files).toHaveLength(1);
    expect((await trader.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment.id }))).statusCode).toBe(
      404,
    );
  });

  it('deletes an outgoing document with its stored file', async () => {
    const c = await caseOf('trader');
    const document = await add(c.id);
    const files = filesUnder(t.storageRoot).length;
    const res = await del(t, trader, apiPath('/portal_documents/{id}', { id: document.id }));
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
    expect(await documentRows(c.id)).toEqual([]);
    expect(filesUnder(t.storageRoot).length).toBe(files - 1);
    expect((await del(t, trader, apiPath('/portal_documents/{id}', { id: document.id }))).statusCode).toBe(404);
  });

  it('answers the active types of a group, required ones first', async () => {
    const res = await trader.get(`${apiPath('/portal_document_types/by_code')}?code=COMPLAINT_GENERAL`);
    expect(res.statusCode).toBe(200);
    const codes = res.json().map((type: { code: string }) => type.code);
    expect(codes[0]).toBe('GEN_REQUEST');
    expect(codes).toContain('GEN_ATTACHMENT');
    // The power of attorney is one type, of the REPRESENTATION group every filer is offered (ADR 0082).
    expect(codes).not.toContain('CMP_POWER_OF_ATTORNEY');
    expect(codes).not.toContain('RECEIPT');
    const authority = (await trader.get(`${apiPath('/portal_document_types/by_code')}?code=AUTHORITY`)).json();
    expect(authority.map((type: { code: string }) => type.code)).toContain('DECISION');
    expect((await trader.get(`${apiPath('/portal_document_types/by_code')}?code=NOPE`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${apiPath('/portal_document_types/by_code')}?code=LICENCE` })).statusCode).toBe(
      401,
    );
  });
});
