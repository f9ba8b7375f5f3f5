import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { EXE, PDF, filesUnder, multipart } from '../attachments/test-files';
import { setParameter } from '../settings/service';
import { apiPath } from '../../test/api-client';

const BEAN = 'bank_guarantee';

describe('bank guarantees: documents (attachment bean bank_guarantee)', async () => {
  const t = await buildTestAppWithFiles('guarantee-docs');
  const root = t.storageRoot;
  let admin: Session, trader: Session, person: Session, registry: Session;
  let bankId: number;

  const upload = (session: Session, id: number, name: string, content: Buffer) => {
    const body = multipart([{ name, content }]);
    return t.app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: id }),
      headers: { ...body.headers, 'x-auth-token': session.token },
      payload: body.payload,
    });
  };
  const docsOf = (id: number) =>
    t.platform.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.bean, BEAN), eq(attachments.objectId, id)));
  const create = async (session: Session) => {
    const res = await session.post(apiPath('/bank_guarantees'), {
      bankId,
      guaranteeNumber: `D-${Math.random().toString(36).slice(2, 10)}`,
      amount: 500,
      validFrom: '01.01.2026',
      validTo: '31.12.2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    [admin, trader, person, registry] = await Promise.all(
      ['admin', 'trader', 'person', 'registry'].map((u) => t.loginAs(u)),
    );
    await setParameter(t.platform.db, 'upload_extensions', 'pdf,png,jpg');
    const res = await admin.post(apiPath('/banks'), {
      code: 'BKT',
      labelSQ: 'Banka BKT',
      labelEN: 'Bank BKT',
      labelSR: 'Banka BKT',
      active: true,
    });
    bankId = res.json().id;
  });

  it('the owner uploads a PDF; owner and staff read it with the guarantee, others get 404', async () => {
    const id = await create(trader);
    const res = await upload(trader, id, 'guarantee.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    const [doc] = res.json();
    expect(doc).toMatchObject({ bean: BEAN, objectId: id, fileName: 'guarantee.pdf', contentType: 'application/pdf' });

    expect((await trader.get(apiPath('/bank_guarantees/{id}', { id }))).json().documents).toHaveLength(1);
    const staffView = await registry.get(apiPath('/bank_guarantees/{id}', { id }));
    expect(staffView.json().documents.map((d: { id: number }) => d.id)).toEqual([doc.id]);
    expect((await registry.get(apiPath('/attachments/{id}', { id: doc.id }))).statusCode).toBe(200);
    expect((await person.get(apiPath('/attachments/{id}', { id: doc.id }))).statusCode).toBe(404);
    expect((await person.get(apiPath('/attachments/{bean}/{objectId}', { bean: BEAN, objectId: id }))).statusCode).toBe(
      404,
    );
  });

  it('refuses a wrong extension or disguised content and stores nothing', async () => {
    const id = await create(trader);
    const before = filesUnder(root).length;
    const wrong = await upload(trader, id, 'guarantee.exe', EXE);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ file: 'action.invalid_extension' });
    const disguised = await upload(trader, id, 'guarantee.pdf', EXE);
    expect(disguised.statusCode).toBe(400);
    expect(await docsOf(id)).toEqual([]);
    expect(filesUnder(root).length).toBe(before);
  });

  it('nobody but the owner uploads: another user 404, staff 403; none once decided (403)', async () => {
    const id = await create(trader);
    expect((await upload(person, id, 'x.pdf', PDF)).statusCode).toBe(404);
    expect((await upload(registry, id, 'x.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(trader, 999_999, 'x.pdf', PDF)).statusCode).toBe(404);
    await registry.post(apiPath('/bank_guarantees/cancel'), { id, notes: 'Withdrawn by the bank' });
    expect((await upload(trader, id, 'x.pdf', PDF)).statusCode).toBe(403);
    expect(await docsOf(id)).toEqual([]);
  });

  it('deleting a guarantee removes its documents, rows and stored files', async () => {
    const id = await create(trader);
    expect((await upload(trader, id, 'a.pdf', PDF)).statusCode).toBe(200);
    const [row] = await docsOf(id);
    expect(filesUnder(root).some((f) => f.includes(row.storageKey) || row.storageKey.includes(f))).toBe(true);
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPath('/bank_guarantees/{id}', { id }),
      headers: { 'x-auth-token': trader.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await docsOf(id)).toEqual([]);
    expect(filesUnder(root).some((f) => f.includes(row.storageKey) || row.storageKey.includes(f))).toBe(false);
  });
});
