import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { PDF, filesUnder, multipart } from '../attachments/test-files';
import { findUserByUsername } from '../users/service';
import { listCompanyLicences } from './licences-service';
import { traderLicenseTypes } from './tables';
import { addCompanyUser, otherCompany } from './test-support';
import { apiPath } from '../../test/api-client';

const L = apiPath('/trader_license_types');
const update = (id: number) => apiPath('/attachments/trader_license_type_attachment/{id}/update', { id });

describe('trader licence types', async () => {
  const t = await buildTestAppWithFiles('licences-test');
  const { app, platform } = t;
  const db = platform.db;
  const root = t.storageRoot;
  const admin = await t.loginAs('admin');
  const trader = await t.loginAs('trader');
  const registry = await t.loginAs('registry');
  const operator = await t.loginAs('operator');
  const person = await t.loginAs('person');
  const companyId = (await findUserByUsername(db, 'trader'))!.companyId!;
  const member = await t.loginAs((await addCompanyUser(db, companyId, 'lic.member')).username);
  const other = await otherCompany(db, 'lic.other');
  const otherAdmin = await t.loginAs('lic.other.admin');

  const licenseType = async (code: string, active = true) => {
    const res = await admin.post(apiPath('/license_types'), {
      code,
      labelSQ: `Licencë ${code}`,
      labelEN: `Licence ${code}`,
      labelSR: `Licenca ${code}`,
      active,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const excise = await licenseType('EXCISE');
  const fuel = await licenseType('FUEL');
  const retired = await licenseType('RETIRED', false);

  const del = (session: Session, id: number) =>
    app.inject({ method: 'DELETE', url: `${L}/${id}`, headers: { 'x-auth-token': session.token } });
  const uploadDoc = (session: Session, id: number) => {
    const body = multipart([{ name: 'licence.pdf', content: PDF }]);
    return app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean: 'trader_license_type_attachment', objectId: id }),
      headers: { ...body.headers, 'x-auth-token': session.token },
      payload: body.payload,
    });
  };

  it('records a licence (dates as DD.MM.YYYY or ISO), lists it with its type and validity', async () => {
    const res = await trader.post(L, { licenseType: { id: excise }, validFrom: '01.01.2020', validTo: '2099-12-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      companyId,
      licenseType: { id: excise, code: 'EXCISE', labelEN: 'Licence EXCISE' },
      validFrom: '2020-01-01',
      validTo: '2099-12-31',
      valid: true,
      attachment: null,
    });
    const expired = await trader.post(L, { licenseType: fuel, validFrom: '01.01.2020 00:00', validTo: '31.12.2020' });
    expect(expired.json()).toMatchObject({ valid: false, validTo: '2020-12-31' });

    const list = await trader.get(L);
    expect(list.json().map((l: { id: number }) => l.id)).toEqual([res.json().id, expired.json().id]);
    expect(await listCompanyLicences(db, companyId)).toEqual(list.json());
    // The company's users and staff (traders, approvals, participation requests) read it.
    for (const session of [member, registry, operator]) {
      const seen = await session.get(`${L}?companyId=${companyId}`);
      expect(seen.statusCode).toBe(200);
      expect(seen.json()).toHaveLength(2);
    }
  });

  it('refuses bad input with field keys and nothing saved', async () => {
    const before = (await db.select().from(traderLicenseTypes)).length;
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        { licenseType: excise, validFrom: '02.01.2024', validTo: '01.01.2024' },
        { validTo: 'companies.valid_to_before_valid_from' },
      ],
      [
        { licenseType: excise, validFrom: '31.02.2024', validTo: '01.03.2024' },
        { validFrom: 'companies.date_invalid' },
      ],
      [
        { licenseType: 999999, validFrom: '01.01.2024', validTo: '01.01.2025' },
        { licenseType: 'companies.license_type_unknown' },
      ],
      [
        { licenseType: retired, validFrom: '01.01.2024', validTo: '01.01.2025' },
        { licenseType: 'companies.license_type_inactive' },
      ],
    ];
    for (const [body, answer] of cases) {
      const res = await trader.post(L, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    const missing = await trader.post(L, {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['licenseType', 'validFrom', 'validTo']);
    expect((await db.select().from(traderLicenseTypes)).length).toBe(before);
  });

  it('updates a licence through the spec’s attachment path, and stores one document per licence', async () => {
    const created = (
      await trader.post(L, { licenseType: excise, validFrom: '01.01.2024', validTo: '31.12.2024' })
    ).json();
    const res = await trader.post(update(created.id), {
      licenseType: fuel,
      validFrom: '01.02.2024',
      validTo: '31.12.2030',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, licenseType: { id: fuel }, validFrom: '2024-02-01' });
    const bad = await trader.post(update(created.id), {
      licenseType: fuel,
      validFrom: '01.02.2024',
      validTo: '01.01.2024',
    });
    expect(bad.json()).toEqual({ validTo: 'companies.valid_to_before_valid_from' });

    expect((await uploadDoc(trader, created.id)).statusCode).toBe(200);
    expect((await uploadDoc(trader, created.id)).statusCode).toBe(200);
    const docs = await db.select().from(attachments).where(eq(attachments.objectId, created.id));
    expect(docs.filter((d) => d.bean === 'trader_license_type_attachment')).toHaveLength(1);
    const listed = (await registry.get(`${L}?companyId=${companyId}`)).json();
    expect(listed.find((l: { id: number }) => l.id === created.id).attachment).toMatchObject({
      fileName: 'licence.pdf',
    });
  });

  it('refuses another company (404), non-administrators (403) and people without access', async () => {
    const own = (await trader.post(L, { licenseType: excise, validFrom: '01.01.2024', validTo: '31.12.2024' })).json();
    const body = { licenseType: fuel, validFrom: '01.01.2024', validTo: '31.12.2024' };
    expect((await otherAdmin.post(update(own.id), body)).statusCode).toBe(404);
    expect((await del(otherAdmin, own.id)).statusCode).toBe(404);
    expect((await uploadDoc(otherAdmin, own.id)).statusCode).toBe(404);
    expect((await otherAdmin.get(`${L}?companyId=${companyId}`)).statusCode).toBe(404);

    expect((await member.post(L, body)).statusCode).toBe(403);
    expect((await member.post(update(own.id), body)).statusCode).toBe(403);
    expect((await del(member, own.id)).statusCode).toBe(403);
    expect((await uploadDoc(member, own.id)).statusCode).toBe(403);
    expect((await registry.post(L, body)).statusCode).toBe(403);
    expect((await del(registry, own.id)).statusCode).toBe(403);

    expect((await person.get(`${L}?companyId=${companyId}`)).statusCode).toBe(403);
    expect((await person.get(L)).statusCode).toBe(400);
    expect((await registry.get(`${L}?companyId=999999`)).statusCode).toBe(404);
    expect((await app.inject({ url: L })).statusCode).toBe(401);
    expect((await trader.post(update(999999), body)).statusCode).toBe(404);
    const after = await db.select().from(traderLicenseTypes).where(eq(traderLicenseTypes.id, own.id));
    expect(after[0].licenseTypeId).toBe(excise);
    expect(other.company.id).not.toBe(companyId);
  });

  it('deletes a licence with its document; a licence type in use cannot be deleted', async () => {
    const own = (await trader.post(L, { licenseType: fuel, validFrom: '01.01.2024', validTo: '31.12.2024' })).json();
    await uploadDoc(trader, own.id);
    const refused = await app.inject({
      method: 'DELETE',
      url: apiPath('/license_types/{id}', { id: fuel }),
      headers: { 'x-auth-token': admin.token },
    });
    expect(refused.statusCode).toBe(409);
    const keys = (await db.select().from(attachments).where(eq(attachments.objectId, own.id))).map((a) => a.storageKey);
    expect((await del(trader, own.id)).statusCode).toBe(200);
    expect(await db.select().from(traderLicenseTypes).where(eq(traderLicenseTypes.id, own.id))).toEqual([]);
    const left = await db.select().from(attachments).where(eq(attachments.objectId, own.id));
    expect(left.filter((a) => a.bean === 'trader_license_type_attachment')).toEqual([]);
    for (const key of keys) expect(filesUnder(root)).not.toContain(key);
    expect((await del(trader, own.id)).statusCode).toBe(404);
  });
});
