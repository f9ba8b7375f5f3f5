import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The client reads the token cookie through the session store; give it a browser-like world.
beforeEach(() => {
  vi.resetModules();
  vi.stubGlobal('document', { cookie: 'token=tok123; lang=en' });
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
});
afterEach(() => vi.unstubAllGlobals());

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(body === undefined ? '' : JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiClient', () => {
  it('sends GET requests under /data/rest with the token header and no cache breaker', async () => {
    const fetchMock = respond(200, { ok: true });
    const { apiClient } = await import('./client');
    await expect(apiClient.get('/user', { query: { system: 'AUCTION', empty: undefined } })).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/data/rest/user?system=AUCTION');
    expect((init.headers as Record<string, string>)['X-Auth-Token']).toBe('tok123');
  });

  it('sends forms url-encoded and leaves the token out when asked', async () => {
    const fetchMock = respond(200, { token: 'new' });
    const { apiClient } = await import('./client');
    await apiClient.post('/user/authenticate', { form: { username: 'a b', rememberMe: false }, auth: false });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/data/rest/user/authenticate');
    expect((init.body as URLSearchParams).toString()).toBe('username=a+b&rememberMe=false');
    expect((init.headers as Record<string, string>)['X-Auth-Token']).toBeUndefined();
  });

  it('sends extra headers beside JSON', async () => {
    const fetchMock = respond(200, {});
    const { apiClient } = await import('./client');
    await apiClient.post('/auction/send_bid', { json: { id: 1 }, headers: { 'Idempotency-Key': 'key-12345' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('key-12345');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers['X-Auth-Token']).toBe('tok123');
  });

  it('answers the headers beside the body when asked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ '7': { lotId: 7 } }), {
            status: 200,
            headers: { 'content-type': 'application/json', 'x-server-time': '2026-05-01T10:00:00.000Z' },
          }),
      ),
    );
    const { apiClient } = await import('./client');
    const { data, headers } = await apiClient.getWithHeaders('/auction/3/lot_bids');
    expect(data).toEqual({ '7': { lotId: 7 } });
    expect(headers.get('X-Server-Time')).toBe('2026-05-01T10:00:00.000Z');
  });

  it('maps a non-2xx answer to an ApiError with its status and body', async () => {
    respond(400, { oldPassword: 'profile.wrong_old_password' });
    const { apiClient } = await import('./client');
    await expect(apiClient.post('/user/change_password', { json: {} })).rejects.toMatchObject({
      status: 400,
      body: { oldPassword: 'profile.wrong_old_password' },
    });
  });

  it('maps a network failure to status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { apiClient } = await import('./client');
    await expect(apiClient.get('/user')).rejects.toMatchObject({ status: 0, body: { _error: 'network_error' } });
  });
});
