import { describe, expect, it } from 'vitest';
import { buildTestApp, form } from '../../../test/harness';
import { apiPath } from '../../../test/api-client';

describe('seed without demo data', async () => {
  const { app, seedResult } = await buildTestApp({ demoSeed: false });

  it('creates only admin, with a generated password printed once', async () => {
    expect(seedResult.demo).toBe(false);
    const password = seedResult.generatedAdminPassword!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    const admin = await app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      ...form({ username: 'admin', password }),
    });
    expect(admin.statusCode).toBe(200);
    const demo = await app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      ...form({ username: 'trader', password: 'Demo#2026!' }),
    });
    expect(demo.statusCode).toBe(401);
  });
});

// Not containing "admin": a password with the username in it is refused (docs/adr/0005-passwords.md).
describe('seed with ADMIN_PASSWORD', async () => {
  const { app, seedResult } = await buildTestApp({ demoSeed: false, adminPassword: 'Chosen#Chief-Pass1' });

  it('uses the given password and prints none', async () => {
    expect(seedResult.generatedAdminPassword).toBeUndefined();
    const res = await app.inject({
      method: 'POST',
      url: apiPath('/user/authenticate'),
      ...form({ username: 'admin', password: 'Chosen#Chief-Pass1' }),
    });
    expect(res.statusCode).toBe(200);
  });
});
