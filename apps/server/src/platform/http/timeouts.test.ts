import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { buildTestApp } from '../../test/harness';
import { DEFAULT_HTTP_TIMEOUTS, loadConfig, type HttpTimeouts } from '../config';
import { STOMP_PATH } from '../realtime/stomp-server';
import { serverOptions, TIMEOUT_CHECK_INTERVAL_MS } from './server-options';

// A real server on a port with the timeouts made small: a client that sends its headers or its body a byte a second
// is cut off (408, or the connection closed) instead of holding a connection forever; a STOMP socket is not.

const TIMEOUTS: HttpTimeouts = { headersMs: 1_500, requestMs: 3_000, idleMs: 2_500, keepAliveMs: 1_000 };
/** How late Node may notice a timeout (it looks every TIMEOUT_CHECK_INTERVAL_MS), plus a busy machine's slack. */
const LATE_MS = TIMEOUT_CHECK_INTERVAL_MS + 4_000;

type SlowAnswer = { cut: boolean; ms: number; answer: string; sent: number };

describe('HTTP timeouts', async () => {
  const t = await buildTestApp({ httpTimeouts: TIMEOUTS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;

  /**
   * Sends `head` at once, then `trickled` a byte a second; answers when the server ends the connection (cut) or
   * after `giveUpMs` (not cut), with what the server wrote and how many bytes were trickled.
   */
  function slowClient(head: string, trickled: string, giveUpMs: number): Promise<SlowAnswer> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      const drip = setInterval(() => {
        if (sent < trickled.length && socket.writable) socket.write(trickled[sent++]);
      }, 1_000);
      const done = (cut: boolean) => {
        clearInterval(drip);
        clearTimeout(giveUp);
        socket.destroy();
        resolve({ cut, ms: Date.now() - started, answer, sent });
      };
      const giveUp = setTimeout(() => done(false), giveUpMs);
      socket.on('connect', () => socket.write(head));
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
      socket.on('close', () => done(true));
      socket.on('error', () => undefined); // 'close' follows
    });
  }

  const cutOff = (answer: SlowAnswer) => answer.answer === '' || answer.answer.startsWith('HTTP/1.1 408 ');

  it('cuts a client that sends its headers a byte a second at the headers timeout', async () => {
    const request = 'GET /data/rest/health HTTP/1.1\r\nHost: localhost\r\nAccept: application/json\r\n\r\n';
    const answer = await slowClient('', request, 15_000);
    expect(answer.cut).toBe(true);
    expect(cutOff(answer), answer.answer).toBe(true);
    expect(answer.ms).toBeLessThan(TIMEOUTS.headersMs + LATE_MS);
    expect(answer.sent).toBeLessThan(request.length);
  });

  it('cuts a client that sends its body a byte a second at the request timeout', async () => {
    const body = new URLSearchParams({ username: 'trickler', password: 'a slow password of some length' }).toString();
    const head =
      'POST /data/rest/user/authenticate HTTP/1.1\r\nHost: localhost\r\n' +
      `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await slowClient(head, body, 15_000);
    expect(answer.cut).toBe(true);
    expect(cutOff(answer), answer.answer).toBe(true);
    // Past the headers and the idle timeouts (a byte a second keeps it busy): the whole request's.
    expect(answer.ms).toBeGreaterThanOrEqual(TIMEOUTS.requestMs - 100);
    expect(answer.ms).toBeLessThan(TIMEOUTS.requestMs + LATE_MS);
    expect(answer.sent).toBeLessThan(body.length);
  });

  it('closes a kept-alive connection left unused for the keep-alive time', async () => {
    const answer = await slowClient('GET /data/rest/health HTTP/1.1\r\nHost: localhost\r\n\r\n', '', 10_000);
    expect(answer.answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer.cut).toBe(true);
    expect(answer.ms).toBeLessThan(TIMEOUTS.keepAliveMs + LATE_MS);
  });

  it('leaves a STOMP socket open past every one of these timeouts', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${STOMP_PATH}`, ['v12.stomp']);
    const frames: string[] = [];
    ws.on('message', (data: Buffer) => frames.push(data.toString('utf8')));
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.send('CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:0,0\n\n\0');
    await expect.poll(() => frames.some((f) => f.startsWith('CONNECTED'))).toBe(true);
    const longest = Math.max(...Object.values(TIMEOUTS));
    // The behaviour is that nothing happens: the socket outlives every timeout of Node's own clock, which no fake
    // timer reaches, so the test lets them all pass.
    await new Promise((resolve) => setTimeout(resolve, longest + LATE_MS));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.send('SUBSCRIBE\nid:1\ndestination:/topic/auction/all\nreceipt:still-here\n\n\0');
    await expect.poll(() => frames.some((f) => f.startsWith('RECEIPT'))).toBe(true);
    ws.close();
  });
});

describe('the HTTP timeouts of the configuration', () => {
  it('let a 10 MB upload over a slow line finish, and are set from the environment', () => {
    expect(loadConfig({}).httpTimeouts).toEqual(DEFAULT_HTTP_TIMEOUTS);
    // 10 MB at 0.7 Mbit/s.
    expect(DEFAULT_HTTP_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(((10 * 8) / 0.7) * 1000);
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '600000',
        IDLE_TIMEOUT_MS: '30000',
        KEEP_ALIVE_MS: '65000',
      }).httpTimeouts,
    ).toEqual({ headersMs: 5_000, requestMs: 600_000, idleMs: 30_000, keepAliveMs: 65_000 });
    const options = serverOptions(loadConfig({}));
    expect(options).toMatchObject({
      connectionTimeout: 60_000,
      keepAliveTimeout: 72_000,
      requestTimeout: 120_000,
      http: { headersTimeout: 15_000, requestTimeout: 120_000 },
    });
  });

  it('are refused at start unless they are milliseconds above 0, the headers within the request', () => {
    for (const value of ['0', '-5', '1.5', '2m', ' '])
      expect(() => loadConfig({ REQUEST_TIMEOUT_MS: value }), value).toThrow(
        `REQUEST_TIMEOUT_MS must be a number of milliseconds above 0, got ${value}`,
      );
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'HEADERS_TIMEOUT_MS (20000) must not be above REQUEST_TIMEOUT_MS (10000)',
    );
  });
});
