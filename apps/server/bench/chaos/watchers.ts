// A watcher of the chaos run: one STOMP connection to one instance, subscribed to every lot's bid topic,
// as a bidding screen is. It keeps each connection's raw stream (to find gaps and disorder) and its merged
// view of each lot: pushes in seq order, and after a reconnect or a gap a resync by seq over HTTP.
import { bidTopic, type BidsAfter } from '@portal/contracts/bidding';
import { WebSocket } from 'ws';

const STOMP_PATH = '/portal/bidding';
const NUL = '\0';
const frame = (command: string, headers: Record<string, string>) =>
  `${command}\n${Object.entries(headers)
    .map(([k, v]) => `${k}:${v}\n`)
    .join('')}\n${NUL}`;

export type LotView = { seqs: number[]; amounts: number[] };

export type Watcher = {
  label: string;
  /** Per lot, what the watcher holds: seq 1..n and their amounts. */
  lots: Map<number, LotView>;
  /** Pushes whose seq was not the next one of their connection's stream (a gap inside one connection). */
  gaps: number;
  /** Pushes whose seq was not above the last one of their connection's stream. */
  outOfOrder: number;
  /** The first few gaps and disorders, as `lot L: seq S after T at HH:MM:SS`, to say what went wrong. */
  anomalies: string[];
  /** Connections opened after the first (the instance was killed or restarted). */
  reconnects: number;
  /** Brings every lot up to date over HTTP (the resync a screen does), then stops. */
  finish(): Promise<void>;
};

/**
 * Connects to `socketBase` (an instance, or nginx), subscribes to the lots and keeps connecting again when the
 * connection drops, every 500 ms. Resyncs go through `httpBase` (nginx), as a screen's requests do.
 */
export async function startWatcher(options: {
  label: string;
  socketBase: string;
  httpBase: string;
  lotIds: number[];
  address: string;
}): Promise<Watcher> {
  const lots = new Map<number, LotView>(options.lotIds.map((id) => [id, { seqs: [], amounts: [] }]));
  const watcher: Watcher = {
    label: options.label,
    lots,
    gaps: 0,
    outOfOrder: 0,
    anomalies: [],
    reconnects: 0,
    finish,
  };
  const note = (kind: string, lotId: number, seq: number, last: number) => {
    if (watcher.anomalies.length < 5)
      watcher.anomalies.push(
        `${kind} lot ${lotId}: seq ${seq} after ${last} at ${new Date().toISOString().slice(11, 23)}`,
      );
  };
  let stopped = false;
  let socket: WebSocket | undefined;
  let resyncing = Promise.resolve();

  const append = (lotId: number, seq: number, amount: number) => {
    const view = lots.get(lotId)!;
    if (seq === view.seqs.length + 1) {
      view.seqs.push(seq);
      view.amounts.push(amount);
    }
  };
  /** Reads the bids after what the lot holds, page after page, until it holds the lot's last seq. */
  const resync = (lotId: number) => {
    resyncing = resyncing.then(async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const view = lots.get(lotId)!;
        const res = await fetch(`${options.httpBase}/data/rest/auction/lot/${lotId}/bids?after=${view.seqs.length}`, {
          headers: { 'x-forwarded-for': options.address },
        }).catch(() => undefined);
        if (!res?.ok) {
          await new Promise((resolve) => setTimeout(resolve, 300));
          continue;
        }
        const answer = (await res.json()) as BidsAfter;
        for (const bid of answer.bids) append(lotId, bid.seq, bid.amount);
        if (view.seqs.length >= answer.lastSeq) return;
      }
      throw new Error(`${options.label}: lot ${lotId} could not be brought up to date`);
    });
    return resyncing;
  };

  const connect = (first: boolean) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${options.socketBase.replace(/^http/, 'ws')}${STOMP_PATH}`, ['v12.stomp'], {
        headers: { 'x-forwarded-for': options.address },
      });
      socket = ws;
      // The raw stream of this connection, per lot: the last seq pushed on it.
      const lastPushed = new Map<number, number>();
      let subscribed = false;
      ws.on('open', () => ws.send(frame('CONNECT', { 'accept-version': '1.2', host: 'portal', 'heart-beat': '0,0' })));
      ws.on('message', (data: Buffer) => {
        const text = data.toString('utf8');
        const command = text.slice(0, text.indexOf('\n'));
        if (command === 'CONNECTED') {
          options.lotIds.forEach((lotId, i) =>
            ws.send(
              frame('SUBSCRIBE', {
                id: `lot-${lotId}`,
                destination: bidTopic(lotId),
                ack: 'auto',
                ...(i === options.lotIds.length - 1 ? { receipt: 'subscribed' } : {}),
              }),
            ),
          );
        } else if (command === 'RECEIPT') {
          subscribed = true;
          // What was accepted while this watcher was away is read by seq (also the first time: nothing yet).
          if (!first) for (const lotId of options.lotIds) void resync(lotId).catch(() => undefined);
          resolve();
        } else if (command === 'MESSAGE') {
          const start = text.indexOf('\n\n') + 2;
          const end = text.indexOf(NUL, start);
          const push = JSON.parse(text.slice(start, end === -1 ? undefined : end)) as {
            lotId: number;
            seq: number;
            amount: number;
          };
          const last = lastPushed.get(push.lotId);
          if (last !== undefined && push.seq <= last) {
            watcher.outOfOrder++;
            note('out of order', push.lotId, push.seq, last);
          } else if (last !== undefined && push.seq !== last + 1) {
            watcher.gaps++;
            note('gap', push.lotId, push.seq, last);
          }
          lastPushed.set(push.lotId, Math.max(last ?? 0, push.seq));
          const view = lots.get(push.lotId);
          if (!view) return;
          if (push.seq === view.seqs.length + 1) append(push.lotId, push.seq, push.amount);
          else if (push.seq > view.seqs.length + 1) void resync(push.lotId).catch(() => undefined);
        }
      });
      const lost = () => {
        if (!subscribed) reject(new Error(`${options.label}: could not subscribe`));
        if (stopped || !subscribed) return;
        subscribed = false;
        setTimeout(() => void reconnect(), 500);
      };
      ws.on('close', lost);
      ws.on('error', () => ws.terminate());
    });

  const reconnect = async (): Promise<void> => {
    while (!stopped) {
      try {
        await connect(false);
        watcher.reconnects++;
        return;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  };

  async function finish() {
    stopped = true;
    socket?.terminate();
    await resyncing.catch(() => undefined);
    for (const lotId of options.lotIds) await resync(lotId);
  }

  await connect(true);
  return watcher;
}
