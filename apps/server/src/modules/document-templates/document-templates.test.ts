import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { EXE, PDF, filesUnder, multipart, type Part } from '../attachments/test-files';
import { setParameter } from '../settings/service';
import { apiPath } from '../../test/api-client';

describe('document templates', async () => {
  const t = await buildTestAppWithFiles('templates-test');
  const { app, platform } = t;
  const root = t.storageRoot;
  await setParameter(platform.db, 'upload_extensions', 'pdf,docx,txt,png,exe');
  const admin = await t.loginAs('admin');
  const trader = await t.loginAs('trader');

  const upload = (session: Session | null, templateId: number, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: apiPath('/document_templates/upload/{templateId}', { templateId }),
      headers: { ...body.headers, ...(session ? { 'x-auth-token': session.token } : {}) },
      payload: body.payload,
    });
  };
  const anonymous = (url: string) => app.inject({ method: 'GET', url });
  const del = (session: Session, url: string) =>
    app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
  const filesOf = (templateId: number) =>
    platform.db
      .select()
      .from(attachments)
      .where(and(eq(attachments.bean, 'document_template'), eq(attachments.objectId, templateId)));

  const groups = (await admin.get(`${apiPath('/document_template_groups/paged')}?count=50&sort=code,asc`)).json();
  const helpGroup = groups.content.find((g: { code: string }) => g.code === 'HELP');

  let seq = 0;
  async function createTemplate(values: Record<string, unknown> = {}) {
    seq += 1;
    const res = await admin.post(apiPath('/document_templates'), {
      groupId: helpGroup.id,
      code: `T_${seq}`,
      nameSQ: `Shabllon ${seq}`,
      nameEN: `Template ${seq}`,
      nameSR: `Šablon ${seq}`,
      ...values,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; code: string }>();
  }

  it('seeds the four groups with their codes locked', () => {
    expect(groups.content.map((g: { code: string }) => g.code)).toEqual([
      'AUTHORIZATION_TYPE',
      'GOODS_TYPE',
      'HELP',
      'IPR',
    ]);
    expect(helpGroup.fieldProperties.code.disabled).toBe(true);
  });

  it('stores exactly one uploaded file and replaces it with the next', async () => {
    const template = await createTemplate();
    const first = await upload(admin, template.id, [{ name: 'guide.pdf', content: PDF }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toHaveLength(1);
    const second = await upload(admin, template.id, [{ name: 'guide-v2.pdf', content: PDF }]);
    expect(second.statusCode, second.body).toBe(200);
    const rows = await filesOf(template.id);
    expect(rows.map((r) => r.fileName)).toEqual(['guide-v2.pdf']);
    const listed = (await admin.get(apiPath('/document_templates/{id}', { id: template.id }))).json();
    expect(listed.file).toMatchObject({ id: second.json()[0].id, fileName: 'guide-v2.pdf' });
    // The replaced file's bytes are gone too.
    expect(filesUnder(root)).toHaveLength(1);
  });

  it('refuses two files in one request and keeps the previous file', async () => {
    const template = await createTemplate();
    await upload(admin, template.id, [{ name: 'kept.pdf', content: PDF }]);
    const before = filesUnder(root).length;
    const res = await upload(admin, template.id, [
      { name: 'a.pdf', content: PDF },
      { name: 'b.pdf', content: PDF },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: 'validation.too_many_files' });
    expect((await filesOf(template.id)).map((r) => r.fileName)).toEqual(['kept.pdf']);
    expect(filesUnder(root)).toHaveLength(before);
  });

  it('refuses an extension templates do not take, storing nothing', async () => {
    const template = await createTemplate();
    const before = filesUnder(root).length;
    for (const part of [
      { name: 'tool.exe', content: EXE },
      { name: 'photo.jpg', content: PDF },
    ]) {
      const res = await upload(admin, template.id, [part]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ file: 'action.invalid_extension' });
    }
    expect(await filesOf(template.id)).toEqual([]);
    expect(filesUnder(root)).toHaveLength(before);
  });

  it('refuses a trader (403) and an anonymous visitor (401), and answers 404 for a missing template', async () => {
    const template = await createTemplate();
    expect((await upload(trader, template.id, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(403);
    expect((await upload(null, template.id, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(401);
    expect((await trader.post(apiPath('/document_templates'), { ...template, nameSQ: 'x' })).statusCode).toBe(403);
    expect((await del(trader, apiPath('/document_templates/{id}', { id: template.id }))).statusCode).toBe(403);
    expect((await trader.get(apiPath('/document_template_groups/paged'))).statusCode).toBe(403);
    expect((await upload(admin, 999_999, [{ name: 'x.pdf', content: PDF }])).statusCode).toBe(404);
    expect(await filesOf(template.id)).toEqual([]);
  });

  it('lists active templates by group for everyone, hiding inactive ones and inactive groups', async () => {
    const shown = await createTemplate({ weight: 1 });
    const hidden = await createTemplate({ weight: 0, active: false });
    const file = (await upload(admin, shown.id, [{ name: 'shown.pdf', content: PDF }])).json()[0];
    await upload(admin, hidden.id, [{ name: 'hidden.pdf', content: PDF }]);

    const res = await anonymous(`${apiPath('/document_template_vocabulary/by_group')}?code=HELP`);
    expect(res.statusCode).toBe(200);
    const codes = res.json().map((x: { code: string }) => x.code);
    expect(codes).toContain(shown.code);
    expect(codes).not.toContain(hidden.code);
    expect(res.json().find((x: { code: string }) => x.code === shown.code)).toMatchObject({
      nameEN: expect.stringMatching(/^Template/),
      nameSQ: expect.stringMatching(/^Shabllon/),
      attachmentId: file.id,
      fileName: 'shown.pdf',
    });

    // Files of active templates download without signing in; of inactive ones they do not exist for visitors.
    const download = await anonymous(apiPath('/attachments/{id}', { id: file.id }));
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    const hiddenFile = (await filesOf(hidden.id))[0];
    expect((await anonymous(apiPath('/attachments/{id}', { id: hiddenFile.id }))).statusCode).toBe(404);
    expect((await admin.get(apiPath('/attachments/{id}', { id: hiddenFile.id }))).statusCode).toBe(200);

    // A deactivated group hides all its templates.
    await admin.post(apiPath('/document_template_groups'), { ...helpGroup, active: false });
    expect((await anonymous(`${apiPath('/document_template_vocabulary/by_group')}?code=HELP`)).json()).toEqual([]);
    expect((await anonymous(apiPath('/attachments/{id}', { id: file.id }))).statusCode).toBe(404);
    await admin.post(apiPath('/document_template_groups'), { ...helpGroup, active: true });
  });

  it('validates templates and groups with field keys', async () => {
    const missing = await admin.post(apiPath('/document_templates'), { groupId: helpGroup.id, code: '' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(expect.arrayContaining(['code', 'nameSQ', 'nameEN', 'nameSR']));
    const template = await createTemplate();
    const duplicate = await admin.post(apiPath('/document_templates'), {
      groupId: helpGroup.id,
      code: template.code.toLowerCase(),
      nameSQ: 'a',
      nameEN: 'b',
      nameSR: 'c',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ code: 'document_template.code_exists' });
    const noGroup = await admin.post(apiPath('/document_templates'), {
      groupId: 999_999,
      code: 'NO_GROUP',
      nameSQ: 'a',
      nameEN: 'b',
      nameSR: 'c',
    });
    expect(noGroup.json()).toEqual({ groupId: 'validation.not_found' });
    const renamed = await admin.post(apiPath('/document_template_groups'), { ...helpGroup, code: 'OTHER' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toEqual({ code: 'document_template.built_in_fixed' });
  });

  it('sanitises rich text descriptions', async () => {
    const template = await createTemplate({
      descriptionEN: '<p style="text-align:center" onclick="x()">Fill <strong>in</strong></p><script>alert(1)</script>',
      descriptionSQ: '<p></p>',
    });
    const saved = (await admin.get(apiPath('/document_templates/{id}', { id: template.id }))).json();
    expect(saved.descriptionEN).toBe('<p style="text-align:center">Fill <strong>in</strong></p>');
    expect(saved.descriptionSQ).toBeNull();
  });

  it('deletes a template with its file, and refuses deleting a seeded or used group (409)', async () => {
    const template = await createTemplate();
    await upload(admin, template.id, [{ name: 'gone.pdf', content: PDF }]);
    const before = filesUnder(root).length;
    expect((await del(admin, apiPath('/document_templates/{id}', { id: template.id }))).statusCode).toBe(200);
    expect(await filesOf(template.id)).toEqual([]);
    expect(filesUnder(root)).toHaveLength(before - 1);
    expect((await admin.get(apiPath('/document_templates/{id}', { id: template.id }))).statusCode).toBe(404);

    expect((await del(admin, apiPath('/document_template_groups/{id}', { id: helpGroup.id }))).json()).toEqual({
      _error: 'document_template.group_built_in',
    });
    const group = (
      await admin.post(apiPath('/document_template_groups'), { code: 'EXTRA', nameSQ: 'a', nameEN: 'b', nameSR: 'c' })
    ).json();
    await createTemplate({ groupId: group.id });
    const used = await del(admin, apiPath('/document_template_groups/{id}', { id: group.id }));
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ _error: 'document_template.group_in_use' });
  });

  it('pages templates on the server with a group filter', async () => {
    const res = await admin.get(
      `${apiPath('/document_templates/paged')}?page=1&count=2&filter[groupId]=${helpGroup.id}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toHaveLength(2);
    expect(res.json().totalElements).toBeGreaterThan(2);
    expect((await admin.get(`${apiPath('/document_templates/paged')}?filter[groupId]=x`)).statusCode).toBe(400);
  });
});
