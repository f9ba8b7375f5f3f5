import type { Tariff } from '@portal/contracts/tariff';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Session } from '../../../test/harness';
import { buildAuthorizationCase, buildMovementCase, btiCaseBody } from '../../../test/factories';
import { apiPath, type ApiError } from '../../../test/api-client';
import { importAs } from '../../vocabularies/test-support';
import { tariffs } from '../tables';
import { knownTariff } from './tariffs';
import { seedTariffs, tariffEntries } from './tariff-seed';

describe('the customs tariff: HS 2022 seeded, one rule and one check for every kind, search, administration', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let trader: Session, officer: Session;

  beforeAll(async () => {
    [trader, officer] = await Promise.all(['trader', 'officer'].map((u) => t.loginAs(u)));
  });

  const search = async (q: string) =>
    (await trader.get(`${apiPath('/tariffs/search')}?q=${encodeURIComponent(q)}`)).json<Tariff[]>();

  it('holds the HS 2022 nomenclature besides the national lines, and seeding again adds nothing', async () => {
    const counts = await db
      .select({ digits: sql<number>`length(${tariffs.code})`, n: count() })
      .from(tariffs)
      .groupBy(sql`length(${tariffs.code})`);
    const byLength = Object.fromEntries(counts.map((r) => [Number(r.digits), r.n]));
    // Chapters 01–97 (77 reserved); the source's 99 is a pseudo row and left out.
    expect(byLength[2]).toBe(96);
    expect(byLength[4]).toBe(1228);
    expect(byLength[6]).toBe(5612);
    expect(byLength[8]).toBeGreaterThanOrEqual(300);
    const [horses] = await db.select().from(tariffs).where(eq(tariffs.code, '010121'));
    // English only in HS: the other labels are the English text.
    expect(horses).toMatchObject({ labelEN: 'Horses; live, pure-bred breeding animals', active: true });
    expect(horses.labelSQ).toBe(horses.labelEN);
    // A translated chapter keeps its Albanian title.
    expect((await db.select().from(tariffs).where(eq(tariffs.code, '01')))[0].labelSQ).toBe('Kafshë të gjalla');
    const before = (await db.select({ n: count() }).from(tariffs))[0].n;
    expect(before).toBeGreaterThanOrEqual(tariffEntries().length);
    await seedTariffs(db);
    expect((await db.select({ n: count() }).from(tariffs))[0].n).toBe(before);
  });

  it('knows an 8/10-digit code by its exact entry, or by its HS subheading while no national line is under it', async () => {
    expect((await knownTariff(db, '8471 30 00'))?.code).toBe('84713000');
    expect((await knownTariff(db, '0101.21.00'))?.code).toBe('010121');
    expect((await knownTariff(db, '0101210010'))?.code).toBe('010121');
    // 847130 has a national line (84713000): other codes under it are unknown.
    expect(await knownTariff(db, '84713099')).toBeUndefined();
    expect(await knownTariff(db, '99999999')).toBeUndefined();
    expect(await knownTariff(db, '010121')).toBeUndefined();
    expect(await knownTariff(db, '12345')).toBeUndefined();
  });

  it('refuses a badly formed or unknown code on its field, in every kind', async () => {
    const auth = await buildAuthorizationCase(db, 'trader');
    const addLine = (code: string) =>
      trader.post(apiPath('/authorization_tariffs/add_authorization_tariff_to_authorization_case'), {
        authorizationCase: { id: auth.id },
        code,
        quantity: 1,
        value: 1,
      });
    for (const [code, key] of [
      ['12345', 'portal.tariff_code_digits'],
      ['0101 21 00 1', 'portal.tariff_code_digits'],
      ['99999999', 'portal.invalid_tariff'],
      ['84713099', 'portal.invalid_tariff'],
    ]) {
      const res = await addLine(code);
      expect([res.statusCode, res.json<ApiError>().code], code).toEqual([400, key]);
    }
    const accepted = await addLine('0101 21 00');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ code: '01012100', tariff: { code: '010121' } });

    const movement = await buildMovementCase(db, 'trader', { goods: 1 });
    const goods = (body: Record<string, unknown>, itemNumber?: number) =>
      trader.post(
        apiPath(
          itemNumber
            ? '/movement_certificate_goods/save_goods'
            : '/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case',
        ),
        { movementCertificateCase: { id: movement.id }, description: 'Horses', ...body, itemNumber },
      );
    for (const itemNumber of [undefined, 1]) {
      for (const [code, key] of [
        ['12345', 'portal.tariff_code_digits'],
        ['horse', 'portal.tariff_code_digits'],
        ['99999999', 'portal.invalid_tariff'],
      ]) {
        const res = await goods({ tariffCode: code }, itemNumber);
        expect([res.statusCode, res.json<ApiError>().tariffCode], `${code} ${itemNumber}`).toEqual([400, key]);
      }
      const ok = await goods({ tariffCode: '0101 21 00' }, itemNumber);
      expect([ok.statusCode, ok.json().tariffCode]).toEqual([200, '01012100']);
    }
    // No code is still allowed on a goods line.
    expect((await goods({ tariffCode: '' })).json().tariffCode).toBeNull();

    for (const [code, key] of [
      ['12345', 'portal.tariff_code_digits'],
      ['99999999', 'portal.invalid_tariff'],
    ]) {
      const res = await trader.post(
        apiPath('/bti_cases/create_bti_case'),
        await btiCaseBody(db, { proposedTariffCode: code }),
      );
      expect([res.statusCode, res.json<ApiError>()['bti.proposedTariffCode']], code).toEqual([400, key]);
    }
  });

  it('searches by code prefix and by words in any label, ordered by code, bounded', async () => {
    const horses = await search('horses live');
    expect(horses.map((r) => r.code)).toEqual(['010121', '010129']);
    expect((await search('HORSES')).map((r) => r.code)).toContain('010121');
    expect((await search('0101 2')).map((r) => r.code)).toEqual(['010121', '010129']);
    // Albanian words of the national lines; 0901 21 has a national line, so its subheading is not offered.
    const coffee = await search('kafe pjekur');
    expect(coffee.map((r) => r.code)).toContain('09012100');
    expect(coffee.map((r) => r.code)).not.toContain('090121');
    const many = await search('other');
    expect(many.length).toBe(20);
    expect([...many.map((r) => r.code)].sort()).toEqual(many.map((r) => r.code));
    // `prefix` is the same parameter; a `%` is taken literally.
    expect((await trader.get(`${apiPath('/tariffs/search')}?prefix=847130`)).json<Tariff[]>()[0].code).toBe('84713000');
    expect((await search('%')).every((r) => `${r.labelEN}${r.labelSQ}${r.labelSR}`.includes('%'))).toBe(true);
    expect(await search('zzqx')).toEqual([]);
    expect(await search('')).toEqual([]);
  });

  it('is administered as a vocabulary: an imported national line is found and makes its subheading strict', async () => {
    const csv = [
      'code;labelSQ;labelEN;labelSR',
      '0101 29 10 10;Kuaj për gara;Racing horses;Trkački konji',
      '0101.29;Kuaj të gjallë, të tjerë;"Horses; live, other";Konji, živi, ostali',
      '12345;X;X;X',
      '0101291;X;X;X',
    ].join('\n');
    const res = await importAs(t, officer, 'tariffs', 'national.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      saved: 2,
      refused: [
        { row: 3, code: '12345', errors: { code: 'portal.tariff_entry_code_format' } },
        { row: 4, code: '0101291', errors: { code: 'portal.tariff_entry_code_format' } },
      ],
    });
    expect((await search('racing horses')).map((r) => [r.code, r.labelSQ])).toEqual([['0101291010', 'Kuaj për gara']]);
    // 010129 now has a national line: only it is known there.
    expect((await knownTariff(db, '0101291010'))?.code).toBe('0101291010');
    expect(await knownTariff(db, '01012900')).toBeUndefined();
    // The admin list shows it; deactivating makes it unknown.
    const page = (await officer.get(`${apiPath('/tariffs/paged')}?count=5&filter[code]=0101291010`)).json();
    expect(page.content).toHaveLength(1);
    const record = page.content[0];
    const saved = await officer.post(apiPath('/tariffs'), { ...record, active: false });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await knownTariff(db, '0101291010')).toBeUndefined();
    const badCode = await officer.post(apiPath('/tariffs'), { ...record, id: null, code: '123' });
    expect([badCode.statusCode, badCode.json<ApiError>().code]).toEqual([400, 'portal.tariff_entry_code_format']);
  });
});
