import { INPUT_ERROR } from '@portal/contracts/input';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankGuarantees } from '../modules/bank-guarantees/tables';
import { lots } from '../modules/auctions/tables';
import { createReferences, productBody } from '../modules/products/test-support';
import { products } from '../modules/products/tables';
import { users } from '../modules/users/tables';
import { auditLog } from '../platform/audit/tables';
import { buildTestApp } from './harness';
import { apiPath, type ApiUrl } from './api-client';

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'x\uD800y';
const INVALID = INPUT_ERROR.invalidCharacters;

/**
 * The inputs of the hardening issue ("No 5xx on any input") that answered 500 — a NUL byte or a lone surrogate in
 * a text, a tiny positive amount, an int4 overflow — now answer 400 with the field's key and change nothing. The
 * input sweep and the fuzz (`test/fuzz`) cover every route; these are the named cases.
 */
describe('inputs that answered 500', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const [admin, operator, registry, trader, person] = await Promise.all(
    ['admin', 'operator', 'registry', 'trader', 'person'].map((u) => t.loginAs(u)),
  );
  const anonymous = {
    get: (url: string) => t.app.inject({ url }),
    post: (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, payload: payload as object }),
  };
  const auditRows = async () => (await db.select({ n: count() }).from(auditLog))[0].n;

  it('NUL in texts of anonymous routes: sign-in, password renewal, page content, product and lot filters', async () => {
    const before = await auditRows();
    const signIn = await t.app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a%00b&password=x`,
    });
    expect([signIn.statusCode, signIn.json()]).toEqual([400, { username: INVALID }]);
    const renew = await anonymous.post(apiPath('/user/renew_password'), { username: NUL });
    expect([renew.statusCode, renew.json()]).toEqual([400, { username: INVALID }]);
    const content = await anonymous.get(`${apiPath('/pages/content')}?url=%2Fa%00b`);
    expect([content.statusCode, content.json()]).toEqual([400, { url: INVALID }]);
    for (const url of [
      `${apiPath('/products/products_view')}?filter[search]=a%00b`,
      `${apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type: 1 })}?filter[search]=a%00b`,
      `${apiPath('/lots/get_lots_in_upcoming_and_running_auctions/{type}', { type: 1 })}?filter[number]=a%00b`,
      `${apiPath('/auctions/public/list/{list}', { list: 'published' })}?filter[number]=a%00b`,
    ]) {
      const res = await anonymous.get(url);
      expect([res.statusCode, res.json()], url).toEqual([400, { [url.slice(url.indexOf('filter'), -6)]: INVALID }]);
    }
    // Nothing was recorded: not even a failed sign-in.
    expect(await auditRows()).toBe(before);
  });

  it('NUL and lone surrogates in profile updates leave the records as they were', async () => {
    const [before] = await db.select().from(users).where(eq(users.username, 'trader'));
    const own = { username: 'trader', email: before.email, lang: 'en' };
    for (const phone of [NUL, LONE_SURROGATE]) {
      const res = await trader.post(apiPath('/user/update_data'), { ...own, phone });
      expect([res.statusCode, res.json()]).toEqual([400, { phone: INVALID }]);
    }
    const current = (await trader.get(apiPath('/traders/current'))).json();
    const company = await trader.post(apiPath('/traders/update_data'), { ...current, companyName: NUL });
    expect([company.statusCode, company.json()]).toEqual([400, { companyName: INVALID }]);
    const individual = (await person.get(apiPath('/persons/current'))).json();
    const named = await person.post(apiPath('/persons/update_data'), { ...individual, firstName: LONE_SURROGATE });
    expect([named.statusCode, named.json()]).toEqual([400, { firstName: INVALID }]);
    const [after] = await db.select().from(users).where(eq(users.username, 'trader'));
    expect(after).toEqual(before);
  });

  it('NUL in staff routes: logs, lookups, status actions, auction commands', async () => {
    const cases: Array<[Awaited<ReturnType<typeof t.app.inject>>, Record<string, string>]> = [
      [await admin.get(`${apiPath('/users/log')}?code=a%00b`), { code: INVALID }],
      [await admin.get(apiPath('/users/by_username/{username}', { username: 'a\0b' })), { username: INVALID }],
      [await admin.get(`${apiPath('/users/paged')}?filter[username]=a%00b`), { 'filter[username]': INVALID }],
      [await admin.get(`${apiPath('/translations/by_key')}?key=a%00b`), { key: INVALID }],
      [await registry.post(apiPath('/registered_users/enable'), { username: NUL }), { username: INVALID }],
      [
        await registry.post(apiPath('/registered_users/block'), {
          registeredUser: { username: NUL },
          blockReason: 'x',
        }),
        { 'registeredUser.username': INVALID },
      ],
      [
        await registry.get(`${apiPath('/bank_guarantees/paged')}?filter[company]=a%00b`),
        { 'filter[company]': INVALID },
      ],
      [await operator.post(apiPath('/auctions/publish'), { auctionNumber: NUL }), { auctionNumber: INVALID }],
      [await operator.get(`${apiPath('/auctions/log')}?auctionNumber=a%00b`), { auctionNumber: INVALID }],
      [await operator.get(`${apiPath('/lots/paged')}?filter[search]=a%00b`), { 'filter[search]': INVALID }],
      [
        await admin.post(apiPath('/quality_types'), { code: 'NUL1', labelSQ: NUL, labelEN: 'x', labelSR: 'x' }),
        { labelSQ: INVALID },
      ],
    ];
    for (const [res, body] of cases) expect([res.statusCode, res.json()]).toEqual([400, body]);
  });

  it('tiny positive amounts are refused, never stored as 0 or failing the CHECK', async () => {
    const bankId = (await admin.get(apiPath('/banks/active'))).json<Array<{ id: number }>>()[0].id;
    const guarantees = async () => (await db.select({ n: count() }).from(bankGuarantees))[0].n;
    const before = await guarantees();
    for (const amount of [1e-10, 1e-300]) {
      const res = await trader.post(apiPath('/bank_guarantees'), {
        bankId,
        guaranteeNumber: 'TINY-1',
        amount,
        validFrom: '01.01.2026',
        validTo: '31.12.2026',
      });
      expect([res.statusCode, res.json()]).toEqual([400, { amount: 'bank_guarantee.amount_invalid' }]);
    }
    expect(await guarantees()).toBe(before);

    const lotRows = async () => (await db.select({ n: count() }).from(lots))[0].n;
    const lotsBefore = await lotRows();
    const lot = { description: 'Tiny', startingPrice: 100, minimumIncrementAmount: 10, guaranteeAmount: 0 };
    for (const field of ['startingPrice', 'minimumIncrementAmount', 'guaranteeAmount']) {
      const res = await operator.post(apiPath('/lots'), { ...lot, [field]: 1e-300 });
      expect([res.statusCode, res.json()], field).toEqual([400, { [field]: 'validation.amount_decimals' }]);
    }
    expect(await lotRows()).toBe(lotsBefore);

    const refs = await createReferences(admin, '.TINY');
    const productRows = async () => (await db.select({ n: count() }).from(products))[0].n;
    const productsBefore = await productRows();
    const product = await operator.post(apiPath('/products'), productBody(refs, { quantity: 1e-300 }));
    expect([product.statusCode, product.json()]).toEqual([400, { quantity: 'validation.decimals_3' }]);
    expect(await productRows()).toBe(productsBefore);
    // The smallest quantity the column holds is taken as it is.
    const gram = await operator.post(apiPath('/products'), productBody(refs, { quantity: 0.001 }));
    expect([gram.statusCode, gram.json().quantity]).toEqual([200, 0.001]);
  });

  it('ids beyond int4 in administration bodies answer 400, not a database error', async () => {
    const cases: Array<[ApiUrl, unknown, string]> = [
      [apiPath('/pages/assign'), { pageId: 2_147_483_648, roleIds: [1] }, 'pageId'],
      [apiPath('/pages/assign'), { pageId: 1, roleIds: [2_147_483_648] }, 'roleIds.0'],
      [apiPath('/user_roles/pages'), { roleId: 2_147_483_648, pageIds: [] }, 'roleId'],
      [apiPath('/user_pages'), { userId: 2_147_483_648, pageIds: [] }, 'userId'],
      [apiPath('/users/roles'), { userId: 1, roleIds: [4_294_967_296] }, 'roleIds.0'],
      [apiPath('/page_groups/pages/add'), { groupId: 2_147_483_648, pageId: 1 }, 'groupId'],
      [apiPath('/page_groups'), { id: 2_147_483_648, name: 'g', label: 'G', system: 'GENERAL' }, 'id'],
      [apiPath('/user_roles'), { id: 2_147_483_648, code: 'R_X', name: 'R' }, 'id'],
      [apiPath('/translations'), { id: 2_147_483_648, key: 'k' }, 'id'],
      [apiPath('/languages'), { id: 2_147_483_648, code: 'en', name: 'English' }, 'id'],
    ];
    const before = await auditRows();
    for (const [url, body, field] of cases) {
      const res = await admin.post(url, body);
      expect([res.statusCode, res.json()[field]], url).toEqual([400, 'validation.too_big']);
    }
    expect(await auditRows()).toBe(before);
  });
});
