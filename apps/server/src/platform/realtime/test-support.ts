// Sockets that speak raw STOMP bytes to a test server: what browsers do is tested with stompjs, what they must not
// (malformed frames, forged headers, too many sockets) with these.
import { WebSocket } from 'ws';
import { StompFrameParser, type StompFrame } from './stomp-frames';

export const CONNECT = 'CONNECT\naccept-version:1.2\nhost:localhost\n\n\0';

export type Raw = { ws: WebSocket; frames: StompFrame[]; closed: Promise<number>; next(): Promise<StompFrame> };

/**
 * A raw socket to `at` that sends whatever bytes a test writes and records the frames it gets back; kept in
 * `sockets` for the test to close.
 */
export function rawSocket(at: string, headers: Record<string, string>, sockets: WebSocket[]): Promise<Raw> {
  const ws = new WebSocket(at, { headers });
  sockets.push(ws);
  const parser = new StompFrameParser({ maxFrameBytes: 1 << 20, maxHeaders: 1000 });
  const frames: StompFrame[] = [];
  let waiting: (() => void) | undefined;
  ws.on('message', (data: Buffer) => {
    frames.push(...parser.push(data));
    waiting?.();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  let read = 0;
  const next = async (): Promise<StompFrame> => {
    while (frames.length <= read) await new Promise<void>((resolve) => (waiting = resolve));
    return frames[read++];
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, frames, closed, next }));
    ws.once('error', reject);
  });
}

/** The HTTP status with which an upgrade to `at` is refused, or 101 when it is accepted; kept in `sockets`. */
export function upgradeAnswer(at: string, headers: Record<string, string>, sockets: WebSocket[]): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(at, { headers });
    sockets.push(ws);
    ws.once('open', () => resolve(101));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => resolve(-1));
  });
}
