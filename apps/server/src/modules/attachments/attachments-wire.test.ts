import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles } from '../../test/harness';
import { setParameter } from '../settings/service';
import { registerAttachmentBean, unregisterAttachmentBean } from './owners';
import { attachments } from './tables';
import { PDF, filesUnder, multipart } from './test-files';
import { apiPath } from '../../test/api-client';

const BEAN = 'wire_test';
const OWNED = 1;
registerAttachmentBean(BEAN, {
  canRead: async ({ auth }) => auth?.username === 'trader',
  canWrite: async ({ auth }) => auth?.username === 'trader',
});
// Test files share their worker: the made-up bean leaves with this file.
afterAll(() => unregisterAttachmentBean(BEAN));

/** Uploads as they arrive on the wire: streamed limits over a real connection and malformed multipart bodies. */
describe('attachment uploads on the wire', async () => {
  const t = await buildTestAppWithFiles('attachments-wire-test');
  const { app, platform } = t;
  const root = t.storageRoot;
  const trader = await t.loginAs('trader');
  const rowCount = async () => (await platform.db.select().from(attachments)).length;

  beforeEach(async () => {
    await platform.db.delete(attachments);
    for (const file of filesUnder(root)) fs.rmSync(`${root}/${file}`);
    await setParameter(platform.db, 'upload_extensions', 'pdf,jpg,jpeg,png,doc,docx,xls,xlsx,odt,ods,txt,csv');
    await setParameter(platform.db, 'upload_max_size_mb', 10);
  });

  it('over a real connection, answers an oversized upload without reading it whole', async () => {
    await setParameter(platform.db, 'upload_max_size_mb', 1);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const big = multipart([{ name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(8 * 1024 * 1024, 0x20)]) }]);
    const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED }),
          headers: { 'x-auth-token': trader.token, ...big.headers, 'content-length': big.payload.length },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      req.on('error', reject);
      req.end(big.payload);
    });
    expect(answer).toEqual({ status: 400, body: JSON.stringify({ file: 'validation.file_too_large' }) });
    expect(await rowCount()).toBe(0);
    expect(filesUnder(root)).toEqual([]);

    const small = multipart([{ name: 'ok.pdf', content: PDF }]);
    const ok = await fetch(`http://127.0.0.1:${port}/data/rest/attachments/${BEAN}/${OWNED}`, {
      method: 'POST',
      headers: { 'x-auth-token': trader.token, ...small.headers },
      body: small.payload,
    });
    expect(ok.status).toBe(200);
  });

  it('answers malformed multipart bodies with 4xx, never 500, and stores nothing', async () => {
    const url = apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: OWNED });
    const headers = { 'x-auth-token': trader.token };
    const good = multipart([{ name: 'a.pdf', content: Buffer.concat([PDF, Buffer.alloc(20_000, 0x20)]) }]);
    const requests = [
      { headers: { ...headers, 'content-type': 'multipart/form-data' }, payload: good.payload },
      { headers: { ...headers, ...good.headers }, payload: good.payload.subarray(0, 5_000) },
      { headers: { ...headers, ...good.headers }, payload: good.payload.subarray(0, 60) },
      { headers: { ...headers, ...good.headers }, payload: Buffer.from('garbage without any boundary') },
      { headers: { ...headers, ...good.headers }, payload: Buffer.alloc(0) },
      { headers: { ...headers, 'content-type': 'application/json' }, payload: '{"file":"a.pdf"}' },
      { headers: { ...headers, 'content-type': 'text/plain' }, payload: 'hello' },
      { headers, payload: undefined },
      {
        headers: { ...headers, ...multipart([], 'b').headers },
        payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n--b--\r\n'),
      },
      // A boundary in the header that the body never uses.
      {
        headers: { ...headers, ...good.headers },
        payload: multipart([{ name: 'a.pdf', content: PDF }], 'other').payload,
      },
    ];
    for (const request of requests) {
      const res = await app.inject({ method: 'POST', url, ...request });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      expect(Object.keys(res.json()).length).toBeGreaterThan(0);
      expect(await rowCount()).toBe(0);
      expect(filesUnder(root)).toEqual([]);
    }
    const other = multipart([{ name: 'a.pdf', content: PDF, field: 'other' }]);
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...other.headers },
      payload: other.payload,
    });
    expect(res.json()).toEqual({ file: 'validation.unknown_field' });
    const tooMany = multipart(Array.from({ length: 11 }, (_, i) => ({ name: `f${i}.pdf`, content: PDF })));
    const refused = await app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...tooMany.headers },
      payload: tooMany.payload,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(await rowCount()).toBe(0);
    expect(filesUnder(root)).toEqual([]);
  });
});
