import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, type Session } from '../../test/harness';
import { mailOutbox } from '../mail/tables';
import { bankGuarantees } from './tables';
import { apiPath } from '../../test/api-client';

describe('bank guarantees: owner side', async () => {
  const t = await buildTestApp();
  let admin: Session, trader: Session, person: Session, registry: Session, operator: Session;
  let bankId: number, otherBankId: number, inactiveBankId: number;

  const del = (session: Session, url: string) =>
    t.app.inject({ method: 'DELETE', url, headers: { 'x-auth-token': session.token } });
  const input = (over: Record<string, unknown> = {}) => ({
    bankId,
    guaranteeNumber: `G-${Math.random().toString(36).slice(2, 10)}`,
    amount: 25000.5,
    validFrom: '01.03.2026',
    validTo: '31.12.2026 00:00',
    ...over,
  });
  const create = async (session: Session, over: Record<string, unknown> = {}) => {
    const res = await session.post(apiPath('/bank_guarantees'), input(over));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const bank = async (code: string, active = true) => {
    const res = await admin.post(apiPath('/banks'), {
      code,
      labelSQ: `Banka ${code}`,
      labelEN: `Bank ${code}`,
      labelSR: `Banka ${code}`,
      active,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    [admin, trader, person, registry, operator] = await Promise.all(
      ['admin', 'trader', 'person', 'registry', 'operator'].map((u) => t.loginAs(u)),
    );
    bankId = await bank('BKT');
    otherBankId = await bank('RZB');
    inactiveBankId = await bank('OLD', false);
  });

  it('records a guarantee of the caller, lists it by username, edits it and reads it back', async () => {
    const created = await create(trader, { guaranteeNumber: 'BKT-2026-001', currency: 'EUR' });
    expect(created).toMatchObject({
      guaranteeNumber: 'BKT-2026-001',
      amount: 25000.5,
      currency: 'EUR',
      validFrom: '2026-03-01',
      validTo: '2026-12-31',
      status: 'ACTIVE',
      username: 'trader',
      companyName: 'Demo Trade Sh.p.k.',
      bank: { id: bankId, labelEN: 'Bank BKT' },
      editable: true,
      notes: null,
    });
    expect(created.fieldProperties.amount).toEqual({ disabled: false });

    const list = await trader.get(`${apiPath('/bank_guarantees/by_username')}?username=trader`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { id: number }) => g.id)).toContain(created.id);

    const edited = await trader.post(apiPath('/bank_guarantees'), {
      ...input({ id: created.id, guaranteeNumber: 'BKT-2026-001', bankId: otherBankId }),
      amount: 30000,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, amount: 30000, bankId: otherBankId });

    const one = await trader.get(apiPath('/bank_guarantees/{id}', { id: created.id }));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: created.id, documents: [] });

    const audits = await t.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'bank_guarantee'), eq(auditLog.entityId, String(created.id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['bank_guarantee.create', 'bank_guarantee.update']);

    // A person (no company) records one too.
    expect(await create(person)).toMatchObject({ username: 'person', companyId: null, companyName: null });
  });

  it('refuses bad input with field keys and saves nothing', async () => {
    const before = (await t.platform.db.select().from(bankGuarantees)).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ amount: 0 }, { amount: 'bank_guarantee.amount_invalid' }],
      [{ amount: -5 }, { amount: 'bank_guarantee.amount_invalid' }],
      [{ amount: 10.123 }, { amount: 'bank_guarantee.amount_invalid' }],
      [{ amount: 'lots' }, { amount: 'bank_guarantee.amount_invalid' }],
      [{ amount: '30000.00' }, { amount: 'bank_guarantee.amount_invalid' }],
      [{ amount: 2_000_000_000 }, { amount: 'bank_guarantee.amount_too_large' }],
      [{ amount: undefined }, { amount: 'generic.required' }],
      [{ validFrom: '31.02.2026' }, { validFrom: 'bank_guarantee.date_invalid' }],
      [{ validTo: 'tomorrow' }, { validTo: 'bank_guarantee.date_invalid' }],
      [{ validFrom: '01.06.2026', validTo: '31.05.2026' }, { validTo: 'bank_guarantee.valid_to_before_from' }],
      [{ validTo: '' }, { validTo: 'generic.required' }],
      [{ guaranteeNumber: '' }, { guaranteeNumber: 'generic.required' }],
      [{ guaranteeNumber: '<script>' }, { guaranteeNumber: 'bank_guarantee.number_invalid' }],
      [{ currency: 'XXX' }, { currency: 'validation.invalid_value' }],
      [{ bankId: undefined }, { bankId: 'generic.required' }],
      [{ bankId: 999_999 }, { bankId: 'bank_guarantee.bank_unknown' }],
      [{ bankId: inactiveBankId }, { bankId: 'bank_guarantee.bank_unknown' }],
    ];
    for (const [over, body] of cases) {
      const res = await trader.post(apiPath('/bank_guarantees'), input(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json(), JSON.stringify(over)).toMatchObject(body);
    }
    expect((await t.platform.db.select().from(bankGuarantees)).length).toBe(before);
  });

  it('refuses a guarantee number already recorded at the same bank (any case), not at another bank', async () => {
    await create(trader, { guaranteeNumber: 'DUP-1' });
    const again = await person.post(apiPath('/bank_guarantees'), input({ guaranteeNumber: 'dup-1' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ guaranteeNumber: 'bank_guarantee.number_taken' });
    await create(person, { guaranteeNumber: 'DUP-1', bankId: otherBankId });
  });

  it("hides another user's guarantees: 403 by username, 404 to read, edit or delete", async () => {
    const mine = await create(trader);
    expect((await person.get(`${apiPath('/bank_guarantees/by_username')}?username=trader`)).statusCode).toBe(403);
    expect((await person.get(apiPath('/bank_guarantees/{id}', { id: mine.id }))).statusCode).toBe(404);
    const edit = await person.post(apiPath('/bank_guarantees'), input({ id: mine.id }));
    expect(edit.statusCode).toBe(404);
    expect((await del(person, apiPath('/bank_guarantees/{id}', { id: mine.id }))).statusCode).toBe(404);
    expect((await trader.get(apiPath('/bank_guarantees/{id}', { id: mine.id }))).json().amount).toBe(25000.5);
    // An operator holds neither the owner's nor a staff page.
    expect((await operator.get(`${apiPath('/bank_guarantees/by_username')}?username=trader`)).statusCode).toBe(403);
    expect((await operator.post(apiPath('/bank_guarantees'), input())).statusCode).toBe(403);
  });

  it('staff read anyone’s guarantees by username and one by id; an unknown username is 404', async () => {
    const mine = await create(trader);
    const list = await registry.get(`${apiPath('/bank_guarantees/by_username')}?username=TRADER`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((g: { id: number }) => g.id)).toContain(mine.id);
    expect((await registry.get(apiPath('/bank_guarantees/{id}', { id: mine.id }))).statusCode).toBe(200);
    expect((await registry.get(`${apiPath('/bank_guarantees/by_username')}?username=nobody`)).statusCode).toBe(404);
    // Staff do not record or edit guarantees of others.
    expect((await registry.post(apiPath('/bank_guarantees'), input({ id: mine.id }))).statusCode).toBe(403);
  });

  it('deletes an ACTIVE guarantee of the caller; a decided one is 409 for edit and delete', async () => {
    const gone = await create(trader);
    expect((await del(trader, apiPath('/bank_guarantees/{id}', { id: gone.id }))).statusCode).toBe(200);
    expect((await trader.get(apiPath('/bank_guarantees/{id}', { id: gone.id }))).statusCode).toBe(404);

    const used = await create(trader);
    expect(
      (await registry.post(apiPath('/bank_guarantees/mark_used'), { id: used.id, notes: 'Auction 4/2026' })).statusCode,
    ).toBe(200);
    const edit = await trader.post(apiPath('/bank_guarantees'), input({ id: used.id }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ _error: 'bank_guarantee.not_active' });
    const remove = await del(trader, apiPath('/bank_guarantees/{id}', { id: used.id }));
    expect(remove.statusCode).toBe(409);
    const after = (await trader.get(apiPath('/bank_guarantees/{id}', { id: used.id }))).json();
    expect(after).toMatchObject({ status: 'USED', editable: false, notes: 'Auction 4/2026', decidedBy: 'registry' });
    expect(after.fieldProperties.amount).toEqual({ disabled: true });
  });

  it('keeps a bank that guarantees use: it cannot be deleted', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPath('/banks/{id}', { id: bankId }),
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('bank guarantees: staff decisions', async () => {
  const t = await buildTestApp();
  let admin: Session, trader: Session, registry: Session;
  let bankId: number;

  const create = async () => {
    const res = await trader.post(apiPath('/bank_guarantees'), {
      bankId,
      guaranteeNumber: `S-${Math.random().toString(36).slice(2, 10)}`,
      amount: 1000,
      validFrom: '2026-01-01',
      validTo: '2026-06-30',
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; guaranteeNumber: string }>();
  };

  beforeAll(async () => {
    [admin, trader, registry] = await Promise.all(['admin', 'trader', 'registry'].map((u) => t.loginAs(u)));
    const res = await admin.post(apiPath('/banks'), {
      code: 'BKT',
      labelSQ: 'Banka BKT',
      labelEN: 'Bank BKT',
      labelSR: 'Banka BKT',
      active: true,
    });
    bankId = res.json().id;
  });

  it.each([
    ['cancel', 'CANCELLED'],
    ['invalidate', 'INVALID'],
    ['mark_used', 'USED'],
  ] as const)(
    '%s moves an ACTIVE guarantee to %s, audits it and mails the owner; a second time is 409',
    async (action, status) => {
      const g = await create();
      const res = await registry.post(apiPath(`/bank_guarantees/${action}`), {
        id: g.id,
        notes: `Reason for ${action}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ id: g.id, status, notes: `Reason for ${action}`, decidedBy: 'registry' });

      const [audit] = await t.platform.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, `bank_guarantee.${action}`), eq(auditLog.entityId, String(g.id))));
      expect(audit).toMatchObject({ actorUsername: 'registry', before: { status: 'ACTIVE' }, after: { status } });

      const mails = await t.platform.db
        .select()
        .from(mailOutbox)
        .where(
          and(eq(mailOutbox.template, 'bank_guarantee_status'), like(mailOutbox.textBody, `%${g.guaranteeNumber}%`)),
        );
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ toAddress: 'trader@demo.portal.test', lang: 'sq' });
      expect(mails[0].textBody).toContain(`Reason for ${action}`);

      for (const next of ['cancel', 'invalidate', 'mark_used'] as const) {
        const again = await registry.post(apiPath(`/bank_guarantees/${next}`), { id: g.id, notes: 'Again' });
        expect(again.statusCode).toBe(409);
        expect(again.json()).toMatchObject({ _error: 'bank_guarantee.not_active', status });
      }
    },
  );

  it('refuses the trader (403), a missing note (400) and an unknown guarantee (404)', async () => {
    const g = await create();
    for (const action of ['cancel', 'invalidate', 'mark_used'] as const) {
      expect((await trader.post(apiPath(`/bank_guarantees/${action}`), { id: g.id, notes: 'Mine' })).statusCode).toBe(
        403,
      );
    }
    const noNote = await registry.post(apiPath('/bank_guarantees/mark_used'), { id: g.id, notes: '  ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toEqual({ notes: 'generic.required' });
    expect((await registry.post(apiPath('/bank_guarantees/cancel'), { id: 999_999, notes: 'x' })).statusCode).toBe(404);
    expect((await trader.get(apiPath('/bank_guarantees/{id}', { id: g.id }))).json().status).toBe('ACTIVE');
  });

  it('pages every guarantee for staff with filters and sorting; the trader may not list them', async () => {
    const a = await create();
    const b = await create();
    await registry.post(apiPath('/bank_guarantees/invalidate'), { id: b.id, notes: 'Forged' });
    const page = async (query: string) => {
      const res = await registry.get(`${apiPath('/bank_guarantees/paged')}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ content: Array<{ id: number; status: string }>; totalElements: number }>();
    };
    const all = await page('');
    expect(all.totalElements).toBeGreaterThanOrEqual(2);
    expect(all.content.map((g) => g.id)).toEqual([...all.content.map((g) => g.id)].sort((x, y) => x - y));
    expect((await page('?filter[status]=INVALID')).content.map((g) => g.id)).toContain(b.id);
    expect((await page('?filter[status]=INVALID')).content.map((g) => g.id)).not.toContain(a.id);
    expect((await page(`?filter[number]=${a.guaranteeNumber.slice(2)}`)).content.map((g) => g.id)).toEqual([a.id]);
    expect((await page('?filter[username]=trader')).totalElements).toBe(all.totalElements);
    expect((await page('?filter[username]=nobody')).totalElements).toBe(0);
    expect((await page('?filter[company]=l61234567a')).totalElements).toBe(all.totalElements);
    expect((await page('?filter[company]=UNKNOWN1')).totalElements).toBe(0);
    expect((await page(`?filter[bankId]=${bankId}`)).totalElements).toBe(all.totalElements);
    expect((await page('?sort=id,desc&count=1')).content[0].id).toBeGreaterThanOrEqual(b.id);
    expect((await registry.get(`${apiPath('/bank_guarantees/paged')}?filter[status]=GONE`)).statusCode).toBe(400);
    expect((await registry.get(`${apiPath('/bank_guarantees/paged')}?sort=password,asc`)).statusCode).toBe(400);
    expect((await trader.get(apiPath('/bank_guarantees/paged'))).statusCode).toBe(403);
  });

  it('nobody decides on a guarantee of their own', async () => {
    const res = await admin.post(apiPath('/bank_guarantees'), {
      bankId,
      guaranteeNumber: 'ADMIN-1',
      amount: 10,
      validFrom: '2026-01-01',
      validTo: '2026-01-01',
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await admin.post(apiPath('/bank_guarantees/mark_used'), { id: res.json().id, notes: 'x' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ _error: 'bank_guarantee.own_guarantee' });
  });
});
