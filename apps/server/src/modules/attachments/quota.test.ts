import fs from 'node:fs';
import { PRODUCT_PICTURE_BEAN } from '@portal/contracts/products';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { addCompanyUser, otherCompany } from '../company-accounts/test-support';
import { createReferences, productBody } from '../products/test-support';
import { setParameter } from '../settings/service';
import { findUserByUsername } from '../users/service';
import { registerAttachmentBean, unregisterAttachmentBean } from './owners';
import { attachments } from './tables';
import { PDF, PNG, filesUnder, multipart, pdfOfSize, type Part } from './test-files';
import { apiPath, type ApiUrl } from '../../test/api-client';

const BEAN = 'quota_test';
const MB = 1024 * 1024;

// Anyone signed in may write to any object of the test bean.
registerAttachmentBean(BEAN, { canRead: async ({ auth }) => !!auth, canWrite: async ({ auth }) => !!auth });
afterAll(() => unregisterAttachmentBean(BEAN));

describe('upload quotas: files per object, bytes per company (or account) and 24 hours', async () => {
  const t = await buildTestAppWithFiles('quota-test');
  const { app, platform } = t;
  const db = platform.db;
  const root = t.storageRoot;
  const companyId = (await findUserByUsername(db, 'trader'))!.companyId!;
  await addCompanyUser(db, companyId, 'quota.colleague');
  await otherCompany(db, 'quota-other');
  const [trader, colleague, otherTrader, person, admin, operator] = await Promise.all(
    ['trader', 'quota.colleague', 'quota-other.admin', 'person', 'admin', 'operator'].map((u) => t.loginAs(u)),
  );

  const upload = (session: Session, url: ApiUrl, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, 'x-auth-token': session.token },
      payload: body.payload,
    });
  };
  /** The upload URL of an object of the test bean. */
  const testObject = (objectId: number) => apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId });
  const pdfs = (count: number, content = PDF) =>
    Array.from({ length: count }, (_, i) => ({ name: `doc-${i + 1}.pdf`, content }));
  const rowCount = async () => (await db.select().from(attachments)).length;

  async function expectQuotaRefusal(res: Awaited<ReturnType<typeof upload>>, body: unknown, rowsBefore: number) {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(body);
    expect(await rowCount()).toBe(rowsBefore);
    expect(filesUnder(root)).toHaveLength(rowsBefore);
  }

  beforeEach(async () => {
    await db.delete(attachments);
    for (const file of filesUnder(root)) fs.rmSync(`${root}/${file}`);
    await setParameter(db, 'upload_extensions', 'pdf,png,jpg');
    await setParameter(db, 'upload_max_size_mb', 10);
    await setParameter(db, 'upload_max_files_per_record', 20);
    await setParameter(db, 'upload_daily_quota_mb', 200);
  });

  it('an object holds at most upload_max_files_per_record files (default 20); more answer 409 with the limit', async () => {
    expect((await upload(trader, testObject(1), pdfs(10))).statusCode).toBe(200);
    expect((await upload(trader, testObject(1), pdfs(10))).statusCode).toBe(200);
    await expectQuotaRefusal(
      await upload(trader, testObject(1), pdfs(1)),
      { _error: 'attachment.too_many_files', limit: 20 },
      20,
    );
    // Another object is not affected; a file deleted makes room again.
    expect((await upload(trader, testObject(2), pdfs(1))).statusCode).toBe(200);
    const [first] = await trader
      .get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: 1 }))
      .then((r) => r.json());
    await app.inject({
      method: 'DELETE',
      url: apiPath('/attachments/{id}', { id: first.id }),
      headers: { 'x-auth-token': trader.token },
    });
    expect((await upload(trader, testObject(1), pdfs(1))).statusCode).toBe(200);
  });

  it('an upload of several files that would pass the limit is refused whole', async () => {
    await setParameter(db, 'upload_max_files_per_record', 3);
    expect((await upload(trader, testObject(5), pdfs(2))).statusCode).toBe(200);
    await expectQuotaRefusal(
      await upload(trader, testObject(5), pdfs(2)),
      { _error: 'attachment.too_many_files', limit: 3 },
      2,
    );
  });

  it('uploads at once cannot together pass the limit (a lock per object; a real race on PostgreSQL)', async () => {
    await setParameter(db, 'upload_max_files_per_record', 3);
    expect((await upload(trader, testObject(40), pdfs(2))).statusCode).toBe(200);
    const answers = await Promise.all(Array.from({ length: 4 }, () => upload(trader, testObject(40), pdfs(1))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await rowCount()).toBe(3);
    expect(filesUnder(root)).toHaveLength(3);
  });

  it('a company shares one allowance of upload_daily_quota_mb per 24 hours; another company has its own', async () => {
    await setParameter(db, 'upload_daily_quota_mb', 1);
    const big = pdfOfSize(600 * 1024);
    expect((await upload(trader, testObject(10), [{ name: 'a.pdf', content: big }])).statusCode).toBe(200);
    // The colleague of the same company, on another object: over the shared megabyte.
    await expectQuotaRefusal(
      await upload(colleague, testObject(11), [{ name: 'b.pdf', content: big }]),
      { _error: 'attachment.daily_quota_exceeded', limit: MB },
      1,
    );
    // What is left still fits.
    expect((await upload(colleague, testObject(11), pdfs(1))).statusCode).toBe(200);
    expect((await upload(otherTrader, testObject(12), [{ name: 'c.pdf', content: big }])).statusCode).toBe(200);
    // Files older than 24 hours no longer count.
    await db.update(attachments).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    expect((await upload(colleague, testObject(11), [{ name: 'd.pdf', content: big }])).statusCode).toBe(200);
  });

  it('an account without a company has its own allowance', async () => {
    await setParameter(db, 'upload_daily_quota_mb', 1);
    const big = pdfOfSize(700 * 1024);
    expect((await upload(person, testObject(20), [{ name: 'a.pdf', content: big }])).statusCode).toBe(200);
    await expectQuotaRefusal(
      await upload(person, testObject(21), [{ name: 'b.pdf', content: big }]),
      { _error: 'attachment.daily_quota_exceeded', limit: MB },
      1,
    );
    expect((await upload(admin, testObject(21), [{ name: 'b.pdf', content: big }])).statusCode).toBe(200);
  });

  it('applies to bank guarantee documents (the 53 files of the issue)', async () => {
    await setParameter(db, 'upload_max_files_per_record', 2);
    const bank = await admin.post(apiPath('/banks'), {
      code: 'QBK',
      labelSQ: 'Banka Q',
      labelEN: 'Bank Q',
      labelSR: 'Banka Q',
      active: true,
    });
    const guarantee = await trader.post(apiPath('/bank_guarantees'), {
      bankId: bank.json().id,
      guaranteeNumber: 'Q-1',
      amount: 500,
      validFrom: '01.01.2026',
      validTo: '31.12.2026',
    });
    expect(guarantee.statusCode, guarantee.body).toBe(200);
    const url = apiPath('/attachments/{bean}/{objectId}', { bean: 'bank_guarantee', objectId: guarantee.json().id });
    expect((await upload(trader, url, pdfs(2))).statusCode).toBe(200);
    await expectQuotaRefusal(await upload(trader, url, pdfs(1)), { _error: 'attachment.too_many_files', limit: 2 }, 2);
  });

  it('applies to product photos, document templates and portal documents; a single-file bean replaces its file', async () => {
    await setParameter(db, 'upload_max_files_per_record', 1);
    const refs = await createReferences(admin, '.Q');
    const product = await operator.post(apiPath('/products'), productBody(refs));
    expect(product.statusCode, product.body).toBe(200);
    const photos = apiPath('/attachments/{bean}/{objectId}', {
      bean: PRODUCT_PICTURE_BEAN,
      objectId: product.json().id,
    });
    expect((await upload(operator, photos, [{ name: 'a.png', content: PNG }])).statusCode).toBe(200);
    await expectQuotaRefusal(
      await upload(operator, photos, [{ name: 'b.png', content: PNG }]),
      { _error: 'attachment.too_many_files', limit: 1 },
      1,
    );

    // The company's signature holds one file: uploading again replaces it, whatever the limit.
    const signature = apiPath('/attachments/{bean}/{objectId}', { bean: 'company_signature', objectId: companyId });
    expect((await upload(trader, signature, [{ name: 's.png', content: PNG }])).statusCode).toBe(200);
    expect((await upload(trader, signature, [{ name: 's.png', content: PNG }])).statusCode).toBe(200);

    await setParameter(db, 'upload_daily_quota_mb', 1);
    const rows = await rowCount();
    await expectQuotaRefusal(
      await upload(trader, apiPath('/portal_attachments/{bean}/{objectId}', { bean: BEAN, objectId: 30 }), [
        { name: 'p.pdf', content: pdfOfSize(MB + 1) },
      ]),
      { _error: 'attachment.daily_quota_exceeded', limit: MB },
      rows,
    );
    const groups = (await admin.get(`${apiPath('/document_template_groups/paged')}?count=50&sort=code,asc`)).json();
    const template = await admin.post(apiPath('/document_templates'), {
      groupId: groups.content[0].id,
      code: 'QUOTA_T',
      nameSQ: 'Shabllon',
      nameEN: 'Template',
      nameSR: 'Šablon',
    });
    expect(template.statusCode, template.body).toBe(200);
    await expectQuotaRefusal(
      await upload(admin, apiPath('/document_templates/upload/{templateId}', { templateId: template.json().id }), [
        { name: 't.pdf', content: pdfOfSize(MB + 1) },
      ]),
      { _error: 'attachment.daily_quota_exceeded', limit: MB },
      rows,
    );
  });
});
