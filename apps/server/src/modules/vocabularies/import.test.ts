import type { VocabularyType } from '@portal/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { productCategories } from './tables';
import { importAs } from './test-support';
import { apiPath } from '../../test/api-client';

type Record_ = { code: string; labelSQ: string; labelEN: string; active: boolean; symbol?: string | null };

describe('vocabularies: CSV import', async () => {
  const t = await buildTestApp();
  let admin: Session;
  const list = async (type: VocabularyType, query = ''): Promise<Record_[]> =>
    (await admin.get(`${apiPath(`/${type}/paged`)}?count=100${query}`)).json().content;

  beforeAll(async () => {
    admin = await t.loginAs('admin');
  });

  it('saves the good rows and reports the bad ones with their field errors', async () => {
    const csv = [
      'code,labelSQ,labelEN,labelSR,active,symbol',
      'KG,Kilogram,Kilogram,Kilogram,true,kg',
      'L,Litër,Litre,Litar,,l',
      'BAD CODE,,Bad,Loše,true,',
      'M,Metër,Metre,Metar,no,m',
      'KG,Kilogram again,Kilogram,Kilogram,true,kg',
      'PCS,Copë,Piece,Komad,maybe,',
    ].join('\n');
    const res = await importAs(t, admin, 'measurement_units', 'units.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      saved: 3,
      refused: [
        { row: 3, code: 'BAD CODE', errors: { code: 'validation.code_format', labelSQ: 'generic.required' } },
        { row: 5, code: 'KG', errors: { code: 'validation.duplicate_in_file' } },
        { row: 6, code: 'PCS', errors: { active: 'validation.invalid_type' } },
      ],
    });
    const saved = await list('measurement_units', '&sort=code');
    expect(saved.map((r) => [r.code, r.labelSQ, r.active, r.symbol])).toEqual([
      ['KG', 'Kilogram', true, 'kg'],
      ['L', 'Litër', true, 'l'],
      ['M', 'Metër', false, 'm'],
    ]);
    const [audit] = await t.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vocabulary.import'), eq(auditLog.entity, 'measurement_units')));
    expect(audit.actorUsername).toBe('admin');
    expect(audit.after).toMatchObject({ saved: 3, refused: 3, created: ['KG', 'L', 'M'], updated: [] });
  });

  it('updates existing codes; accepts a BOM, `;` separators, quoted cells and header names in any case', async () => {
    const csv =
      '\uFEFFCode;LabelSQ;labelen;LABELSR;active;symbol\r\n' +
      'KG;"Kilogram; masë";Kilogram;Kilogram;1;kg\r\n' +
      '\r\n' +
      'T;Ton;Tonne;Tona;true;t\r\n';
    const res = await importAs(t, admin, 'measurement_units', 'units.CSV', Buffer.from(csv, 'utf8'));
    expect(res.json()).toEqual({ saved: 2, refused: [] });
    const saved = await list('measurement_units', '&sort=code');
    expect(saved.find((r) => r.code === 'KG')?.labelSQ).toBe('Kilogram; masë');
    expect(saved.map((r) => r.code)).toEqual(['KG', 'L', 'M', 'T']);
  });

  it('subcategories: unknown categories are refused per row', async () => {
    const [category] = await t.platform.db.select().from(productCategories).where(eq(productCategories.code, 'FOOD'));
    const csv = [
      'code,labelSQ,labelEN,labelSR,categoryId',
      `DAIRY,Bulmet,Dairy,Mlečni proizvodi,${category.id}`,
      'GHOST,Fantazmë,Ghost,Duh,999999',
      'NOCAT,Pa kategori,No category,Bez kategorije,',
      'WORD,Fjalë,Word,Reč,abc',
    ].join('\n');
    const res = await importAs(t, admin, 'product_subcategories', 'sub.csv', csv);
    expect(res.json()).toEqual({
      saved: 1,
      refused: [
        { row: 2, code: 'GHOST', errors: { categoryId: 'validation.not_found' } },
        { row: 3, code: 'NOCAT', errors: { categoryId: 'generic.required' } },
        { row: 4, code: 'WORD', errors: { categoryId: 'validation.invalid_type' } },
      ],
    });
    const dairy = await list('product_subcategories', '&filter[code]=DAIRY');
    expect(dairy).toHaveLength(1);
  });

  it('a file with only bad rows saves nothing and reports every row', async () => {
    const res = await importAs(
      t,
      admin,
      'banks',
      'banks.csv',
      'code,labelSQ,labelEN,labelSR,swiftCode\nB1,Banka,Bank,Banka,XYZ\n',
    );
    expect(res.json()).toEqual({
      saved: 0,
      refused: [{ row: 1, code: 'B1', errors: { swiftCode: 'validation.swift_code' } }],
    });
    expect((await list('banks')).map((bank: { code: string }) => bank.code)).not.toContain('B1');
  });

  it('refuses files it cannot read, with a key on `file`', async () => {
    const cases: Array<[string, string | Buffer, string]> = [
      ['a.csv', 'code,labelSQ,wrong\nA,B,C\n', 'validation.csv_header'],
      ['a.csv', 'labelSQ,labelEN,labelSR\nA,B,C\n', 'validation.csv_header'],
      ['a.csv', 'code,code,labelSQ\nA,B,C\n', 'validation.csv_header'],
      ['a.csv', 'code,labelSQ,labelEN,labelSR\n', 'validation.csv_empty'],
      ['a.csv', '', 'validation.csv_empty'],
      ['a.csv', 'code,labelSQ\n"A,B\n', 'validation.csv_invalid'],
      ['a.csv', Buffer.from([0x63, 0x6f, 0x64, 0x65, 0x0a, 0x9a, 0xe8, 0x0a]), 'validation.csv_encoding'],
      ['a.xlsx', 'code\nA\n', 'action.invalid_extension'],
      [
        'a.csv',
        `code,labelSQ,labelEN,labelSR\n${Array.from({ length: 5001 }, (_, i) => `C${i},a,b,c`).join('\n')}`,
        'validation.csv_too_many_rows',
      ],
    ];
    for (const [name, content, key] of cases) {
      const res = await importAs(t, admin, 'quality_types', name, content);
      expect(res.statusCode, key).toBe(400);
      expect(res.json(), key).toEqual({ file: key });
    }
    const noFile = await admin.post(apiPath('/quality_types/import'), {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({ file: 'generic.required' });
  });

  it('5000 rows import in one go', async () => {
    const csv = `code,labelSQ,labelEN,labelSR\n${Array.from({ length: 5000 }, (_, i) => `Q${i},Cilësi ${i},Quality ${i},Kvalitet ${i}`).join('\n')}`;
    const res = await importAs(t, admin, 'quality_types', 'q.csv', csv);
    expect(res.json()).toEqual({ saved: 5000, refused: [] });
    expect((await admin.get(apiPath('/quality_types/paged'))).json().totalElements).toBe(5000);
  });

  it('only for holders of the page', async () => {
    const trader = await t.loginAs('trader');
    expect((await importAs(t, trader, 'banks', 'b.csv', 'code\nX\n')).statusCode).toBe(403);
    expect((await importAs(t, null, 'banks', 'b.csv', 'code\nX\n')).statusCode).toBe(401);
  });
});
