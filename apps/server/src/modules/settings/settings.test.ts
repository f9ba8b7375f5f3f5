import { APPLICATION_PARAMETERS } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp, form } from '../../test/harness';
import { getParameter } from './service';
import { apiPath } from '../../test/api-client';

describe('application parameters', async () => {
  const t = await buildTestApp();
  const admin = await t.loginAs('admin');
  const save = (code: string, value: unknown) => admin.post(apiPath('/application_parameters'), { code, value });

  it('lists every parameter with value, default, bounds and group', async () => {
    const res = await admin.get(apiPath('/application_parameters'));
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((p: { code: string }) => p.code)).toEqual(Object.keys(APPLICATION_PARAMETERS));
    expect(list.find((p: { code: string }) => p.code === 'captcha_failed_attempts')).toMatchObject({
      type: 'integer',
      group: 'security',
      value: 2,
      default: 2,
      min: 1,
      max: 100,
    });
    expect(list.find((p: { code: string }) => p.code === 'business_time_zone')).toMatchObject({
      type: 'string',
      value: 'Europe/Tirane',
      min: null,
      max: null,
    });
  });

  it('answers one parameter, a kit page, and 404 for an unknown code', async () => {
    const one = await admin.get(apiPath('/application_parameters/{code}', { code: 'upload_max_size_mb' }));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ code: 'upload_max_size_mb', value: 10, group: 'uploads' });
    expect((await admin.get(apiPath('/application_parameters/{code}', { code: 'no_such_code' }))).statusCode).toBe(404);

    const page = await admin.get(
      `${apiPath('/application_parameters/paged')}?page=1&count=5&sort=code,desc&filter[group]=sessions`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json().totalElements).toBe(4);
    expect(page.json().content.map((p: { code: string }) => p.code)).toEqual([
      'session_remember_me_days',
      'session_idle_minutes_user',
      'session_idle_minutes_staff',
      'session_absolute_hours',
    ]);
    expect((await admin.get(`${apiPath('/application_parameters/paged')}?sort=bogus`)).statusCode).toBe(400);
    expect((await admin.get(`${apiPath('/application_parameters/paged')}?filter[nope]=x`)).statusCode).toBe(400);
  });

  it('updates a value and audits before and after', async () => {
    const res = await save('anti_sniping_minutes', 5);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 'anti_sniping_minutes', value: 5, default: 3 });
    expect(res.json().updatedAt).toEqual(expect.any(String));
    expect(await getParameter(t.platform.db, 'anti_sniping_minutes')).toBe(5);
    const [entry] = await t.platform.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'application_parameter.update'), eq(auditLog.entityId, 'anti_sniping_minutes')));
    expect(entry).toMatchObject({ before: { value: 3 }, after: { value: 5 }, actorUsername: 'admin' });
    // A numeric string is accepted for an integer.
    expect((await save('anti_sniping_minutes', '4')).json().value).toBe(4);
  });

  it('refuses values outside the definition', async () => {
    expect((await save('captcha_failed_attempts', 0)).json()).toEqual({ value: 'validation.too_small' });
    expect((await save('captcha_failed_attempts', 101)).json()).toEqual({ value: 'validation.too_big' });
    for (const bad of [1.5, 'abc', '', '2e3'])
      expect((await save('captcha_failed_attempts', bad)).json()).toEqual({ value: 'validation.invalid_type' });
    const zone = await save('business_time_zone', 'Mars/Olympus');
    expect(zone.statusCode).toBe(400);
    expect(zone.json()).toEqual({ value: 'validation.invalid_value' });
    expect((await save('business_time_zone', 5)).json()).toEqual({ value: 'validation.invalid_type' });
    for (const bad of ['pdf,exe!', '', 'averyveryverylongext', 'pdf;doc', ' , '])
      expect((await save('upload_extensions', bad)).json(), bad).toEqual({ value: 'validation.invalid_value' });
    expect((await save('no_such_code', 1)).statusCode).toBe(404);
    expect(await getParameter(t.platform.db, 'captcha_failed_attempts')).toBe(2);
  });

  it('normalises extensions and accepts a valid time zone, which every visitor reads at once', async () => {
    const publicZone = async () => {
      const res = await t.app.inject({ url: apiPath('/public_settings') });
      return { zone: res.json().businessTimeZone, cache: res.headers['x-cache'] };
    };
    await publicZone();
    expect(await publicZone()).toEqual({ zone: 'Europe/Tirane', cache: 'hit' });
    expect((await save('upload_extensions', ' PDF, .Jpg ,png,pdf')).json().value).toBe('pdf,jpg,png');
    expect((await save('business_time_zone', 'Europe/Belgrade')).json().value).toBe('Europe/Belgrade');
    // The public settings are cached; the change drops them.
    expect(await publicZone()).toEqual({ zone: 'Europe/Belgrade', cache: 'miss' });
    await save('business_time_zone', 'Europe/Tirane');
    expect((await publicZone()).zone).toBe('Europe/Tirane');
  });

  it('refuses traders (403) and anonymous callers (401)', async () => {
    const trader = await t.loginAs('trader');
    expect((await trader.get(apiPath('/application_parameters'))).statusCode).toBe(403);
    expect(
      (await trader.post(apiPath('/application_parameters'), { code: 'anti_sniping_minutes', value: 1 })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: apiPath('/application_parameters') })).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: apiPath('/application_parameters'),
          payload: { code: 'anti_sniping_minutes', value: 1 },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('takes effect at once: one failed sign-in makes the next one need a captcha', async () => {
    expect((await save('captcha_failed_attempts', 1)).statusCode).toBe(200);
    const signIn = (password: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: apiPath('/user/authenticate'),
        remoteAddress: ip,
        ...form({ username: 'operator', password }),
      });
    const wrong = await signIn('wrong-password', '10.9.0.1');
    expect(wrong.json()).toEqual({ _error: 'invalid_credentials', captchaRequired: true });
    const next = await signIn('Demo#2026!', '10.9.0.2');
    expect(next.json()).toEqual({ _error: 'captcha_error', captchaRequired: true });
    await save('captcha_failed_attempts', 2);
  });
});
