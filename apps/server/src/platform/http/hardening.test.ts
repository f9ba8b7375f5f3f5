import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/harness';
import { securityHeaders } from './security';
import { apiPath } from '../../test/api-client';

describe('hardening', async () => {
  const t = await buildTestApp();
  const { app } = t;

  it('sends the pages a strict CSP and the API the REST set', async () => {
    // A page of the web app, and the API's documentation: the pages' headers.
    for (const url of ['/', '/auctions', '/data/rest/docs/static/index.html']) {
      const page = await app.inject({ url });
      const csp = String(page.headers['content-security-policy']);
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).toContain("base-uri 'none'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(page.headers['x-content-type-options'], url).toBe('nosniff');
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(page.headers['strict-transport-security'], url).toBeUndefined();
    }
    // Every API answer, a route that does not exist and a refused request too: the REST set, nothing of a page.
    // The translation files are data as well.
    for (const url of [apiPath('/health'), '/data/rest/no-such-thing', apiPath('/users/paged'), '/i18n/en.json']) {
      const answer = await app.inject({ url });
      expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      expect(answer.headers['x-frame-options'], url).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it('computes once the same headers helmet sets on a response', () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'] },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      referrerPolicy: { policy: ['same-origin', 'strict-origin'] },
    };
    const response = new ServerResponse(new IncomingMessage(new Socket()));
    response.setHeader('x-powered-by', 'something');
    helmet(options)(response.req, response, () => undefined);
    const expected = response.getHeaders();
    expect(securityHeaders(options)).toEqual(expected);
    expect(expected['content-security-policy']).toBe("default-src 'self';img-src 'self' data:");
    expect(expected['referrer-policy']).toBe('same-origin,strict-origin');
  });

  it('never answers garbage with a 500', async () => {
    const admin = await t.loginAs('admin');
    const huge = 'z'.repeat(10_000);
    const requests = [
      { method: 'GET' as const, url: `${apiPath('/pages/navigation/system')}?system=${huge}` },
      { method: 'GET' as const, url: `${apiPath('/pages/navigation/system')}?system=GENERAL&system=AUCTION` },
      { method: 'GET' as const, url: `/data/rest/${huge}` },
      {
        method: 'POST' as const,
        url: apiPath('/user/authenticate'),
        headers: { 'content-type': 'application/json' },
        payload: '[1,2',
      },
      {
        method: 'POST' as const,
        url: apiPath('/user/authenticate'),
        headers: { 'content-type': 'application/json' },
        payload: '{"username":{"$ne":1},"password":[1]}',
      },
      {
        method: 'POST' as const,
        url: apiPath('/user/authenticate'),
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      {
        method: 'POST' as const,
        url: apiPath('/user/authenticate'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a'.repeat(2 * 1024 * 1024),
      },
      {
        method: 'POST' as const,
        url: apiPath('/user/change_password'),
        headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ username: huge, oldPassword: huge, password: huge }),
      },
      {
        method: 'POST' as const,
        url: apiPath('/user/change_password'),
        headers: { 'x-auth-token': admin.token, 'content-type': 'application/json' },
        payload: 'null',
      },
      { method: 'DELETE' as const, url: apiPath('/user') },
      { method: 'GET' as const, url: apiPath('/user'), headers: { 'x-auth-token': '\u0000'.repeat(50) } },
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
    const res = await app.inject({ url: `${apiPath('/pages/navigation/system')}?system=MOON` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ system: 'validation.invalid_value' });
  });
});
