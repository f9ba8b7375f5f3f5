import fs from 'node:fs';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { setParameter } from '../settings/service';
import { registerAttachmentBean, unregisterAttachmentBean } from './owners';
import { attachments } from './tables';
import {
  CFB,
  DOCX,
  ELF,
  EXE,
  JPG,
  PDF,
  PNG,
  XLSX,
  filesUnder,
  multipart,
  pdfOfSize,
  sha256,
  type Part,
} from './test-files';
import { apiPath } from '../../test/api-client';

const BEAN = 'test_folder';
/** Objects of the test bean: 1 belongs to the trader, 7 is public, 404 does not exist. */
const OWNED = 1;
const PUBLIC = 7;
const MISSING = 404;

registerAttachmentBean(BEAN, {
  async canRead({ auth }, objectId) {
    if (objectId === MISSING) return 'not_found';
    if (objectId === PUBLIC) return true;
    return auth?.username === 'trader' || auth?.username === 'admin';
  },
  async canWrite({ auth }, objectId) {
    if (objectId === MISSING) return 'not_found';
    return auth?.username === 'trader';
  },
});

// Test files share their worker: the made-up beans leave with this file (no other file sees them).
afterAll(() => {
  unregisterAttachmentBean(BEAN);
});

describe('attachments', async () => {
  const t = await buildTestAppWithFiles('attachments-test');
  const { app, platform } = t;
  const root = t.storageRoot;
  const trader = await t.loginAs('trader');
  const person = await t.loginAs('person');
  const admin = await t.loginAs('admin');

  const upload = (
    session: Session | null,
    parts: Part[],
    url: string = apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED }),
  ) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
      payload: body.payload,
    });
  };
  const get = (session: Session | null, url: string) =>
    app.inject({ method: 'GET', url, headers: session ? { 'x-auth-token': session.token } : {} });
  const del = (session: Session | null, url: string) =>
    app.inject({ method: 'DELETE', url, headers: session ? { 'x-auth-token': session.token } : {} });
  const rowCount = async () => (await platform.db.select().from(attachments)).length;

  /** A refused upload: the answer, and nothing left behind (no row, no stored or temporary file). */
  async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number, body?: unknown) {
    expect(res.statusCode, res.body).toBe(status);
    if (body !== undefined) expect(res.json()).toEqual(body);
    expect(await rowCount()).toBe(0);
    expect(filesUnder(root)).toEqual([]);
  }

  beforeEach(async () => {
    await platform.db.delete(attachments);
    for (const file of filesUnder(root)) fs.rmSync(`${root}/${file}`);
    await setParameter(platform.db, 'upload_extensions', 'pdf,jpg,jpeg,png,doc,docx,xls,xlsx,odt,ods,txt,csv');
    await setParameter(platform.db, 'upload_max_size_mb', 10);
  });

  it('answers the accepted extensions and the size limit', async () => {
    const res = await trader.get(apiPath('/attachments/settings'));
    expect(res.json()).toEqual({
      extensions: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'xls', 'xlsx', 'odt', 'ods', 'txt', 'csv'],
      maxSizeBytes: 10 * 1024 * 1024,
    });
    expect((await get(null, apiPath('/attachments/settings'))).statusCode).toBe(401);
  });

  it('uploads, lists and downloads a file with the same bytes and the right headers', async () => {
    const res = await upload(trader, [{ name: 'Faturë nr. 1 čćž.pdf', content: PDF, type: 'text/html' }]);
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json();
    expect(res.json()).toHaveLength(1);
    expect(saved).toEqual({
      id: expect.any(Number),
      bean: BEAN,
      objectId: OWNED,
      fileName: 'Faturë nr. 1 čćž.pdf',
      // The sniffed type, not the one the client claimed.
      contentType: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
      createdAt: expect.any(String),
    });
    const [row] = await platform.db.select().from(attachments).where(eq(attachments.id, saved.id));
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);
    expect(filesUnder(root)).toEqual([row.storageKey]);
    const user = (await trader.get(apiPath('/user'))).json();
    expect(row.createdBy).toBe(user.id);

    const list = await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED }));
    expect(list.json()).toEqual([saved]);

    const download = await trader.get(apiPath('/attachments/{id}', { id: saved.id }));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(sha256(download.rawPayload)).toBe(saved.sha256);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"; filename\*=UTF-8''/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).toBe('Faturë nr. 1 čćž.pdf');
  });

  it('accepts the office formats and upper-case extensions, and several files at once', async () => {
    const res = await upload(trader, [
      { name: 'letter.docx', content: DOCX },
      { name: 'sheet.XLSX', content: XLSX, field: 'files' },
      { name: 'old.doc', content: CFB, field: 'files' },
      { name: 'scan.JPG', content: JPG },
      { name: 'photo.png', content: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((a: { fileName: string; contentType: string }) => [a.fileName, a.contentType])).toEqual([
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['sheet.XLSX', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['old.doc', 'application/msword'],
      ['scan.JPG', 'image/jpeg'],
      ['photo.png', 'image/png'],
    ]);
    expect(await rowCount()).toBe(5);
    expect(filesUnder(root)).toHaveLength(5);
  });

  it('accepts UTF-8 text files', async () => {
    const text = 'emri,qyteti\nArta,Tiranë\nМилан,Beograd — čćšžđ\n';
    const res = await upload(trader, [{ name: 'list.csv', content: text }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ contentType: 'text/csv; charset=utf-8', size: Buffer.byteLength(text) });
  });

  it('refuses an extension that is not accepted', async () => {
    for (const name of ['tool.exe', 'page.html', 'no-extension', 'archive.pdf.exe', '.pdf']) {
      await expectRefused(await upload(trader, [{ name, content: PDF }]), 400, { file: 'action.invalid_extension' });
    }
    await setParameter(platform.db, 'upload_extensions', 'png');
    await expectRefused(await upload(trader, [{ name: 'a.pdf', content: PDF }]), 400, {
      file: 'action.invalid_extension',
    });
  });

  it('refuses disguised content', async () => {
    const disguised: Part[] = [
      { name: 'image.pdf', content: PNG },
      { name: 'program.png', content: EXE },
      { name: 'program.pdf', content: ELF },
      { name: 'report.docx', content: PDF },
      { name: 'report.doc', content: DOCX },
      { name: 'photo.jpg', content: 'just text' },
    ];
    for (const part of disguised) {
      await expectRefused(await upload(trader, [part]), 400, { file: 'validation.file_content_mismatch' });
    }
  });

  it('refuses text files with binary content', async () => {
    const binary: Part[] = [
      { name: 'notes.txt', content: Buffer.from('hello\u0000world') },
      { name: 'notes.txt', content: Buffer.from([0x68, 0x69, 0xff, 0xfe, 0x0a]) },
      { name: 'data.csv', content: Buffer.concat([PNG, Buffer.from('a,b\n')]) },
      { name: 'data.csv', content: EXE },
      // A UTF-8 sequence cut off at the end.
      { name: 'cut.txt', content: Buffer.from([0x61, 0xc4]) },
    ];
    for (const part of binary) {
      await expectRefused(await upload(trader, [part]), 400, { file: 'validation.file_content_mismatch' });
    }
    await expectRefused(await upload(trader, [{ name: 'empty.txt', content: '' }]), 400, {
      file: 'validation.file_empty',
    });
  });

  it('refuses a file over the size limit while streaming it, and takes one exactly at the limit', async () => {
    await setParameter(platform.db, 'upload_max_size_mb', 1);
    const limit = 1024 * 1024;
    const big = pdfOfSize(limit + 1);
    await expectRefused(await upload(trader, [{ name: 'big.pdf', content: big }]), 400, {
      file: 'validation.file_too_large',
    });
    const far = pdfOfSize(3 * limit);
    await expectRefused(await upload(trader, [{ name: 'far.pdf', content: far }]), 400, {
      file: 'validation.file_too_large',
    });
    const exact = pdfOfSize(limit);
    expect(exact.length).toBe(limit);
    const res = await upload(trader, [{ name: 'exact.pdf', content: exact }]);
    expect(res.statusCode, res.body).toBe(200);
    // The stored copy is the rebuilt PDF: about as large (its page content is copied), not the same bytes.
    expect(Math.abs(res.json()[0].size - limit)).toBeLessThan(4096);
  });

  it('saves all files or none: a bad second file leaves nothing behind', async () => {
    await expectRefused(
      await upload(trader, [
        { name: 'good.pdf', content: PDF },
        { name: 'bad.pdf', content: PNG },
      ]),
      400,
      { file: 'validation.file_content_mismatch' },
    );
    await expectRefused(
      await upload(trader, [
        { name: 'good.pdf', content: PDF },
        { name: 'good.png', content: PNG },
        { name: 'bad.exe', content: EXE },
      ]),
      400,
      { file: 'action.invalid_extension' },
    );
    await setParameter(platform.db, 'upload_max_size_mb', 1);
    await expectRefused(
      await upload(trader, [
        { name: 'good.pdf', content: PDF },
        { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) },
      ]),
      400,
      { file: 'validation.file_too_large' },
    );
  });

  it('sanitises file names: no path parts, no control characters, at most 200 characters', async () => {
    const names: Array<[string, string]> = [
      ['../../etc/evil.pdf', 'evil.pdf'],
      ['..\\..\\windows\\evil.pdf', 'evil.pdf'],
      ['C:\\Users\\x\\scan.pdf', 'scan.pdf'],
      ['tab\there\u0007bell.pdf', 'tab herebell.pdf'],
      ['invoice\u202Efdp.pdf', 'invoicefdp.pdf'],
      ['what?<is>:this|*.pdf', 'what__is__this__.pdf'],
      ['  ..hidden.pdf  ', 'hidden.pdf'],
      [`${'ë'.repeat(300)}.pdf`, `${'ë'.repeat(196)}.pdf`],
    ];
    for (const [raw, expected] of names) {
      const res = await upload(trader, [{ name: raw, content: PDF }]);
      expect(res.statusCode, `${raw}: ${res.body}`).toBe(200);
      expect(res.json()[0].fileName).toBe(expected);
    }
    // Stored under server keys only; no user-given name reaches the folder.
    for (const file of filesUnder(root)) expect(file).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{30}$/);
  });

  it('lets only the owner of the object change it, and hides objects that do not exist', async () => {
    await expectRefused(await upload(person, [{ name: 'a.pdf', content: PDF }]), 403, { _error: 'access_denied' });
    // The admin may read the trader's files but not add any.
    await expectRefused(await upload(admin, [{ name: 'a.pdf', content: PDF }]), 403, { _error: 'access_denied' });
    await expectRefused(
      await upload(
        trader,
        [{ name: 'a.pdf', content: PDF }],
        apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: MISSING }),
      ),
      404,
      { _error: 'not_found' },
    );

    const saved = (await upload(trader, [{ name: 'a.pdf', content: PDF }])).json()[0];
    expect((await person.get(apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(403);
    expect(
      (await person.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED }))).statusCode,
    ).toBe(403);
    expect((await admin.get(apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(200);
    expect((await del(person, apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(403);
    expect((await del(admin, apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(403);
    expect(
      (await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: MISSING }))).statusCode,
    ).toBe(404);
    expect(await rowCount()).toBe(1);

    const refusals = await platform.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'access.refused.attachment_%'));
    expect(refusals.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown bean or attachment and 401 without a user', async () => {
    await expectRefused(
      await upload(
        trader,
        [{ name: 'a.pdf', content: PDF }],
        apiPath('/attachments/{bean}/{objectId}', { bean: 'no_such_bean', objectId: 1 }),
      ),
      404,
      { _error: 'not_found' },
    );
    expect(
      (await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: 'no_such_bean', objectId: 1 }))).statusCode,
    ).toBe(404);
    expect((await trader.get(apiPath('/attachments/{id}', { id: 999999 }))).statusCode).toBe(404);
    expect((await del(trader, apiPath('/attachments/{id}', { id: 999999 }))).statusCode).toBe(404);
    expect(
      (await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: 'Bad-Bean', objectId: 1 }))).statusCode,
    ).toBe(400);

    await expectRefused(await upload(null, [{ name: 'a.pdf', content: PDF }]), 401, { _error: 'unauthorized' });
    expect(
      (await get(null, apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED }))).statusCode,
    ).toBe(401);
    const saved = (await upload(trader, [{ name: 'a.pdf', content: PDF }])).json()[0];
    const anonymous = await get(null, apiPath('/attachments/{id}', { id: saved.id }));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ _error: 'unauthorized' });
    expect((await del(null, apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(401);
  });

  it('lets anyone download the files of an object its owner makes public', async () => {
    const res = await upload(
      trader,
      [{ name: 'notice.pdf', content: PDF }],
      apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: PUBLIC }),
    );
    const download = await get(null, apiPath('/attachments/{id}', { id: res.json()[0].id }));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('deletes the row and the stored file, and writes both actions to the audit log', async () => {
    const saved = (await upload(trader, [{ name: 'gone.pdf', content: PDF }])).json()[0];
    expect(filesUnder(root)).toHaveLength(1);
    // The spec's form names the bean; a wrong bean does not find the file.
    expect(
      (await del(trader, apiPath('/attachments/{bean}/{objectId}', { bean: 'other_bean', objectId: saved.id })))
        .statusCode,
    ).toBe(404);
    const res = await del(trader, apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: saved.id }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowCount()).toBe(0);
    expect(filesUnder(root)).toEqual([]);
    expect((await trader.get(apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(404);

    const second = (await upload(trader, [{ name: 'gone2.pdf', content: PDF }])).json()[0];
    expect((await del(trader, apiPath('/attachments/{id}', { id: second.id }))).statusCode).toBe(200);
    expect(filesUnder(root)).toEqual([]);

    const audit = await platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'attachment'), eq(auditLog.entityId, String(saved.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['attachment.delete', 'attachment.upload']);
    const uploadEntry = audit.find((a) => a.action === 'attachment.upload')!;
    expect(uploadEntry.actorUsername).toBe('trader');
    expect(uploadEntry.after).toEqual({
      bean: BEAN,
      objectId: OWNED,
      fileName: 'gone.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      sha256: sha256(PDF),
    });
    expect(audit.find((a) => a.action === 'attachment.delete')!.before).toMatchObject({ fileName: 'gone.pdf' });
  });

  // `POST /portal_attachments/{documentId}` replaces a portal document's file: the portal-documents tests cover it.
  it('offers the portal forms of the calls over the same files', async () => {
    const res = await upload(
      trader,
      [{ name: 'x.pdf', content: PDF }],
      apiPath('/portal_attachments/{bean}/{objectId}', { bean: BEAN, objectId: 3 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ bean: BEAN, objectId: 3 });
    const download = await trader.get(apiPath('/portal_attachments/get/{id}', { id: res.json()[0].id }));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await person.get(apiPath('/portal_attachments/get/{id}', { id: res.json()[0].id }))).statusCode).toBe(403);
    expect(
      (await trader.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: 3 }))).json(),
    ).toHaveLength(1);
  });
});
