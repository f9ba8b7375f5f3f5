import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeGeneratedFile } from '../modules/attachments';
import { registerAttachmentBean, unregisterAttachmentBean } from '../modules/attachments/owners';
import { PDF, multipart, sha256 } from '../modules/attachments/test-files';
import { DatabaseStorage } from '../platform/storage/database-storage';
import { storedFiles } from '../platform/storage/tables';
import { buildTestApp, type TestApp } from './harness';
import { apiPath } from './api-client';

const BEAN = 'test_database_files';
registerAttachmentBean(BEAN, {
  canRead: async ({ auth }) => auth?.username === 'trader',
  canWrite: async ({ auth }) => auth?.username === 'trader',
});
afterAll(() => unregisterAttachmentBean(BEAN));

// The embedded database refuses FILE_STORAGE=database (create-storage.test.ts), so this file is a `.pg-test.ts`:
// only `npm run test:pg` runs it (vitest.config.ts), with the attachment path on the database store.
describe('FILE_STORAGE=database on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ fileStorage: 'database' });
  });

  it('stores an upload in the database and downloads it from there', async () => {
    expect(t.platform.storage).toBeInstanceOf(DatabaseStorage);
    const trader = await t.loginAs('trader');
    const body = multipart([{ name: 'stored.pdf', content: PDF }]);
    const res = await t.app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: 1 }),
      headers: { ...body.headers, 'x-auth-token': trader.token },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [saved] = res.json();
    const rows = await t.platform.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256(PDF)));
    expect(rows).toHaveLength(1);
    const download = await trader.get(apiPath('/attachments/{id}', { id: saved.id }));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('stores a generated file while a transaction is open (on its own pooled connection)', async () => {
    const { storageKey } = await t.platform.db.transaction((tx) =>
      storeGeneratedFile(
        tx,
        t.platform.storage,
        { bean: BEAN, objectId: 2 },
        { fileName: 'generated.pdf', contentType: 'application/pdf', content: PDF },
        { actorId: null, actorUsername: null, ip: null },
      ),
    );
    const [row] = await t.platform.db.select().from(storedFiles).where(eq(storedFiles.key, storageKey));
    expect(row).toMatchObject({ size: PDF.length, sha256: sha256(PDF) });
  });
});
