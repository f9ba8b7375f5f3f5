import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { sampleInput } from './test-support';
import { apiPath } from '../../test/api-client';

type Page = {
  content: Array<{ id: number; code: string; active: boolean; categoryId?: number }>;
  totalElements: number;
};

describe('vocabularies: server paging, sorting and filters', async () => {
  const t = await buildTestApp();
  let admin: Session;
  const paged = async (query: string): Promise<Page> => {
    const res = await admin.get(`${apiPath('/quality_types/paged')}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = await t.loginAs('admin');
    const rows: Array<[string, string, string, string, boolean]> = [
      ['NEW', 'E re', 'New', 'Novo', true],
      ['USED', 'E përdorur', 'Used', 'Korišćeno', true],
      ['DAMAGED', 'E dëmtuar', 'Damaged', 'Oštećeno', false],
      ['REFURBISHED', 'E rinovuar', 'Refurbished', 'Obnovljeno', true],
      ['SCRAP', 'Skrap', 'Scrap', 'Otpad', false],
    ];
    for (const [code, labelSQ, labelEN, labelSR, active] of rows) {
      await admin.post(apiPath('/quality_types'), { code, labelSQ, labelEN, labelSR, active });
    }
    // Thousands of rows in one statement: the list pages on the server.
    await t.platform.db.execute(sql`
      insert into measurement_units (code, label_sq, label_en, label_sr, active)
      select 'U' || lpad(g::text, 5, '0'), 'Njësi ' || g, 'Unit ' || g, 'Jedinica ' || g, g % 3 <> 0
      from generate_series(1, 3000) g`);
  });

  it('defaults: page 1, 10 rows, id ascending', async () => {
    const page = await paged('');
    expect(page.totalElements).toBe(5);
    expect(page.content.map((r) => r.code)).toEqual(['NEW', 'USED', 'DAMAGED', 'REFURBISHED', 'SCRAP']);
    const ids = page.content.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('sorts by code, labels and active in both directions', async () => {
    expect((await paged('?sort=code,asc')).content.map((r) => r.code)).toEqual([
      'DAMAGED',
      'NEW',
      'REFURBISHED',
      'SCRAP',
      'USED',
    ]);
    expect((await paged('?sort=labelEN,desc')).content[0].code).toBe('USED');
    expect((await paged('?sort=labelSR')).content[0].code).toBe('USED');
    expect((await paged('?sort=active,asc')).content.slice(0, 2).map((r) => r.active)).toEqual([false, false]);
  });

  it('filters by code, by label in any language, by active', async () => {
    expect((await paged('?filter[code]=re')).content.map((r) => r.code)).toEqual(['REFURBISHED']);
    expect((await paged('?filter[label]=dëmtuar')).content.map((r) => r.code)).toEqual(['DAMAGED']);
    expect((await paged('?filter[label]=otpad')).content.map((r) => r.code)).toEqual(['SCRAP']);
    expect((await paged('?filter[label]=refurb')).content.map((r) => r.code)).toEqual(['REFURBISHED']);
    expect((await paged('?filter[active]=false')).totalElements).toBe(2);
    expect((await paged('?filter[active]=true&filter[code]=e')).content.map((r) => r.code)).toEqual([
      'NEW',
      'USED',
      'REFURBISHED',
    ]);
    // `%` and `_` are searched for literally.
    expect((await paged('?filter[code]=%25')).totalElements).toBe(0);
  });

  it('subcategories filter by category', async () => {
    const all: Page = (await admin.get(`${apiPath('/product_subcategories/paged')}?count=100`)).json();
    const categoryId = all.content[0].categoryId!;
    const res: Page = (
      await admin.get(`${apiPath('/product_subcategories/paged')}?filter[categoryId]=${categoryId}`)
    ).json();
    expect(res.totalElements).toBeGreaterThan(0);
    expect(res.totalElements).toBeLessThan(all.totalElements);
    expect(res.content.every((s) => s.categoryId === categoryId)).toBe(true);
  });

  it('a few thousand rows: one page from the server, with the total', async () => {
    const res = await admin.get(`${apiPath('/measurement_units/paged')}?page=300&count=10`);
    const page: Page = res.json();
    expect(page.totalElements).toBe(3000);
    expect(page.content.map((r) => r.code)).toEqual(
      Array.from({ length: 10 }, (_, i) => `U${String(2991 + i).padStart(5, '0')}`),
    );
    const last: Page = (await admin.get(`${apiPath('/measurement_units/paged')}?page=301&count=10`)).json();
    expect(last.content).toEqual([]);
    expect(last.totalElements).toBe(3000);
    const filtered: Page = (
      await admin.get(`${apiPath('/measurement_units/paged')}?filter[active]=false&sort=code,desc&count=100`)
    ).json();
    expect(filtered.totalElements).toBe(1000);
    expect(filtered.content[0].code).toBe('U03000');
    expect(filtered.content).toHaveLength(100);
    // The public active list is bounded.
    const active = (await t.app.inject({ url: apiPath('/measurement_units/active') })).json<unknown[]>();
    expect(active).toHaveLength(1000);
  });

  it('bad paging parameters answer 400 with the field', async () => {
    for (const [query, field] of [
      ['?sort=password,asc', 'sort'],
      ['?sort=code,sideways', 'sort'],
      ['?page=0', 'page'],
      ['?count=1000', 'count'],
      ['?page=abc', 'page'],
      ['?filter[secret]=1', 'filter[secret]'],
      ['?filter[active]=maybe', 'filter[active]'],
    ]) {
      const res = await admin.get(`${apiPath('/quality_types/paged')}${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json()), query).toContain(field);
    }
    const badCategory = await admin.get(`${apiPath('/product_subcategories/paged')}?filter[categoryId]=abc`);
    expect(badCategory.json()).toEqual({ 'filter[categoryId]': 'validation.invalid_value' });
    const input = sampleInput('banks', 'B1');
    expect((await admin.post(apiPath('/banks'), input)).statusCode).toBe(200);
    expect((await admin.get(`${apiPath('/banks/paged')}?filter[swiftCode]=bktr`)).json().totalElements).toBe(1);
  });
});
