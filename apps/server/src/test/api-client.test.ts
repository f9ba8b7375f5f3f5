import { API_PATHS } from '@portal/contracts/api-paths';
import { describe, expect, it } from 'vitest';
import { API_PREFIX, apiPath, SERVER_API_PATHS, SERVER_ONLY_API_PATHS } from './api-client';
import { buildTestApp } from './harness';

/** A path with its parameter names left out: `/auctions/:id/lots` and `/auctions/{auctionId}/lots` → `/auctions/:/lots`. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, ':').replace(/:[A-Za-z_]\w*/g, ':');

/** The tests' list of server paths is the server's route table: none missing, none the server does not have. */
describe("the tests' API paths", async () => {
  const t = await buildTestApp();
  await t.app.ready();
  // The route table's own URLs, the prefix cut off to compare them with the templates (no URL is built here).
  const routes = new Set(
    t.routeTable
      .filter((route) => route.url.startsWith(`${API_PREFIX}/`) && !route.url.startsWith(`${API_PREFIX}/docs/static/`))
      .map((route) => shape(route.url.slice(API_PREFIX.length))),
  );

  it('are exactly the routes the server declares under /data/rest (the Swagger UI files left out)', () => {
    const listed = new Set(SERVER_API_PATHS.map(shape));
    expect([...routes].filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((path) => !routes.has(path))).toEqual([]);
  });

  it('list a server-only path only when the web does not call it', () => {
    const web = new Set(API_PATHS.map(shape));
    expect(SERVER_ONLY_API_PATHS.filter((path) => web.has(shape(path)))).toEqual([]);
  });

  it('fill a template under the API prefix, encoding the values', () => {
    expect(apiPath('/auction/send_bid')).toBe('/data/rest/auction/send_bid');
    expect(apiPath('/auctions/bids/{auctionId}/{lotId}', { auctionId: 1, lotId: 2 })).toBe(
      '/data/rest/auctions/bids/1/2',
    );
    expect(apiPath('/users/by_username/{username}', { username: 'a b/c' })).toBe(
      '/data/rest/users/by_username/a%20b%2Fc',
    );
  });
});
