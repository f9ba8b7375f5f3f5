import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../test/harness';
import { anonymousGet, createReferences, type Refs } from './test-support';
import { apiPath } from '../../test/api-client';

type Page = {
  content: Array<{ id: number; code: string; nameEN: string; quantity: number; status: string; subcategoryId: number }>;
  totalElements: number;
};

const ROWS = 3000;

describe('products: every list pages on the server (3000 rows)', async () => {
  const t = await buildTestApp();
  let operator: Session;
  let refs: Refs;
  const paged = async (query: string): Promise<Page> => {
    const res = await operator.get(`${apiPath('/products/paged')}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const view = async (query: string): Promise<Page> => {
    const res = await anonymousGet(t, `${apiPath('/products/products_view')}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    operator = await t.loginAs('operator');
    refs = await createReferences(await t.loginAs('admin'));
    // One statement: every 5th product is withdrawn, every 2nd in the other subcategory.
    await t.platform.db.execute(sql`
      insert into products (code, name_sq, name_en, name_sr, subcategory_id, quality_type_id, measurement_unit_id,
                            quantity, location, status)
      select 'BULK-' || lpad(g::text, 5, '0'), 'Produkt ' || g, 'Product ' || g, 'Proizvod ' || g,
             case when g % 2 = 0 then ${refs.otherSubcategoryId}::int else ${refs.subcategoryId}::int end,
             ${refs.qualityTypeId}::int, ${refs.measurementUnitId}::int, g, 'Depo ' || (g % 7),
             case when g % 5 = 0 then 'WITHDRAWN' else 'AVAILABLE' end
      from generate_series(1, ${ROWS}::int) g`);
  });

  it('defaults: page 1, 10 rows, id ascending, with the total', async () => {
    const page = await paged('');
    expect(page.totalElements).toBe(ROWS);
    expect(page.content).toHaveLength(10);
    expect(page.content[0].code).toBe('BULK-00001');
    const ids = page.content.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('pages, sorts and filters', async () => {
    const last = await paged('?page=30&count=100');
    expect(last.content).toHaveLength(100);
    expect(last.content.at(-1)?.code).toBe('BULK-03000');
    expect((await paged('?page=31&count=100')).content).toEqual([]);
    expect((await paged('?sort=quantity,desc&count=3')).content.map((r) => r.quantity)).toEqual([3000, 2999, 2998]);
    expect((await paged('?sort=code,desc')).content[0].code).toBe('BULK-03000');

    const withdrawn = await paged('?filter[status]=WITHDRAWN&count=5');
    expect(withdrawn.totalElements).toBe(ROWS / 5);
    expect(withdrawn.content.every((r) => r.status === 'WITHDRAWN')).toBe(true);
    expect((await paged(`?filter[subcategory]=${refs.otherSubcategoryId}`)).totalElements).toBe(ROWS / 2);
    expect((await paged('?filter[code]=BULK-0299')).totalElements).toBe(10);
    expect((await paged('?filter[name]=proizvod 2999')).content.map((r) => r.code)).toEqual(['BULK-02999']);
  });

  it('refuses unknown sorting and filters', async () => {
    expect((await operator.get(`${apiPath('/products/paged')}?sort=secret`)).statusCode).toBe(400);
    expect((await operator.get(`${apiPath('/products/paged')}?filter[lotId]=1`)).json()).toEqual({
      'filter[lotId]': 'validation.unknown_field',
    });
    expect((await operator.get(`${apiPath('/products/paged')}?filter[status]=LOST`)).statusCode).toBe(400);
    expect((await operator.get(`${apiPath('/products/paged')}?count=1000`)).statusCode).toBe(400);
  });

  it('the public view pages the available ones, 3 at a time', async () => {
    const first = await view('?page=1&count=3');
    expect(first.totalElements).toBe(ROWS - ROWS / 5);
    expect(first.content.map((r) => r.code)).toEqual(['BULK-00001', 'BULK-00002', 'BULK-00003']);
    const second = await view('?page=2&count=3');
    expect(second.content.map((r) => r.code)).toEqual(['BULK-00004', 'BULK-00006', 'BULK-00007']);
    const inSubcategory = await view(`?count=3&filter[subcategory]=${refs.subcategoryId}`);
    // Odd numbers not divisible by 5: 1500 odd, of which 300 are multiples of 5.
    expect(inSubcategory.totalElements).toBe(1200);
    expect(inSubcategory.content.every((r) => r.subcategoryId === refs.subcategoryId)).toBe(true);
  });
});
