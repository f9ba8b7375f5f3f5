import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../audit/tables';
import { REFUSALS_AUDITED_PER_ADDRESS } from './refusal-budget';
import { buildTestApp } from '../../test/harness';
import { apiPath } from '../../test/api-client';

describe('access control', async () => {
  const t = await buildTestApp();
  const { app, platform } = t;
  app.get('/data/rest/test/users-admin', { config: { access: { pages: ['/admin/auth/users'] } } }, async () => ({
    ok: true,
  }));
  app.get('/data/rest/test/signed-in', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
  app.get('/data/rest/test/undeclared', async () => ({ ok: true }));

  it('anonymous callers get 401 on protected routes and pass on public ones', async () => {
    for (const url of ['/data/rest/test/users-admin', '/data/rest/test/signed-in', apiPath('/user')]) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ _error: 'unauthorized' });
    }
    expect((await app.inject({ url: apiPath('/health') })).statusCode).toBe(200);
  });

  it('a trader gets 403 without the page; an admin passes', async () => {
    const trader = await t.loginAs('trader');
    const refused = await trader.get('/data/rest/test/users-admin');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ _error: 'access_denied' });
    expect((await trader.get('/data/rest/test/signed-in')).statusCode).toBe(200);
    const admin = await t.loginAs('admin');
    expect((await admin.get('/data/rest/test/users-admin')).json()).toEqual({ ok: true });
  });

  it('a page granted directly to a user takes effect at the next request', async () => {
    const trader = await t.loginAs('trader');
    expect((await trader.get('/data/rest/test/users-admin')).statusCode).toBe(403);
    await platform.db.execute(sql`
      insert into user_pages (user_id, page_id)
      select u.id, p.id from users u, pages p where u.username = 'trader' and p.url = '/admin/auth/users'`);
    expect((await trader.get('/data/rest/test/users-admin')).statusCode).toBe(200);
    await platform.db.execute(sql`delete from user_pages`);
    expect((await trader.get('/data/rest/test/users-admin')).statusCode).toBe(403);
  });

  it('a route without a declaration is never served', async () => {
    const admin = await t.loginAs('admin');
    expect((await admin.get('/data/rest/test/undeclared')).statusCode).toBe(403);
  });

  it('refused access is written to the audit log', async () => {
    await app.inject({ url: '/data/rest/test/signed-in' });
    const rows = await platform.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} like 'access.refused.%'`);
    expect(rows.map((r) => r.action)).toEqual(
      expect.arrayContaining(['access.refused.no_token', 'access.refused.missing_page']),
    );
  });

  it("past its budget of the minute, an address's refusals are audited once, and other addresses as before", async () => {
    const refuse = (remoteAddress: string) => app.inject({ url: '/data/rest/test/signed-in', remoteAddress });
    for (let i = 0; i < REFUSALS_AUDITED_PER_ADDRESS + 5; i++)
      expect((await refuse('203.0.113.7')).statusCode).toBe(401);
    expect((await refuse('203.0.113.8')).statusCode).toBe(401);
    const rows = await platform.db
      .select({ action: auditLog.action, ip: auditLog.ip, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.ip} in ('203.0.113.7', '203.0.113.8')`);
    const of = (ip: string, action: string) => rows.filter((r) => r.ip === ip && r.action === action);
    expect(of('203.0.113.7', 'access.refused.no_token')).toHaveLength(REFUSALS_AUDITED_PER_ADDRESS);
    expect(of('203.0.113.7', 'access.refused.throttled').map((r) => r.after)).toEqual([
      { reason: 'no_token', throttled: 'address' },
    ]);
    expect(of('203.0.113.8', 'access.refused.no_token')).toHaveLength(1);
  });

  it('unknown API paths answer 404 in the error shape', async () => {
    const res = await app.inject({ url: '/data/rest/does/not/exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ _error: 'not_found' });
  });
});

describe('route table', async () => {
  const { routeTable, app } = await buildTestApp();
  await app.ready();

  it('declares access on every route', () => {
    const undeclared = routeTable.filter((r) => r.access === undefined).map((r) => `${String(r.method)} ${r.url}`);
    expect(routeTable.length).toBeGreaterThan(5);
    expect(undeclared).toEqual([]);
  });

  it('lists every API route in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: apiPath('/openapi.json') })).json();
    // Paths that differ only by their parameters' names are one path item of the document (named as the first).
    const shape = (path: string) => path.replace(/\{\w+\}/g, '{}');
    const documented = new Set(
      Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${shape(p)}`),
      ),
    );
    const api = routeTable
      .filter(
        (r) =>
          r.url.startsWith('/data/rest/') && !r.url.startsWith(apiPath('/docs')) && r.url !== apiPath('/openapi.json'),
      )
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${shape(r.url.replace(/:(\w+)/g, '{$1}'))}`),
      );
    expect(api.length).toBeGreaterThan(5);
    expect(api.filter((r) => !documented.has(r))).toEqual([]);
    expect((await app.inject({ url: apiPath('/docs') })).statusCode).toBeLessThan(400);
  });

  it('declares the response headers of a route that sends them: lot_bids has its server time and viewer kind', async () => {
    const doc = (await app.inject({ url: apiPath('/openapi.json') })).json();
    const ok = doc.paths['/data/rest/auction/{id}/lot_bids'].get.responses['200'];
    expect(ok.headers['x-server-time']).toMatchObject({
      schema: { type: 'string', format: 'date-time' },
      description: expect.stringContaining('remainingTime'),
    });
    expect(ok.headers['x-viewer-kind']).toMatchObject({
      schema: { type: 'string', enum: ['VISITOR', 'STAFF', 'NOT_APPROVED', 'BIDDER'] },
      description: expect.stringContaining('VISITOR'),
    });
    // The body's schema (the contracts' AuctionLotBids) is the lots keyed by lot id, without the headers.
    const { $ref } = ok.content['application/json'].schema;
    expect($ref).toBe('#/components/schemas/AuctionLotBids');
    const body = doc.components.schemas.AuctionLotBids;
    expect(body.type).toBe('object');
    expect(body.headers).toBeUndefined();
    expect(body.additionalProperties).toBeDefined();
  });

  it('keeps the API description encoded: the same bytes each time, with an ETag, a gzipped copy and 304', async () => {
    for (const url of [apiPath('/openapi.json'), apiPath('/docs/json'), apiPath('/docs/yaml')]) {
      const first = await app.inject({ url });
      const second = await app.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['content-type']).toBe(
        url.endsWith('yaml') ? 'application/x-yaml' : 'application/json; charset=utf-8',
      );
      if (!url.endsWith('yaml')) expect(first.json()).toEqual(app.swagger());
      const gzipped = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(first.body);
      expect(gzipped.rawPayload.length).toBeLessThan(first.rawPayload.length / 5);
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});
