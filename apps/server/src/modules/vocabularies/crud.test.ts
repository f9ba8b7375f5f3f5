import { VOCABULARY_TYPES, type VocabularyType } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { productCategories } from './tables';
import { deleteAs, sampleInput } from './test-support';
import { apiPath } from '../../test/api-client';

describe('vocabularies: create, read, update, delete', async () => {
  const t = await buildTestApp();
  let admin: Session;
  let categoryId: number;

  beforeAll(async () => {
    admin = await t.loginAs('admin');
    const [vehicles] = await t.platform.db
      .select()
      .from(productCategories)
      .where(eq(productCategories.code, 'VEHICLES'));
    categoryId = vehicles.id;
  });

  const auditActions = async (type: VocabularyType, id: number) =>
    (
      await t.platform.db
        .select({ action: auditLog.action, actor: auditLog.actorUsername })
        .from(auditLog)
        .where(and(eq(auditLog.entity, type), eq(auditLog.entityId, String(id))))
        .orderBy(auditLog.id)
    ).map((a) => `${a.action}:${a.actor}`);

  it.each(VOCABULARY_TYPES)(
    '%s: new, create, read, update, list, active, delete — each change audited',
    async (type) => {
      const draft = await admin.get(apiPath(`/${type}/new`));
      expect(draft.statusCode).toBe(200);
      expect(draft.json()).toMatchObject({ id: null, code: '', labelSQ: '', active: true });
      expect(draft.json().fieldProperties.code).toEqual({ disabled: false });

      const input = sampleInput(type, `T_${type.toUpperCase()}`, categoryId);
      const created = await admin.post(apiPath(`/${type}`), input);
      expect(created.statusCode, created.body).toBe(200);
      const record = created.json();
      expect(record).toMatchObject({ ...input, id: expect.any(Number) });
      expect(record.fieldProperties.labelSQ).toEqual({ disabled: false });
      if (type === 'product_subcategories') expect(record.category).toMatchObject({ id: categoryId, code: 'VEHICLES' });

      const read = await admin.get(apiPath(`/${type}/{id}`, { id: record.id }));
      expect(read.json()).toEqual(record);

      const updated = await admin.post(apiPath(`/${type}`), {
        ...input,
        id: record.id,
        labelEN: 'Changed',
        active: false,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      expect(updated.json()).toMatchObject({ id: record.id, labelEN: 'Changed', active: false });

      const page = (await admin.get(`${apiPath(`/${type}/paged`)}?filter[code]=${record.code}`)).json();
      expect(page.totalElements).toBe(1);
      expect(page.content[0]).toMatchObject({ id: record.id, labelEN: 'Changed' });

      // Inactive records are not offered; activating it again shows it in the public list.
      const inactive = (await t.app.inject({ url: apiPath(`/${type}/active`) })).json<Array<{ id: number }>>();
      expect(inactive.some((r) => r.id === record.id)).toBe(false);
      await admin.post(apiPath(`/${type}`), { ...input, id: record.id, active: true });
      const active = (await t.app.inject({ url: apiPath(`/${type}/active`) })).json<Array<{ id: number }>>();
      expect(active.some((r) => r.id === record.id)).toBe(true);

      const deleted = await deleteAs(t, admin, apiPath(`/${type}/{id}`, { id: record.id }));
      expect(deleted.statusCode).toBe(200);
      expect((await admin.get(apiPath(`/${type}/{id}`, { id: record.id }))).statusCode).toBe(404);
      expect(await auditActions(type, record.id)).toEqual([
        'vocabulary.create:admin',
        'vocabulary.update:admin',
        'vocabulary.update:admin',
        'vocabulary.delete:admin',
      ]);
    },
  );

  it('input is trimmed and normalised; optional fields may be left empty', async () => {
    const res = await admin.post(apiPath('/banks'), {
      code: '  BANK_A ',
      labelSQ: ' Banka A ',
      labelEN: 'Bank A',
      labelSR: 'Banka A',
      swiftCode: 'ncbaalt1xxx',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ code: 'BANK_A', labelSQ: 'Banka A', swiftCode: 'NCBAALT1XXX', active: true });
    const empty = await admin.post(apiPath('/measurement_units'), {
      code: 'PCS',
      labelSQ: 'Copë',
      labelEN: 'Piece',
      labelSR: 'Komad',
      symbol: '',
    });
    expect(empty.json()).toMatchObject({ symbol: null });
  });

  it('refuses bad input with field keys', async () => {
    const res = await admin.post(apiPath('/banks'), {
      code: 'has space',
      labelSQ: '',
      labelEN: 'x'.repeat(201),
      swiftCode: 'ABC',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation.code_format',
      labelSQ: 'generic.required',
      labelEN: 'validation.too_long',
      labelSR: 'generic.required',
      swiftCode: 'validation.swift_code',
    });
    const noCategory = await admin.post(
      apiPath('/product_subcategories'),
      sampleInput('product_subcategories', 'NO_CAT'),
    );
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toEqual({ categoryId: 'generic.required' });
  });

  it('duplicate code → 400 vocabulary.code_exists, on create and on update', async () => {
    const first = (await admin.post(apiPath('/quality_types'), sampleInput('quality_types', 'NEW'))).json();
    const again = await admin.post(apiPath('/quality_types'), sampleInput('quality_types', 'NEW'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ code: 'vocabulary.code_exists' });
    const second = (await admin.post(apiPath('/quality_types'), sampleInput('quality_types', 'USED'))).json();
    const rename = await admin.post(apiPath('/quality_types'), {
      ...sampleInput('quality_types', 'NEW'),
      id: second.id,
    });
    expect(rename.json()).toEqual({ code: 'vocabulary.code_exists' });
    // Saving a record with its own code is not a duplicate.
    const same = await admin.post(apiPath('/quality_types'), { ...sampleInput('quality_types', 'NEW'), id: first.id });
    expect(same.statusCode).toBe(200);
    // The same code in another vocabulary is fine.
    expect((await admin.post(apiPath('/banks'), sampleInput('banks', 'NEW'))).statusCode).toBe(200);
  });

  it('unknown category → 400 categoryId validation.not_found', async () => {
    const res = await admin.post(apiPath('/product_subcategories'), sampleInput('product_subcategories', 'X', 999_999));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ categoryId: 'validation.not_found' });
  });

  it('a category with subcategories is in use: its code is fixed and it cannot be deleted (409)', async () => {
    const category = (await admin.get(apiPath('/product_categories/{id}', { id: categoryId }))).json();
    expect(category.fieldProperties.code).toEqual({ disabled: true });
    expect(category.fieldProperties.labelSQ).toEqual({ disabled: false });

    const del = await deleteAs(t, admin, apiPath('/product_categories/{id}', { id: categoryId }));
    expect(del.statusCode).toBe(409);
    expect(del.json()).toEqual({ _error: 'vocabulary.in_use' });

    const base = {
      code: category.code,
      labelSQ: category.labelSQ,
      labelEN: category.labelEN,
      labelSR: category.labelSR,
    };
    const recode = await admin.post(apiPath('/product_categories'), { ...base, id: categoryId, code: 'CARS' });
    expect(recode.statusCode).toBe(400);
    expect(recode.json()).toEqual({ code: 'validation.read_only' });
    const relabel = await admin.post(apiPath('/product_categories'), {
      ...base,
      id: categoryId,
      labelEN: 'Motor vehicles',
    });
    expect(relabel.statusCode).toBe(200);

    // An empty category is free again.
    const empty = (await admin.post(apiPath('/product_categories'), sampleInput('product_categories', 'EMPTY'))).json();
    expect(empty.fieldProperties.code).toEqual({ disabled: false });
    expect((await deleteAs(t, admin, apiPath('/product_categories/{id}', { id: empty.id }))).statusCode).toBe(200);
  });

  it('the visitors’ menu still lists the active categories with their subcategories', async () => {
    const nav = (await t.app.inject({ url: apiPath('/pages/navigation') })).json();
    expect(nav.pageGroups.map((g: { name: string }) => g.name)).toContain('category.VEHICLES');
  });

  it('public active list of subcategories of one category (the same service with a query)', async () => {
    const all = (await t.app.inject({ url: apiPath('/product_subcategories/active') })).json<
      Array<{
        categoryId: number;
        labelSQ: string;
      }>
    >();
    const ofVehicles = (
      await t.app.inject({ url: `${apiPath('/product_subcategories/active')}?categoryId=${categoryId}&_=123` })
    ).json<Array<{ categoryId: number; labelSQ: string; category: { code: string } }>>();
    expect(ofVehicles.length).toBeGreaterThan(0);
    expect(ofVehicles.length).toBeLessThan(all.length);
    expect(ofVehicles.every((s) => s.categoryId === categoryId && s.category.code === 'VEHICLES')).toBe(true);
    const labels = ofVehicles.map((s) => s.labelSQ);
    expect(labels).toEqual([...labels].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(ofVehicles[0]).not.toHaveProperty('fieldProperties');
    expect((await t.app.inject({ url: `${apiPath('/product_subcategories/active')}?categoryId=abc` })).statusCode).toBe(
      400,
    );

    // Subcategories of an inactive category are not offered.
    const category = (await admin.get(apiPath('/product_categories/{id}', { id: categoryId }))).json();
    const { fieldProperties: _f, ...values } = category;
    await admin.post(apiPath('/product_categories'), { ...values, active: false });
    const hidden = (
      await t.app.inject({ url: `${apiPath('/product_subcategories/active')}?categoryId=${categoryId}` })
    ).json();
    expect(hidden).toEqual([]);
    await admin.post(apiPath('/product_categories'), { ...values, active: true });
  });

  it('garbage ids answer 400 or 404, never 500', async () => {
    for (const [url, status] of [
      [apiPath('/banks/{id}', { id: 'abc' }), 400],
      [apiPath('/banks/{id}', { id: '-1' }), 400],
      [apiPath('/banks/{id}', { id: '1.5' }), 400],
      [apiPath('/banks/{id}', { id: 99999999999 }), 400],
      [apiPath('/banks/{id}', { id: 999999 }), 404],
    ] as const) {
      expect((await admin.get(url)).statusCode, url).toBe(status);
      expect((await deleteAs(t, admin, url)).statusCode, url).toBe(status);
    }
    expect((await admin.post(apiPath('/banks'), { ...sampleInput('banks', 'G'), id: 'x' })).statusCode).toBe(400);
    expect((await admin.post(apiPath('/banks'), { ...sampleInput('banks', 'G'), id: 999_999 })).statusCode).toBe(404);
    const badJson = await t.app.inject({
      method: 'POST',
      url: apiPath('/banks'),
      headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
      payload: '{"code": ',
    });
    expect(badJson.statusCode).toBe(400);
  });

  it('refusals: anonymous 401, a trader 403; reading active is public', async () => {
    const trader = await t.loginAs('trader');
    for (const type of VOCABULARY_TYPES) {
      expect((await t.app.inject({ url: apiPath(`/${type}/paged`) })).statusCode).toBe(401);
      expect((await trader.get(apiPath(`/${type}/paged`))).statusCode).toBe(403);
      expect((await trader.get(apiPath(`/${type}/new`))).statusCode).toBe(403);
      expect((await trader.post(apiPath(`/${type}`), sampleInput(type, 'X', categoryId))).statusCode).toBe(403);
      expect((await deleteAs(t, trader, apiPath(`/${type}/{id}`, { id: 1 }))).statusCode).toBe(403);
      expect((await deleteAs(t, null, apiPath(`/${type}/{id}`, { id: 1 }))).statusCode).toBe(401);
      expect((await t.app.inject({ url: apiPath(`/${type}/active`) })).statusCode).toBe(200);
    }
  });
});
