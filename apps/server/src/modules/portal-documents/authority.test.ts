import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { removeStoredFiles } from '../attachments';
import { PDF, filesUnder, multipart, sha256 } from '../attachments/test-files';
import { portalCases } from '../portal-cases/tables';
import { buildCase } from '../../test/factories';
import { findUserByUsername } from '../users/service';
import { portalDocumentTypes } from '../vocabularies/tables';
import { addAuthorityDocument, documentsForReceipt, missingRequiredDocumentTypes } from './authority';
import { del, documentTypeId, ensureOfficerPage, postDocument } from './test-support';
import { apiPath } from '../../test/api-client';

describe('portal documents: what the case processing uses', async () => {
  const t = await buildTestAppWithFiles('portal-documents-authority');
  const db = t.platform.db;
  let trader: Session, admin: Session;
  let traderId: number, traderCompany: number, officerId: number;

  beforeAll(async () => {
    await ensureOfficerPage(db);
    const row = (await findUserByUsername(db, 'trader'))!;
    traderId = row.id;
    traderCompany = row.companyId!;
    officerId = (await findUserByUsername(db, 'officer'))!.id;
    [trader, admin] = await Promise.all([t.loginAs('trader'), t.loginAs('admin')]);
  });

  const caseOf = async (caseType: 'GENERAL' | 'AUTHORIZATION' | 'BTI', licence = false) => {
    const row = await buildCase(db, {
      filerUserId: traderId,
      filerCompanyId: traderCompany,
      aboutCompanyId: traderCompany,
      caseType,
    });
    if (!licence) return row;
    const [updated] = await db.update(portalCases).set({ licence }).where(eq(portalCases.id, row.id)).returning();
    return updated;
  };
  const add = async (caseId: number, code: string) => {
    const res = await postDocument(t, trader, { caseId, typeId: await documentTypeId(db, code) }, [
      { name: `${code.toLowerCase()}.pdf`, content: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; attachment: { id: number } }>();
  };
  const officerActor = () => ({ actorId: officerId, actorUsername: 'officer', ip: '127.0.0.1' });

  it('lists the required types of the case’s group that have no outgoing document with a file', async () => {
    const general = await caseOf('GENERAL');
    expect((await missingRequiredDocumentTypes(db, general)).map((m) => m.code)).toEqual(['GEN_REQUEST']);
    await add(general.id, 'GEN_ATTACHMENT');
    expect((await missingRequiredDocumentTypes(db, general)).map((m) => m.code)).toEqual(['GEN_REQUEST']);
    const request = await add(general.id, 'GEN_REQUEST');
    expect(await missingRequiredDocumentTypes(db, general)).toEqual([]);
    // A document whose file was removed on its own does not count.
    expect((await del(t, trader, apiPath('/attachments/{id}', { id: request.attachment.id }))).statusCode).toBe(200);
    const [missing] = await missingRequiredDocumentTypes(db, general);
    expect(missing).toMatchObject({ code: 'GEN_REQUEST', labelEN: 'Request', labelSQ: 'Kërkesa', labelSR: 'Zahtev' });

    const licence = await caseOf('AUTHORIZATION', true);
    expect((await missingRequiredDocumentTypes(db, licence)).map((m) => m.code)).toEqual(['LICENCE_APPLICATION']);
    const authorization = await caseOf('AUTHORIZATION');
    expect((await missingRequiredDocumentTypes(db, authorization)).map((m) => m.code)).toEqual([
      'AUTHORIZATION_APPLICATION',
    ]);
    // An inactive required type is no longer asked for.
    await db.update(portalDocumentTypes).set({ active: false }).where(eq(portalDocumentTypes.code, 'BTI_APPLICATION'));
    try {
      expect(await missingRequiredDocumentTypes(db, await caseOf('BTI'))).toEqual([]);
    } finally {
      await db.update(portalDocumentTypes).set({ active: true }).where(eq(portalDocumentTypes.code, 'BTI_APPLICATION'));
    }
  });

  it('adds an incoming document with its generated file; the filer reads it and cannot change it', async () => {
    const c = await caseOf('GENERAL');
    const { document, storageKey } = await db.transaction((tx) =>
      addAuthorityDocument(tx, t.platform.storage, officerActor(), c.id, {
        typeCode: 'RECEIPT',
        descriptions: { sq: 'Vërtetim', en: 'Receipt', sr: 'Potvrda' },
        fileLanguage: 'sq',
        fileName: 'receipt.pdf',
        contentType: 'application/pdf',
        bytes: PDF,
      }),
    );
    expect(storageKey).toEqual(expect.any(String));
    expect(document).toMatchObject({
      caseId: c.id,
      direction: 'INCOMING',
      documentType: { code: 'RECEIPT' },
      attachment: { fileName: 'receipt.pdf', sha256: sha256(PDF) },
      author: { id: officerId },
    });
    const incoming = await trader.get(
      apiPath('/portal_documents/get_incoming_documents_for_case_id/{id}', { id: c.id }),
    );
    expect(incoming.json()).toEqual([document]);
    const file = await trader.get(apiPath('/portal_attachments/get/{id}', { id: document.attachment!.id }));
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const fromAuthority = { _error: 'portal.document_from_authority' };
    const removal = await del(t, trader, apiPath('/portal_documents/{id}', { id: document.id }));
    expect([removal.statusCode, removal.json()]).toEqual([409, fromAuthority]);
    const typeId = await documentTypeId(db, 'GEN_REQUEST');
    const edit = await trader.get(
      `${apiPath('/portal_documents/edit_portal_document')}?id=${document.id}&typeId=${typeId}`,
    );
    expect([edit.statusCode, edit.json()]).toEqual([409, fromAuthority]);
    const body = multipart([{ name: 'mine.pdf', content: PDF }]);
    const replace = await t.app.inject({
      method: 'POST',
      url: apiPath('/portal_attachments/{objectId}', { objectId: document.id }),
      headers: { ...body.headers, 'x-auth-token': trader.token },
      payload: body.payload,
    });
    expect([replace.statusCode, replace.json()]).toEqual([409, fromAuthority]);
  });

  it('leaves no document when the caller’s transaction fails (the caller removes the stored file)', async () => {
    const c = await caseOf('GENERAL');
    const before = filesUnder(t.storageRoot).length;
    const keys: string[] = [];
    await expect(
      db.transaction(async (tx) => {
        const { storageKey } = await addAuthorityDocument(tx, t.platform.storage, officerActor(), c.id, {
          typeCode: 'DECISION',
          descriptions: { sq: 'Vendim', en: 'Decision', sr: 'Rešenje' },
          fileLanguage: 'sq',
          fileName: 'decision.pdf',
          contentType: 'application/pdf',
          bytes: PDF,
        });
        keys.push(storageKey);
        throw new Error('the decision failed');
      }),
    ).rejects.toThrow('the decision failed');
    await removeStoredFiles(t.platform.storage, keys);
    expect(filesUnder(t.storageRoot).length).toBe(before);
    expect((await trader.get(apiPath('/portal_documents/by_case_id/{id}', { id: c.id }))).json()).toEqual([]);
    await expect(
      db.transaction((tx) =>
        addAuthorityDocument(tx, t.platform.storage, officerActor(), c.id, {
          typeCode: 'NO_SUCH_TYPE',
          descriptions: { sq: 'Vendim', en: 'Decision', sr: 'Rešenje' },
          fileLanguage: 'sq',
          fileName: 'x.pdf',
          contentType: 'application/pdf',
          bytes: PDF,
        }),
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      body: { _error: 'portal.document_type_missing', code: 'NO_SUCH_TYPE' },
    });
  });

  it('lists the outgoing documents for the receipt with their file names and SHA-256', async () => {
    const c = await caseOf('GENERAL');
    const request = await add(c.id, 'GEN_REQUEST');
    await add(c.id, 'GEN_ATTACHMENT');
    const receipt = await documentsForReceipt(db, c.id);
    expect(receipt).toEqual([
      expect.objectContaining({
        id: request.id,
        type: expect.objectContaining({ code: 'GEN_REQUEST' }),
        fileName: 'gen_request.pdf',
        sha256: sha256(PDF),
        size: PDF.length,
      }),
      expect.objectContaining({ type: expect.objectContaining({ code: 'GEN_ATTACHMENT' }) }),
    ]);
  });

  it('keeps a document type in use from being deleted', async () => {
    const c = await caseOf('GENERAL');
    await add(c.id, 'POWER_OF_ATTORNEY');
    const id = await documentTypeId(db, 'POWER_OF_ATTORNEY');
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPath('/portal_document_types/{id}', { id }),
      headers: { 'x-auth-token': admin.token },
    });
    expect([res.statusCode, res.json()]).toEqual([409, { _error: 'vocabulary.in_use' }]);
  });
});
