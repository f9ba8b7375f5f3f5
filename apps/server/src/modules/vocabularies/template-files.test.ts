import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { DOCX, PDF, multipart, type Part } from '../attachments/test-files';
import { portalAuthorizationTypes, portalGoodsTypes } from './tables';
import { deleteAs } from './test-support';
import { apiPath } from '../../test/api-client';

describe('template files of authorization and goods types', async () => {
  const t = await buildTestAppWithFiles('vocabulary-templates');
  const { app, platform } = t;
  const db = platform.db;
  const [admin, officer, trader] = await Promise.all([t.loginAs('admin'), t.loginAs('officer'), t.loginAs('trader')]);

  const upload = (session: Session | null, bean: string, objectId: number, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean, objectId }),
      headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
      payload: body.payload,
    });
  };
  const download = (url: string, session?: Session) =>
    app.inject({ method: 'GET', url, headers: session ? { 'x-auth-token': session.token } : {} });
  const idOf = async (table: typeof portalAuthorizationTypes | typeof portalGoodsTypes, code: string) =>
    (await db.select({ id: table.id }).from(table).where(eq(table.code, code)))[0].id;
  const filesOf = (bean: string, objectId: number) =>
    db
      .select()
      .from(attachments)
      .where(and(eq(attachments.bean, bean), eq(attachments.objectId, objectId)));

  it('an officer uploads one file per type; a new one replaces it; anyone downloads it', async () => {
    const id = await idOf(portalAuthorizationTypes, 'CUSTOMS_WAREHOUSE');
    const first = await upload(officer, 'portal_authorization_type', id, [{ name: 'warehouse.pdf', content: PDF }]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(officer, 'portal_authorization_type', id, [{ name: 'warehouse.docx', content: DOCX }]);
    expect(second.statusCode, second.body).toBe(200);
    expect((await filesOf('portal_authorization_type', id)).map((f) => f.fileName)).toEqual(['warehouse.docx']);

    const file = await download(apiPath('/get_authorization_type_template/{id}', { id }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('warehouse.docx');
    expect(file.rawPayload.equals(DOCX)).toBe(true);

    const record = (await officer.get(apiPath('/portal_authorization_types/{id}', { id }))).json();
    expect(record.template).toMatchObject({ attachmentId: second.json()[0].id, fileName: 'warehouse.docx' });
    const options = (await download(apiPath('/portal_authorization_types/active'))).json<
      Array<{ id: number; template: unknown }>
    >();
    expect(options.find((o) => o.id === id)?.template).toMatchObject({ fileName: 'warehouse.docx' });
    expect(options.find((o) => o.id !== id)?.template).toBeNull();
  });

  it('takes exactly one file of a template format, from the type managers only', async () => {
    const id = await idOf(portalGoodsTypes, 'TEXTILES');
    const two = await upload(admin, 'portal_goods_type', id, [
      { name: 'a.pdf', content: PDF },
      { name: 'b.pdf', content: PDF },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ file: 'validation.too_many_files' });
    const image = await upload(admin, 'portal_goods_type', id, [{ name: 'a.png', content: PDF }]);
    expect(image.statusCode).toBe(400);
    expect((await upload(trader, 'portal_goods_type', id, [{ name: 'a.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await upload(null, 'portal_goods_type', id, [{ name: 'a.pdf', content: PDF }])).statusCode).toBe(401);
    expect(
      (await upload(admin, 'portal_goods_type', 2_147_480_000, [{ name: 'a.pdf', content: PDF }])).statusCode,
    ).toBe(404);
    expect(await filesOf('portal_goods_type', id)).toHaveLength(0);
    // No file yet: 404.
    expect((await download(apiPath('/get_goods_type_template/{id}', { id }))).statusCode).toBe(404);
    const ok = await upload(admin, 'portal_goods_type', id, [{ name: 'textiles.pdf', content: PDF }]);
    expect(ok.statusCode, ok.body).toBe(200);
    const file = await download(apiPath('/get_goods_type_template/{id}', { id }));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('textiles.pdf');
  });

  it("an inactive type's file is hidden from everyone but its managers", async () => {
    const id = await idOf(portalGoodsTypes, 'FOOTWEAR');
    expect((await upload(officer, 'portal_goods_type', id, [{ name: 'shoes.pdf', content: PDF }])).statusCode).toBe(
      200,
    );
    await db.update(portalGoodsTypes).set({ active: false }).where(eq(portalGoodsTypes.id, id));
    expect((await download(apiPath('/get_goods_type_template/{id}', { id }))).statusCode).toBe(404);
    expect((await download(apiPath('/get_goods_type_template/{id}', { id }), trader)).statusCode).toBe(404);
    expect((await download(apiPath('/get_goods_type_template/{id}', { id }), officer)).statusCode).toBe(200);
  });

  it('a type with a template cannot be deleted until its file is removed', async () => {
    const created = await officer.post(apiPath('/portal_authorization_types'), {
      code: 'TEMP_STORAGE',
      labelSQ: 'Depozitim i përkohshëm',
      labelEN: 'Temporary storage',
      labelSR: 'Privremeno skladištenje',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().template).toBeNull();
    const { id } = created.json<{ id: number }>();
    const uploaded = await upload(officer, 'portal_authorization_type', id, [{ name: 'storage.pdf', content: PDF }]);
    const refused = await deleteAs(t, officer, apiPath('/portal_authorization_types/{id}', { id }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ _error: 'vocabulary.in_use' });
    const fileId = uploaded.json()[0].id;
    expect((await deleteAs(t, officer, apiPath('/attachments/{id}', { id: fileId }))).statusCode).toBe(200);
    expect((await deleteAs(t, officer, apiPath('/portal_authorization_types/{id}', { id }))).statusCode).toBe(200);
  });

  it('document templates download by template id (get_document_template_vocabulary_template)', async () => {
    const groups = (await officer.get(`${apiPath('/document_template_groups/paged')}?count=50`)).json();
    const goodsGroup = groups.content.find((g: { code: string }) => g.code === 'GOODS_TYPE');
    const template = await officer.post(apiPath('/document_templates'), {
      groupId: goodsGroup.id,
      code: 'GOODS_DECLARATION_FORM',
      nameSQ: 'Formulari',
      nameEN: 'Form',
      nameSR: 'Obrazac',
    });
    expect(template.statusCode, template.body).toBe(200);
    const { id } = template.json<{ id: number }>();
    expect((await download(apiPath('/get_document_template_vocabulary_template/{id}', { id }))).statusCode).toBe(404);
    const body = multipart([{ name: 'form.pdf', content: PDF }]);
    const uploaded = await app.inject({
      method: 'POST',
      url: apiPath('/document_templates/upload/{templateId}', { templateId: id }),
      headers: { ...body.headers, 'x-auth-token': officer.token },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = await download(apiPath('/get_document_template_vocabulary_template/{id}', { id }));
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const listed = (await download(`${apiPath('/document_template_vocabulary/by_group')}?code=GOODS_TYPE`)).json();
    expect(listed.find((l: { id: number }) => l.id === id)).toMatchObject({ fileName: 'form.pdf' });
    // An inactive template's file is its managers' only.
    await officer.post(apiPath('/document_templates'), { ...template.json<Record<string, unknown>>(), active: false });
    expect((await download(apiPath('/get_document_template_vocabulary_template/{id}', { id }))).statusCode).toBe(404);
    expect(
      (await download(apiPath('/get_document_template_vocabulary_template/{id}', { id }), officer)).statusCode,
    ).toBe(200);
  });
});
