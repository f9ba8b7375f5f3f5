import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildAccount, FACTORY_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { users } from '../users/tables';
import { findCompanyByUniqueNumber } from '../companies/service';
import { companies } from '../companies/tables';
import { apiPath } from '../../test/api-client';

const URL = apiPath('/temporary_companies');

describe('POST /temporary_companies', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  // An intermediary company's administrator, and a person flagged as an intermediary.
  const agency = await buildAccount(db, { status: 'APPROVED' });
  await db.update(companies).set({ isIntermediary: true }).where(eq(companies.id, agency.company!.id));
  const agent = await t.loginAs(agency.user.username, FACTORY_PASSWORD);
  const broker = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
  await db.update(users).set({ intermediary: true }).where(eq(users.id, broker.user.id));
  const brokerSession = await t.loginAs(broker.user.username, FACTORY_PASSWORD);
  const trader = await t.loginAs('trader');
  const registry = await t.loginAs('registry');

  const body = (companyUniqueNumber: string) => ({
    companyUniqueNumber,
    companyName: `Subject ${companyUniqueNumber}`,
    fiscalNumber: 'F123',
    address: 'Rruga e Kavajës 10',
    constitutionDate: '01.02.2001',
    placeName: 'Tiranë',
  });

  it('an intermediary records a company without account; registration later links it', async () => {
    const res = await agent.post(URL, { ...body('TMP0000001'), isIntermediary: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyUniqueNumber: 'TMP0000001',
      companyName: 'Subject TMP0000001',
      constitutionDate: '2001-02-01',
      isIntermediary: false,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.temporary_created'), eq(auditLog.entityId, String(res.json().id))));
    expect(audit).toMatchObject({ actorUsername: agency.user.username, after: { companyUniqueNumber: 'TMP0000001' } });
    // The intermediary who entered it reads it back; a visitor checking the number learns only that it may register.
    const checkUrl = `${apiPath('/registered_users/check_company_unique_number')}?companyUniqueNumber=TMP0000001`;
    expect((await agent.get(checkUrl)).json()).toMatchObject({
      allowCreate: true,
      company: { companyName: 'Subject TMP0000001', address: 'Rruga e Kavajës 10' },
    });
    expect((await t.app.inject({ url: checkUrl })).json()).toEqual({ allowCreate: true, company: null });
    expect((await brokerSession.post(URL, body('TMP0000002'))).statusCode).toBe(200);
  });

  it('a number on file answers 409 temporary_company.exists and adds nothing', async () => {
    expect((await agent.post(URL, body('TMP0000003'))).statusCode).toBe(200);
    const again = await agent.post(URL, { ...body('TMP0000003'), companyName: 'Other name' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ _error: 'temporary_company.exists' });
    expect((await findCompanyByUniqueNumber(db, 'TMP0000003'))!.companyName).toBe('Subject TMP0000003');
    const registered = await agent.post(URL, body(agency.company!.companyUniqueNumber));
    expect(registered.json()).toEqual({ _error: 'temporary_company.exists' });
  });

  it('answers 400 with field keys', async () => {
    const bad = await agent.post(URL, { companyUniqueNumber: 'no!', companyName: '', constitutionDate: '31.02.2001' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      companyUniqueNumber: 'registration.company_unique_number_invalid',
      companyName: 'generic.required',
      constitutionDate: 'registration.date_invalid',
    });
    const nul = await agent.post(URL, { ...body('TMP0000004'), address: 'a\u0000b' });
    expect(nul.json()).toEqual({ address: 'validation.invalid_characters' });
    expect(await findCompanyByUniqueNumber(db, 'TMP0000004')).toBeUndefined();
  });

  it('only intermediaries: a trader 403 not_intermediary, registry staff 403, anonymous 401', async () => {
    const res = await trader.post(URL, body('TMP0000005'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ _error: 'temporary_company.not_intermediary' });
    expect((await registry.post(URL, body('TMP0000005'))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: URL, payload: body('TMP0000005') })).statusCode).toBe(401);
    expect(await findCompanyByUniqueNumber(db, 'TMP0000005')).toBeUndefined();
  });
});
