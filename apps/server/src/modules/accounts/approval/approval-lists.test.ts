import { describe, expect, it } from 'vitest';
import { buildAccount } from '../../../test/factories';
import { buildTestApp } from '../../../test/harness';
import { apiPath } from '../../../test/api-client';

describe('approval lists', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const registry = await t.loginAs('registry');
  const admin = await t.loginAs('admin');

  const pending = [
    await buildAccount(db, { name: 'Zeta Import' }),
    await buildAccount(db, { name: 'Alfa Export' }),
    await buildAccount(db, { name: 'Mira Trade' }),
  ];
  const approved = await buildAccount(db, { name: 'Alfa Approved', status: 'APPROVED' });
  const person = await buildAccount(db, { kind: 'individual', name: 'Besa' });
  const names = (res: { json(): { content: Array<{ companyName: string | null }> } }) =>
    res.json().content.map((r) => r.companyName);

  it('lists company administrators awaiting approval by default, with their company', async () => {
    const res = await registry.get(`${apiPath('/registered_users/companies_for_approval')}?count=100`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.content.every((r: { status: string }) => r.status === 'PENDING_APPROVAL')).toBe(true);
    expect(names(res)).toEqual(expect.arrayContaining(['Zeta Import', 'Alfa Export', 'Mira Trade']));
    expect(names(res)).not.toContain('Alfa Approved');
    expect(body.content.map((r: { username: string }) => r.username)).not.toContain(person.user.username);
    const row = body.content.find((r: { id: number }) => r.id === pending[0].user.id);
    expect(row).toMatchObject({
      companyUniqueNumber: pending[0].company!.companyUniqueNumber,
      fiscalNumber: pending[0].company!.fiscalNumber,
      firstName: null,
    });
    // The admin kit's path answers the same.
    expect(
      (await registry.get(`${apiPath('/registered_users/companies_for_approval/paged')}?count=100`)).json(),
    ).toEqual(body);
  });

  it('filters by status (or all), name, number, username and e-mail', async () => {
    expect(
      names(
        await registry.get(
          `${apiPath('/registered_users/companies_for_approval')}?filter[status]=APPROVED&filter[name]=alfa`,
        ),
      ),
    ).toEqual(['Alfa Approved']);
    expect(
      names(
        await registry.get(
          `${apiPath('/registered_users/companies_for_approval')}?filter[status]=all&filter[name]=ALFA&sort=name,asc`,
        ),
      ),
    ).toEqual(['Alfa Approved', 'Alfa Export']);
    const number = pending[2].company!.companyUniqueNumber;
    expect(
      names(
        await registry.get(
          `${apiPath('/registered_users/companies_for_approval')}?filter[companyUniqueNumber]=${number}`,
        ),
      ),
    ).toEqual(['Mira Trade']);
    const byUser = await registry.get(
      `${apiPath('/registered_users/companies_for_approval')}?filter[username]=${pending[1].user.username}`,
    );
    expect(names(byUser)).toEqual(['Alfa Export']);
    const byMail = await registry.get(
      `${apiPath('/registered_users/companies_for_approval')}?filter[email]=${approved.user.email}&filter[status]=all`,
    );
    expect(names(byMail)).toEqual(['Alfa Approved']);
    expect(
      (
        await registry.get(
          `${apiPath('/registered_users/companies_for_approval')}?filter[name]=${encodeURIComponent('100%_')}`,
        )
      ).json().totalElements,
    ).toBe(0);
  });

  it('sorts and pages', async () => {
    const sorted = await registry.get(
      `${apiPath('/registered_users/companies_for_approval')}?filter[name]=a&sort=name,desc&count=100`,
    );
    const list = names(sorted);
    expect(list).toEqual([...list].sort().reverse());
    const page2 = await registry.get(
      `${apiPath('/registered_users/companies_for_approval')}?sort=name,asc&count=1&page=2&filter[name]=a`,
    );
    expect(page2.json().content).toHaveLength(1);
    expect(page2.json().totalElements).toBe(list.length);
    expect(names(page2)).toEqual([[...list].sort()[1]]);
  });

  it('lists individuals with their personal data', async () => {
    const res = await registry.get(`${apiPath('/registered_users/individuals_for_approval')}?filter[name]=besa`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toHaveLength(1);
    expect(res.json().content[0]).toMatchObject({
      username: person.user.username,
      firstName: 'Besa',
      personalNumber: person.individual!.personalNumber,
      companyName: null,
    });
    const byNumber = await registry.get(
      `${apiPath('/registered_users/individuals_for_approval')}?filter[personalNumber]=${person.individual!.personalNumber}`,
    );
    expect(byNumber.json().totalElements).toBe(1);
  });

  it('refuses unknown filters, unknown sorts and bad statuses with 400', async () => {
    expect(
      (await registry.get(`${apiPath('/registered_users/companies_for_approval')}?filter[password]=x`)).statusCode,
    ).toBe(400);
    expect(
      (await registry.get(`${apiPath('/registered_users/companies_for_approval')}?sort=passwordHash,asc`)).statusCode,
    ).toBe(400);
    expect(
      (await registry.get(`${apiPath('/registered_users/companies_for_approval')}?filter[status]=NOPE`)).statusCode,
    ).toBe(400);
    expect(
      (await registry.get(`${apiPath('/registered_users/individuals_for_approval')}?filter[companyUniqueNumber]=x`))
        .statusCode,
    ).toBe(400);
  });

  it('is open to staff holding the page (admin too)', async () => {
    expect((await admin.get(apiPath('/registered_users/individuals_for_approval'))).statusCode).toBe(200);
  });
});
