import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';

describe('health', async () => {
  const { app } = await buildTestApp();

  it('answers ok once the app is built', async () => {
    const res = await app.inject({ method: 'GET', url: apiPath('/health') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
