import fs from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../test/api-client';
import { buildTestApp } from '../../test/harness';
import { type ApiDocument, operationIds } from './api-document';
import { API_EXAMPLES } from './api-examples';
import { CONTRACT_MODULES } from './contract-modules';

const ERROR_STATUSES = ['400', '401', '403', '404', '409', '429', '503'];

describe('the API description', async () => {
  const t = await buildTestApp();
  const served = await t.app.inject({ url: apiPath('/docs/json') });
  const document = served.json<ApiDocument>();
  const operations = Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
  );

  it('is valid OpenAPI 3.1 for Redocly (its recommended rules: no error, every example fits its schema)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const config = await createConfig({
      extends: ['recommended'],
      rules: { 'no-invalid-media-type-examples': 'error', 'no-invalid-parameter-examples': 'error' },
    });
    const problems = await lintFromString({ source: served.body, absoluteRef: '/openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation (unique ids), sums it up and tags it', () => {
    expect(operations.length).toBeGreaterThan(400);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ op }) => !op.operationId || !op.summary || !op.tags?.length)).toEqual([]);
    const byKey = new Map(operations.map(({ key, op }) => [key, op.operationId]));
    expect(byKey.get('POST /data/rest/portal_cases/take_over')).toBe('portalCasesTakeOver');
    expect(byKey.get('POST /data/rest/auction/send_bid')).toBe('auctionSendBid');
    expect(byKey.get('POST /data/rest/user/authenticate')).toBe('userAuthenticate');
  });

  it('describes every answer, and the error answers by the route: 401 unless public, 403 for role pages, 503 always', () => {
    for (const { key, op } of operations) {
      for (const [status, response] of Object.entries(op.responses)) {
        const described =
          '$ref' in response || (typeof response.description === 'string' && response.description !== '');
        expect(described, `${key} ${status}`).toBe(true);
      }
      expect(
        Object.keys(op.responses).some((status) => ERROR_STATUSES.includes(status)),
        key,
      ).toBe(true);
      // The health check declares its own 503; every other operation shares the description.
      if (key !== 'GET /data/rest/health') {
        expect(op.responses['503'], key).toEqual({ $ref: '#/components/responses/ServiceUnavailable' });
      }
    }
    const responses = (key: string) => operations.find((o) => o.key === key)!.op.responses;
    expect(Object.keys(responses('POST /data/rest/auction/send_bid')).sort()).toEqual(
      ['200', '400', '401', '409', '429', '503'].sort(),
    );
    // Public, no input: none of the caller's errors.
    expect(Object.keys(responses('GET /data/rest/public_settings')).sort()).toEqual(['200', '503']);
    // An administrator's page: 403 for other roles, 404 for an unknown id.
    expect(responses('DELETE /data/rest/users/{id}')).toMatchObject({
      '401': {},
      '403': {},
      '404': {},
      '409': {},
    });
    // The refusals a route's summary names are listed on its 409.
    expect(responses('POST /data/rest/portal_cases/take_over')['409']).toMatchObject({
      description: expect.stringContaining('`portal.case_not_assigned_to_other`'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
    });
    for (const name of ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'TooManyRequests']) {
      const response = document.components.responses![name] as { content: Record<string, { schema: unknown }> };
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorBody' });
    }
    expect(document.components.schemas!.ErrorBody).toMatchObject({ properties: { _error: { type: 'string' } } });
  });

  it("uses the contracts' schemas as named components, each reused", () => {
    const sendBid = operations.find((o) => o.key === 'POST /data/rest/auction/send_bid')!.op;
    expect(sendBid.requestBody!.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SendBidInput',
    });
    expect(sendBid.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/SendBidAnswer' } } },
    });
    expect(Object.keys(document.components.schemas!).length).toBeGreaterThan(200);
    // Far smaller than the 860 KB of everything written out in every operation.
    expect(served.body.length).toBeLessThan(650_000);
  });

  it('gives the examples of the main calls', () => {
    for (const [key, example] of Object.entries(API_EXAMPLES)) {
      const op = operations.find((o) => o.key === key)?.op;
      expect(op, key).toBeDefined();
      if (example.request !== undefined) {
        const [content] = Object.values(op!.requestBody!.content);
        expect(content.examples?.[example.name], key).toEqual({ value: example.request });
      }
      for (const [name, value] of Object.entries(example.parameters ?? {})) {
        expect(op!.parameters?.find((p) => p.name === name)?.example, `${key} ${name}`).toEqual(value);
      }
    }
  });

  it("names the schemas of every module of the contracts (the list is the package's exports)", () => {
    const manifest = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../packages/contracts/package.json'), 'utf8'),
    ) as { exports: Record<string, string> };
    const subpaths = Object.keys(manifest.exports).filter((subpath) => !subpath.includes('*'));
    expect(Object.keys(CONTRACT_MODULES).sort()).toEqual(subpaths.sort());
  });
});

describe('operation ids', () => {
  it("are the path's words, then its parameters, then the method, where they would clash", () => {
    expect(
      operationIds([
        { method: 'post', path: '/data/rest/portal_cases/take_over' },
        { method: 'get', path: '/data/rest/users' },
        { method: 'get', path: '/data/rest/users/{id}' },
        { method: 'delete', path: '/data/rest/users/{id}' },
        { method: 'get', path: '/data/rest/auction/{id}/lot_bids' },
      ]),
    ).toEqual(['portalCasesTakeOver', 'users', 'getUsersById', 'deleteUsersById', 'auctionLotBids']);
  });
});
