import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { PDF, PNG, multipart } from '../attachments/test-files';
import { setParameter } from '../settings/service';
import { apiPath } from '../../test/api-client';

describe('GET /get_bank_guarantee/{id}: a guarantee’s document', async () => {
  const t = await buildTestAppWithFiles('get-bank-guarantee');
  let admin: Session, trader: Session, person: Session, registry: Session, operator: Session;
  let bankId: number;

  const upload = (session: Session, id: number, name: string, content: Buffer) => {
    const body = multipart([{ name, content }]);
    return t.app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: 'bank_guarantee', objectId: id }),
      headers: { ...body.headers, 'x-auth-token': session.token },
      payload: body.payload,
    });
  };
  const create = async (session: Session) => {
    const res = await session.post(apiPath('/bank_guarantees'), {
      bankId,
      guaranteeNumber: `G-${Math.random().toString(36).slice(2, 10)}`,
      amount: 500,
      validFrom: '01.01.2026',
      validTo: '31.12.2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const download = (session: Session, id: number | string) => session.get(apiPath('/get_bank_guarantee/{id}', { id }));

  beforeAll(async () => {
    [admin, trader, person, registry, operator] = await Promise.all(
      ['admin', 'trader', 'person', 'registry', 'operator'].map((u) => t.loginAs(u)),
    );
    await setParameter(t.platform.db, 'upload_extensions', 'pdf,png,jpg');
    const res = await admin.post(apiPath('/banks'), {
      code: 'GBG',
      labelSQ: 'Banka GBG',
      labelEN: 'Bank GBG',
      labelSR: 'Banka GBG',
      active: true,
    });
    bankId = res.json().id;
  });

  it('the owner and guarantee staff download its newest document, as an attachment', async () => {
    const id = await create(trader);
    expect((await upload(trader, id, 'first.png', PNG)).statusCode).toBe(200);
    expect((await upload(trader, id, 'garanci ë.pdf', PDF)).statusCode).toBe(200);
    for (const session of [trader, registry, admin]) {
      const res = await download(session, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''garanci%20%C3%AB.pdf");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('someone else’s guarantee is 404; a page the caller lacks 403; anonymous 401', async () => {
    const id = await create(trader);
    expect((await upload(trader, id, 'guarantee.pdf', PDF)).statusCode).toBe(200);
    const other = await download(person, id);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ _error: 'not_found' });
    expect((await download(operator, id)).statusCode).toBe(403);
    expect((await t.app.inject({ url: apiPath('/get_bank_guarantee/{id}', { id }) })).statusCode).toBe(401);
    expect((await download(trader, 2_147_000_000)).statusCode).toBe(404);
  });

  it('a guarantee of a staff account is 404 to guarantee staff (its owner keeps it)', async () => {
    const id = await create(admin);
    expect((await upload(admin, id, 'admin.pdf', PDF)).statusCode).toBe(200);
    expect((await download(admin, id)).statusCode).toBe(200);
    expect((await download(registry, id)).statusCode).toBe(404);
  });

  it('a guarantee without a document is 404; a bad id is 400', async () => {
    const id = await create(trader);
    expect((await download(trader, id)).statusCode).toBe(404);
    for (const bad of ['abc', '0', '2147483648']) {
      const res = await download(trader, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toHaveProperty('id');
    }
  });
});
