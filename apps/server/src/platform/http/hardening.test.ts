import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';

describe('hardening', async () => {
  const t = await buildTestApp();
  const { app } = t;

  it('sends security headers with a strict CSP', async () => {
    const res = await app.inject({ url: '/data/rest/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('never answers garbage with a 500', async () => {
    const admin = await t.loginAs('admin');
    const huge = 'z'.repeat(10_000);
    const requests = [
      { method: 'GET' as const, url: `/data/rest/pages/navigation/system?system=${huge}` },
      { method: 'GET' as const, url: '/data/rest/pages/navigation/system?system=GENERAL&system=AUCTION' },
      { method: 'GET' as const, url: `/data/rest/${huge}` },
      {
        method: 'POST' as const,
        url: '/data/rest/user/authenticate',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2',
      },
      {
        method: 'POST' as const,
        url: '/data/rest/user/authenticate',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":{"$ne":1},"password":[1]}',
      },
      {
        method: 'POST' as const,
        url: '/data/rest/user/authenticate',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      {
        method: 'POST' as const,
        url: '/data/rest/user/authenticate',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a'.repeat(2 * 1024 * 1024),
      },
      {
        method: 'POST' as const,
        url: '/data/rest/user/change_password',
        headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ username: huge, oldPassword: huge, password: huge }),
      },
      {
        method: 'POST' as const,
        url: '/data/rest/user/change_password',
        headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
        payload: 'null',
      },
      { method: 'DELETE' as const, url: '/data/rest/user' },
      { method: 'GET' as const, url: '/data/rest/user', headers: { 'x-auth-token': '\u0000'.repeat(50) } },
    ];
    for (const request of requests) {
      const res = await app.inject(request);
      expect(res.statusCode, `${request.method} ${request.url.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${request.method} ${request.url.slice(0, 60)}`).toBeLessThan(500);
      expect(res.body).not.toMatch(/at .*\.ts:\d+/);
      expect(typeof res.json()._error === 'string' || Object.keys(res.json()).length > 0).toBe(true);
    }
  });

  it('answers an invalid system with a field error', async () => {
    const res = await app.inject({ url: '/data/rest/pages/navigation/system?system=MOON' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ system: 'validation.invalid_value' });
  });
});
