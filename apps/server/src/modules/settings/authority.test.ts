import { APPLICATION_PARAMETERS } from '@portal/contracts/settings';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { apiPath } from '../../test/api-client';
import { LETTERHEAD_LOGO_PX } from '../../platform/pdf/letterhead-logo';
import { buildTestApp } from '../../test/harness';
import { authorityIdentity } from './authority';

/** A multipart body of one file, as a browser sends it. */
function upload(name: string, content: Buffer | string, type = 'application/octet-stream') {
  const boundary = '----authority-logo-test';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script>
<circle cx="32" cy="32" r="30" fill="#1f4e79"/><image href="https://tracker.example/x.png" width="10" height="10"/></svg>`;

describe('the authority’s identity (ADR 0089)', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  const admin = await t.loginAs('admin');
  const save = (code: string, value: unknown) => admin.post(apiPath('/application_parameters'), { code, value });
  const postLogo = (name: string, content: Buffer | string, token = admin.token) => {
    const body = upload(name, content);
    return t.app.inject({
      method: 'POST',
      url: apiPath('/authority/logo'),
      headers: { ...body.headers, 'x-auth-token': token },
      payload: body.payload,
    });
  };

  it('seeds the demo identity: the names, a neutral address and contact, an emblem', async () => {
    const identity = await authorityIdentity(db, 'en');
    expect(identity.name).toBe(APPLICATION_PARAMETERS.authority_name_en.default);
    expect(identity.names.sq).toBe(APPLICATION_PARAMETERS.authority_name_sq.default);
    expect(identity.address.length).toBeGreaterThan(0);
    expect(identity.lines.at(-1)).toContain('@');
    expect((await sharp(identity.logo!).metadata()).format).toBe('png');
  });

  it('answers the public part to anyone, with the logo as a PNG', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiPath('/public_settings') });
    expect(res.statusCode).toBe(200);
    const { authority } = res.json();
    expect(authority.names).toEqual({
      sq: APPLICATION_PARAMETERS.authority_name_sq.default,
      en: APPLICATION_PARAMETERS.authority_name_en.default,
      sr: APPLICATION_PARAMETERS.authority_name_sr.default,
    });
    expect(authority.logoUrl).toMatch(/^\/authority\/logo\?v=[0-9a-f]{16}$/);
    const logo = await t.app.inject({ method: 'GET', url: `/data/rest${authority.logoUrl}` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });

  it('takes a name, an address on lines and contact; refuses empty names and malformed contact (400 value)', async () => {
    expect((await save('authority_name_en', '  Demo Customs Authority ')).json().value).toBe('Demo Customs Authority');
    expect((await save('authority_address_en', 'Street 1\r\n10000 Demo City')).json().value).toBe(
      'Street 1\n10000 Demo City',
    );
    const identity = await authorityIdentity(db, 'en');
    expect(identity.name).toBe('Demo Customs Authority');
    expect(identity.address).toEqual(['Street 1', '10000 Demo City']);
    // Each language has its own address: the Albanian one is not the English.
    expect((await authorityIdentity(db, 'sq')).address.join(' ')).not.toContain('Street 1');
    expect((await authorityIdentity(db, 'sq')).name).toBe(APPLICATION_PARAMETERS.authority_name_sq.default);

    for (const [code, value, key] of [
      ['authority_name_sq', '   ', 'generic.required'],
      ['authority_name_sr', 'x'.repeat(201), 'validation.too_long'],
      ['authority_name_en', 'Two\nlines', 'validation.invalid_value'],
      ['authority_address_sr', 'a\nb\nc\nd\ne\nf', 'validation.too_long'],
      ['authority_email', 'not-an-address', 'validation.email'],
      ['authority_web', 'javascript:alert(1)', 'validation.invalid_value'],
      ['authority_phone', 'call us', 'validation.invalid_value'],
    ] as const) {
      const res = await save(code, value);
      expect(res.statusCode, code).toBe(400);
      expect(res.json(), code).toEqual({ value: key });
    }
    // Contact may be left empty: its line is left out.
    expect((await save('authority_phone', '')).statusCode).toBe(200);
    expect((await authorityIdentity(db, 'en')).lines.join(' ')).not.toContain('+000');
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application_parameter.update'), eq(auditLog.entityId, 'authority_name_en')));
    expect(entry).toMatchObject({ after: { value: 'Demo Customs Authority' }, actorUsername: 'admin' });
    await save('authority_name_en', APPLICATION_PARAMETERS.authority_name_en.default);
  });

  it('re-encodes an uploaded PNG and draws an SVG as a PNG, without its script; audited', async () => {
    const png = await sharp({ create: { width: 900, height: 300, channels: 4, background: '#aa2200' } })
      .png()
      .withMetadata({ exif: { IFD0: { Artist: 'secret' } } })
      .toBuffer();
    const res = await postLogo('emblem.png', png);
    expect(res.statusCode).toBe(200);
    const stored = (await t.app.inject({ method: 'GET', url: apiPath('/authority/logo') })).rawPayload;
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 512, 171]);
    expect(stored.toString('latin1')).not.toContain('secret');
    // The letterhead's copy: the same picture on white, without an alpha channel (pdfkit embeds it as it is), at
    // the printed square's 300 dpi; the same copy for the next document.
    const letterhead = (await authorityIdentity(db, 'sq')).logo!;
    const printed = await sharp(letterhead).metadata();
    expect([printed.format, printed.width, printed.height, printed.hasAlpha]).toEqual([
      'png',
      LETTERHEAD_LOGO_PX,
      75,
      false,
    ]);
    const { data } = await sharp(letterhead).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0xaa, 0x22, 0x00]);
    expect((await authorityIdentity(db, 'en')).logo).toBe(letterhead);

    expect((await postLogo('emblem.svg', SVG)).statusCode).toBe(200);
    const drawn = (await authorityIdentity(db, 'sq')).logo!;
    expect((await sharp(drawn).metadata()).format).toBe('png');
    expect(drawn.toString('latin1')).not.toContain('script');
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'authority_logo.update'))
      .orderBy(auditLog.id);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    expect(entries.at(-1)).toMatchObject({ actorUsername: 'admin', entityId: 'authority_logo' });
  });

  it('refuses what is not a PNG or an SVG, too large or damaged (400 file), and callers who are not admins', async () => {
    const before = (await authorityIdentity(db, 'sq')).logo;
    for (const [name, content, key] of [
      ['emblem.png', 'GIF89a not a png', 'validation.file_content_mismatch'],
      ['emblem.svg', '<html><body>no svg</body></html>', 'validation.file_content_mismatch'],
      [
        'emblem.png',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
        'validation.file_content_mismatch',
      ],
      ['emblem.png', Buffer.alloc(600 * 1024, 1), 'validation.file_too_large'],
      ['emblem.gif', 'GIF89a', 'action.invalid_extension'],
    ] as const) {
      const res = await postLogo(name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({ file: key });
    }
    expect((await authorityIdentity(db, 'sq')).logo).toEqual(before);
    const trader = await t.loginAs('trader');
    expect((await postLogo('emblem.svg', SVG, trader.token)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: apiPath('/authority/logo'),
          headers: { 'x-auth-token': trader.token },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('removes the logo: letterheads and the public settings go on without one', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: apiPath('/authority/logo'),
      headers: { 'x-auth-token': admin.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().logoUrl).toBeNull();
    expect((await authorityIdentity(db, 'sq')).logo).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: apiPath('/authority/logo') })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: apiPath('/authority/logo'),
          headers: { 'x-auth-token': admin.token },
        })
      ).statusCode,
    ).toBe(404);
  });
});
