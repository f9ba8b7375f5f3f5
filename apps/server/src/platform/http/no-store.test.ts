import { describe, expect, it } from 'vitest';
import { buildTestApp, form } from '../../test/harness';
import { apiPath } from '../../test/api-client';

describe('Cache-Control: no-store on answers with personal data', async () => {
  const t = await buildTestApp();
  const { app } = t;
  const trader = await t.loginAs('trader');
  const cacheControl = (res: { headers: Record<string, unknown> }) => res.headers['cache-control'];

  it('on every answer that needs a session, the profile included', async () => {
    for (const url of [
      apiPath('/user'),
      apiPath('/users/check_password_expiration'),
      apiPath('/registered_users/company_users'),
    ]) {
      const res = await trader.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(cacheControl(res), url).toBe('no-store');
    }
    expect(cacheControl(await trader.post(apiPath('/user/update_data'), {}))).toBe('no-store');
    // Refusals too (they are answered before the route runs).
    expect(cacheControl(await app.inject({ url: apiPath('/user') }))).toBe('no-store');
  });

  it('on the sign-in answer and on the registration checks that answer the record on file', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      ...form({ username: 'operator', password: 'Demo#2026!' }),
    });
    expect(signIn.statusCode).toBe(200);
    expect(cacheControl(signIn)).toBe('no-store');
    const check = await app.inject({
      url: `${apiPath('/registered_users/check_personal_number')}?personalNumber=J12345678A`,
    });
    expect(cacheControl(check)).toBe('no-store');
  });

  it('not on public reads of an anonymous caller, which are revalidated (no-cache); on them with a session', async () => {
    const anonymous = await app.inject({ url: apiPath('/languages') });
    expect(anonymous.statusCode).toBe(200);
    expect(cacheControl(anonymous)).toBe('no-cache');
    expect(cacheControl(await trader.get(apiPath('/languages')))).toBe('no-store');
  });
});
