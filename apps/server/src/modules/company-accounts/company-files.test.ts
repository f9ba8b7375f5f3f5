import fs from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { rgbPng } from '../../platform/storage/sample-files';
import { buildTestAppWithFiles, type Session } from '../../test/harness';
import { attachments } from '../attachments/tables';
import { EXE, JPG, PDF, PNG, filesUnder, multipart, sha256, type Part } from '../attachments/test-files';
import { setParameter } from '../settings/service';
import { findUserByUsername } from '../users/service';
import { addCompanyUser, otherCompany } from './test-support';
import { apiPath } from '../../test/api-client';

/** A second, different PNG (one red pixel), for a new hash. */
const PNG2 = rgbPng(1, 1, Buffer.from([0, 255, 0, 0]));

describe('company signature and stamp', async () => {
  const t = await buildTestAppWithFiles('company-files-test');
  const { app, platform } = t;
  const db = platform.db;
  const root = t.storageRoot;
  const trader = await t.loginAs('trader');
  const companyId = (await findUserByUsername(db, 'trader'))!.companyId!;
  const member = await addCompanyUser(db, companyId, 'files.member');
  const memberSession = await t.loginAs(member.username);
  const other = await otherCompany(db, 'files.other');
  const otherAdmin = await t.loginAs('files.other.admin');
  const registry = await t.loginAs('registry');
  const person = await t.loginAs('person');

  const upload = (session: Session, bean: string, objectId: number, parts: Part[]) => {
    const body = multipart(parts);
    return app.inject({
      method: 'POST',
      url: apiPath('/attachments/{bean}/{objectId}', { bean, objectId }),
      headers: { ...body.headers, 'x-auth-token': session.token },
      payload: body.payload,
    });
  };
  const rows = () => db.select().from(attachments);

  beforeEach(async () => {
    await db.delete(attachments);
    for (const file of filesUnder(root)) fs.rmSync(`${root}/${file}`);
    await setParameter(db, 'upload_max_size_mb', 10);
  });

  for (const [name, bean] of [
    ['signature', 'company_signature'],
    ['stamp', 'company_stamp'],
  ] as const) {
    it(`${name}: none at first (404), upload, replace (one current file, old bytes removed), download`, async () => {
      const url = apiPath(`/get_company_${name}/{companyId}`, { companyId });
      expect((await trader.get(url)).statusCode).toBe(404);
      // The user's company says whether the image exists, so the screen does not ask for a missing one.
      const flag = name === 'signature' ? 'hasSignature' : 'hasStamp';
      expect((await trader.get(apiPath('/user'))).json().company).toMatchObject({ [flag]: false });

      const first = await upload(trader, bean, companyId, [{ name: `${name}.png`, content: PNG }]);
      expect(first.statusCode, first.body).toBe(200);
      expect((await trader.get(apiPath('/user'))).json().company).toMatchObject({ [flag]: true });
      const current = await trader.get(url);
      expect(current.json()).toMatchObject({ id: first.json()[0].id, contentType: 'image/png', sha256: sha256(PNG) });
      // At the spec's path (§7 "Downloads": `get_company_{name}/{id}` directly under /data/rest), not under /companies.
      expect(url).toBe(`/data/rest/get_company_${name}/${companyId}`);
      expect((await trader.get(`/data/rest/companies/get_company_${name}/${companyId}`)).statusCode).toBe(404);

      const second = await upload(trader, bean, companyId, [{ name: `${name}-new.jpg`, content: JPG }]);
      expect(second.statusCode, second.body).toBe(200);
      const all = await rows();
      expect(all).toHaveLength(1);
      expect(filesUnder(root)).toEqual([all[0].storageKey]);
      expect((await trader.get(url)).json()).toMatchObject({ id: second.json()[0].id, contentType: 'image/jpeg' });

      // The company's own users and staff with the traders page read it; the bytes are the same.
      for (const session of [memberSession, registry]) {
        const res = await session.get(url);
        expect(res.statusCode).toBe(200);
        const download = await session.get(apiPath('/attachments/{id}', { id: res.json().id }));
        expect(download.rawPayload.equals(JPG)).toBe(true);
      }
    });
  }

  it('tells the signature and the stamp apart in the user’s company, and counts only its own company’s files', async () => {
    const stamp = await upload(trader, 'company_stamp', companyId, [{ name: 'stamp.png', content: PNG }]);
    expect(stamp.statusCode, stamp.body).toBe(200);
    expect((await trader.get(apiPath('/user'))).json().company).toMatchObject({ hasSignature: false, hasStamp: true });
    // Another company's signature is not this company's.
    const theirs = await upload(otherAdmin, 'company_signature', other.company.id, [{ name: 's.png', content: PNG }]);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect((await trader.get(apiPath('/user'))).json().company).toMatchObject({ hasSignature: false, hasStamp: true });
    expect((await otherAdmin.get(apiPath('/user'))).json().company).toMatchObject({
      hasSignature: true,
      hasStamp: false,
    });
  });

  it('refuses a non-image, a disguised file, an oversized one and two files at once — nothing stored', async () => {
    await upload(trader, 'company_signature', companyId, [{ name: 'keep.png', content: PNG }]);
    const kept = await rows();
    const cases: Array<[Part[], Record<string, string>]> = [
      [[{ name: 'signature.pdf', content: PDF }], { file: 'action.invalid_extension' }],
      [[{ name: 'signature.png', content: EXE }], { file: 'validation.file_content_mismatch' }],
      [[{ name: 'signature.png', content: PDF }], { file: 'validation.file_content_mismatch' }],
      [
        [
          { name: 'a.png', content: PNG2 },
          { name: 'b.png', content: PNG2 },
        ],
        { file: 'validation.too_many_files' },
      ],
    ];
    for (const [parts, body] of cases) {
      const res = await upload(trader, 'company_signature', companyId, parts);
      expect(res.statusCode, parts[0].name).toBe(400);
      expect(res.json()).toEqual(body);
      expect(await rows()).toEqual(kept);
      expect(filesUnder(root)).toEqual([kept[0].storageKey]);
    }
    await setParameter(db, 'upload_max_size_mb', 1);
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    const res = await upload(trader, 'company_signature', companyId, [{ name: 'big.png', content: big }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: 'validation.file_too_large' });
    expect(await rows()).toEqual(kept);
    expect(filesUnder(root)).toEqual([kept[0].storageKey]);
  });

  it('lets only the company’s administrator upload or delete; another company is hidden (404)', async () => {
    const member403 = await upload(memberSession, 'company_stamp', companyId, [{ name: 's.png', content: PNG }]);
    expect(member403.statusCode).toBe(403);
    const staff403 = await upload(registry, 'company_stamp', companyId, [{ name: 's.png', content: PNG }]);
    expect(staff403.statusCode).toBe(403);
    const other404 = await upload(otherAdmin, 'company_stamp', companyId, [{ name: 's.png', content: PNG }]);
    expect(other404.statusCode).toBe(404);
    expect(await rows()).toEqual([]);

    const saved = (await upload(trader, 'company_stamp', companyId, [{ name: 's.png', content: PNG }])).json()[0];
    expect((await otherAdmin.get(apiPath('/get_company_stamp/{companyId}', { companyId }))).statusCode).toBe(404);
    expect((await otherAdmin.get(apiPath('/attachments/{id}', { id: saved.id }))).statusCode).toBe(404);
    expect((await person.get(apiPath('/get_company_stamp/{companyId}', { companyId }))).statusCode).toBe(403);
    expect((await app.inject({ url: apiPath('/get_company_stamp/{companyId}', { companyId }) })).statusCode).toBe(401);
    const del = (s: Session) =>
      app.inject({
        method: 'DELETE',
        url: apiPath('/attachments/{id}', { id: saved.id }),
        headers: { 'x-auth-token': s.token },
      });
    expect((await del(memberSession)).statusCode).toBe(403);
    expect((await del(otherAdmin)).statusCode).toBe(404);
    expect((await del(trader)).statusCode).toBe(200);
    expect(
      await db
        .select()
        .from(attachments)
        .where(and(eq(attachments.id, saved.id))),
    ).toEqual([]);
    // The other company's administrator manages their own.
    const own = await upload(otherAdmin, 'company_stamp', other.company.id, [{ name: 's.png', content: PNG }]);
    expect(own.statusCode).toBe(200);
  });
});
