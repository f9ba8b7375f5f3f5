import type { AddressInfo } from 'node:net';
import Ajv2020 from 'ajv/dist/2020';
import createClient, { type Middleware } from 'openapi-fetch';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../modules/accounts/seed/seed';
import { buildFixture } from '../../modules/auctions/test-support';
import { PDF } from '../../modules/attachments/test-files';
import { makeBidders, runningAuction, type RunningAuction } from '../../modules/bidding/test-support';
import { documentTypeId } from '../../modules/portal-documents/test-support';
import { apiPath } from '../api-client';
import { FACTORY_PASSWORD } from '../factories/accounts';
import { subTypeId } from '../factories/cases';
import { buildTestApp } from '../harness';
import type { paths } from './api-types';

type Json = Record<string, unknown>;
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, Json> }>>;
  components: { schemas: Record<string, Json>; responses: Record<string, Json> };
};

const BASE = 'https://portal.test/openapi.json';

/**
 * Checks answers against the document: the schema its operation declares for the status (a `$ref`ed error answer
 * included). An answer the document does not declare, or one its schema refuses, is a lie of the document.
 */
function answerChecker(document: Document) {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema({ $id: BASE, components: { schemas: document.components.schemas } });
  const absolute = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', `"${BASE}#/components/schemas/`)) as Json;
  return (method: string, path: string, status: number, body: unknown): string | null => {
    let response = document.paths[path]?.[method.toLowerCase()]?.responses[String(status)];
    if (!response) return `${method} ${path} answered ${status}, which its description does not declare`;
    if (typeof response.$ref === 'string') {
      response = document.components.responses[response.$ref.slice('#/components/responses/'.length)];
    }
    const schema = (response.content as Record<string, { schema: Json }> | undefined)?.['application/json']?.schema;
    if (!schema) return null;
    const validate = ajv.compile(absolute(schema));
    return validate(body) ? null : `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`;
  };
}

/**
 * The API's main calls through the client generated from its description (openapi-typescript's types, openapi-fetch),
 * against the server listening on a port: signing in, bidding, filing a case with its document and submitting it.
 * Every answer is checked against the document's schema of its operation and status.
 */
describe('the API through the client generated from its description', async () => {
  const t = await buildTestApp({ auctionClock: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const check = answerChecker((await t.app.inject({ url: apiPath('/docs/json') })).json<Document>());
  const lies: string[] = [];
  let checked = 0;
  const checking: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      const body = response.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
      const lie = check(request.method, schemaPath, response.status, body);
      checked++;
      if (lie) lies.push(lie);
    },
  };
  const client = createClient<paths>({ baseUrl: `http://127.0.0.1:${port}` });
  client.use(checking);
  afterEach(() => {
    expect(lies.splice(0)).toEqual([]);
    expect(checked).toBeGreaterThan(0);
    checked = 0;
  });

  it('tells an answer the description does not declare, or one that does not fit its schema', () => {
    checked = 1;
    expect(check('POST', '/data/rest/auction/send_bid', 418, {})).toMatch(/does not declare/);
    expect(check('POST', '/data/rest/auction/send_bid', 200, { bid: {} })).toMatch(/must have required property/);
    expect(check('POST', '/data/rest/auction/send_bid', 409, { _error: 7 })).toMatch(/must be string/);
    expect(check('POST', '/data/rest/auction/send_bid', 409, { _error: 'auction.lot_ended' })).toBeNull();
  });

  const signIn = async (username: string, password: string) => {
    const { data, error, response } = await client.POST('/data/rest/user/authenticate', {
      body: { username, password, rememberMe: 'false' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    return { token: data?.token, error, status: response.status };
  };
  const as = (token: string) => ({ 'x-auth-token': token });

  it('signs in, reads the signed-in account, and is refused with the documented 401 for a wrong password', async () => {
    const { token } = await signIn('trader', DEMO_PASSWORD);
    expect(token).toEqual(expect.any(String));
    const me = await client.GET('/data/rest/user', { headers: as(token!) });
    expect(me.data?.username).toBe('trader');

    const wrong = await signIn('trader', 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.error?._error).toBe('invalid_credentials');
    const anonymous = await client.GET('/data/rest/user');
    expect(anonymous.response.status).toBe(401);
  });

  describe('bidding', () => {
    let auction: RunningAuction;
    let token: string;
    beforeAll(async () => {
      const [bidder] = await makeBidders(t, 1);
      auction = await runningAuction(await buildFixture(t), [bidder]);
      token = (await signIn(bidder.username, FACTORY_PASSWORD)).token!;
    });

    it('sends a bid at the lot’s next minimum, then one too low, refused with the documented 409', async () => {
      const ids = { auction: { id: auction.auction.id }, lot: { id: auction.lots[0].id } };
      const lots = await client.GET('/data/rest/auction/{id}/lot_bids', {
        params: { path: { id: auction.auction.id } },
        headers: as(token),
      });
      const lot = lots.data![String(auction.lots[0].id)];
      const sent = await client.POST('/data/rest/auction/send_bid', {
        body: { bid: { ...ids, offeredAmount: lot.minimumNextBid } },
        headers: as(token),
      });
      expect(sent.error).toBeUndefined();
      expect(sent.data?.bid).toMatchObject({ lotId: auction.lots[0].id, amount: lot.minimumNextBid, seq: 1 });
      expect(sent.data?.lot.position).toBe('LEADING');

      const low = await client.POST('/data/rest/auction/send_bid', {
        body: { bid: { ...ids, offeredAmount: lot.minimumNextBid } },
        headers: as(token),
      });
      expect(low.response.status).toBe(409);
      expect(low.error?._error).toEqual(expect.any(String));
    });
  });

  it('files a general case, uploads its request document and submits it', async () => {
    const { token } = await signIn('trader', DEMO_PASSWORD);
    const created = await client.POST('/data/rest/general_cases/create_general_case', {
      body: { subTypeId: await subTypeId(t.platform.db, 'GEN_TARIFF'), subject: 'Heading of roasted coffee' },
      headers: as(token!),
    });
    expect(created.error).toBeUndefined();
    const caseId = created.data!.id;
    expect(created.data?.caseStatus).toBe('DRAFT');

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'request.pdf');
    const uploaded = await client.POST('/data/rest/portal_documents', {
      params: { query: { caseId, typeId: await documentTypeId(t.platform.db, 'GEN_REQUEST') } },
      body: form as never,
      bodySerializer: (body) => body as FormData,
      headers: as(token!),
    });
    expect(uploaded.error).toBeUndefined();
    expect(uploaded.data?.caseId).toBe(caseId);

    const submitted = await client.POST('/data/rest/general_cases/submit_general_case', {
      body: { id: caseId },
      headers: as(token!),
    });
    expect(submitted.error).toBeUndefined();
    expect(submitted.data).toMatchObject({ id: caseId, caseStatus: 'SUBMITTED' });

    // Submitting again is refused in the case's state.
    const again = await client.POST('/data/rest/general_cases/submit_general_case', {
      body: { id: caseId },
      headers: as(token!),
    });
    expect(again.response.status).toBe(409);
  });

  it('answers a wrong input with the documented 400 and its field keys', async () => {
    const { token } = await signIn('trader', DEMO_PASSWORD);
    const refused = await client.POST('/data/rest/general_cases/create_general_case', {
      body: { subTypeId: -1, subject: 'x' },
      headers: as(token!),
    });
    expect(refused.response.status).toBe(400);
    expect(Object.keys(refused.error ?? {})).toContain('subTypeId');
  });
});
