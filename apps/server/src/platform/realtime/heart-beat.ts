import { StompProtocolError } from './stomp-frames';

/** Agreed intervals in ms, from the server's side; 0 means none in that direction. */
export type HeartBeat = { send: number; receive: number };

// setInterval-style timers overflow past 2^31-1 ms; beyond an hour nobody is really checking.
const MAX_INTERVAL_MS = 3_600_000;

/**
 * Negotiates heart-beats as STOMP 1.2 specifies: the client's `cx,cy` against the server's
 * `sx,sy`; each direction is the larger of the two wishes, or none when either side says 0.
 * A receive interval too long to watch is turned off, and the CONNECTED frame says so.
 */
export function negotiateHeartBeat(
  clientHeader: string | undefined,
  server: { canSend: number; wantsToReceive: number },
): HeartBeat {
  let cx = 0;
  let cy = 0;
  if (clientHeader !== undefined && clientHeader !== '') {
    const match = /^\s*(\d{1,10})\s*,\s*(\d{1,10})\s*$/.exec(clientHeader);
    if (!match) throw new StompProtocolError('Invalid heart-beat header');
    cx = Number(match[1]);
    cy = Number(match[2]);
  }
  const send = server.canSend === 0 || cy === 0 ? 0 : Math.min(Math.max(server.canSend, cy), MAX_INTERVAL_MS);
  const receive = server.wantsToReceive === 0 || cx === 0 ? 0 : Math.max(server.wantsToReceive, cx);
  return { send, receive: receive > MAX_INTERVAL_MS ? 0 : receive };
}

/**
 * The CONNECTED header: the agreed intervals rather than the server's raw offer, so a client
 * that applies the same rule to them derives exactly what the server will do.
 */
export function heartBeatHeader(agreed: HeartBeat): string {
  return `${agreed.send},${agreed.receive}`;
}
