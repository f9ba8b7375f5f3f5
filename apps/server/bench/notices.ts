// Notices to many connected users: each user signed in (a session of their own) with one STOMP socket subscribed to
// their own notice destination (`/user/{id}/notices`, owner access), then one notice per user produced by the
// notification module's `notify` in transactions on the same PostgreSQL database, from this process: the server
// under test learns of them by the bus (LISTEN/NOTIFY, as a second instance would) and pushes each to its user.
// Measured per user: from the producing transaction's commit to the push's arrival (one process, one clock).
import { noticeDestination, type NoticePush } from '@portal/contracts/notifications';
import type net from 'node:net';
import { openDatabase } from '../src/platform/db/database';
import { openSession } from '../src/modules/auth/sessions';
import { notify } from '../src/modules/notifications';
import { buildAccount } from '../src/test/factories/accounts';
import type { OtherLoad } from './cpu-watch';
import { subscribe, type Subscriber } from './fan-out';
import { percentile } from './load';

export type NoticeUser = { userId: number; token: string };

/** `count` approved individuals with a session each, written straight into the database (not measured). */
export async function setUpNoticeUsers(databaseUrl: string, count: number): Promise<NoticeUser[]> {
  const database = await openDatabase({ databaseUrl });
  try {
    const users: NoticeUser[] = [];
    for (let i = 0; i < count; i++) {
      const { user } = await buildAccount(database.db, {
        kind: 'individual',
        status: 'APPROVED',
        name: `Bench reader ${i + 1}`,
      });
      const token = await openSession(database.db, user, { rememberMe: false, ip: '127.0.0.1' });
      users.push({ userId: user.id, token });
    }
    return users;
  } finally {
    await database.close();
  }
}

/** One way of producing the notices, and what it measured. */
export type NoticeRound = {
  shape: 'one transaction' | 'one per user';
  users: number;
  delivered: number;
  lost: number;
  duplicates: number;
  /** Pushes that arrived before their transaction's commit returned here (negative times). */
  early: number;
  p50: number;
  p99: number;
  max: number;
  /** From the first transaction's start to the last commit. */
  produceMs: number;
};

export type NoticeResult = { users: number; connectSeconds: number; rounds: NoticeRound[]; other?: OtherLoad | null };

const idOfPush = (body: unknown) => {
  const push = body as NoticePush;
  return push.type === 'notice' ? push.notice.id : -1;
};

/**
 * Connects a socket per user (50 handshakes at a time, each from its own forwarded address) and runs two rounds:
 * every user's notice in one transaction (a burst, as when one event concerns them all), then one transaction per
 * user, one after the other (a stream). After each round it waits up to 10 s for stragglers.
 */
export async function noticesToUsers(options: {
  port: number;
  databaseUrl: string;
  users: NoticeUser[];
}): Promise<NoticeResult> {
  const opened: net.Socket[] = [];
  const subscribers: Subscriber[] = [];
  const database = await openDatabase({ databaseUrl: options.databaseUrl });
  const connectStarted = performance.now();
  try {
    for (let i = 0; i < options.users.length; i += 50) {
      const batch = options.users.slice(i, i + 50).map((user, j) => {
        const n = i + j;
        return subscribe(options.port, noticeDestination(user.userId), `10.253.${n >> 8}.${(n & 255) + 1}`, opened, {
          token: user.token,
          idOf: idOfPush,
        });
      });
      subscribers.push(...(await Promise.all(batch)));
    }
    const connectSeconds = (performance.now() - connectStarted) / 1000;
    const params = (round: number) => ({ caseNumber: `BENCH-${round}`, status: 'IN_PROCESS' });

    const rounds: NoticeRound[] = [];
    // The burst: one transaction, every user's notice; all committed at one instant.
    rounds.push(
      await round(subscribers, 'one transaction', async () => {
        const ids = options.users.map((u) => u.userId);
        await database.db.transaction((tx) => notify(tx, ids, 'case_status', params(1)));
        const committedAt = performance.now();
        return options.users.map(() => committedAt);
      }),
    );
    // The stream: one transaction per user, each timed from its own commit.
    rounds.push(
      await round(subscribers, 'one per user', async () => {
        const committed: number[] = [];
        for (const user of options.users) {
          await database.db.transaction((tx) => notify(tx, user.userId, 'case_status', params(2)));
          committed.push(performance.now());
        }
        return committed;
      }),
    );
    return { users: subscribers.length, connectSeconds, rounds };
  } finally {
    for (const socket of opened) socket.destroy();
    await database.close();
  }
}

/** Runs `produce` (answering each user's commit time, in the users' order) and reads what each socket got. */
async function round(
  subscribers: Subscriber[],
  shape: NoticeRound['shape'],
  produce: () => Promise<number[]>,
): Promise<NoticeRound> {
  for (const s of subscribers) {
    s.seqs.length = 0;
    s.times.length = 0;
  }
  const started = performance.now();
  const committedAt = await produce();
  const produceMs = Math.max(...committedAt) - started;
  const deadline = performance.now() + 10_000;
  while (performance.now() < deadline && subscribers.some((s) => s.seqs.length === 0)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // Late duplicates get a moment to show.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const latencies: number[] = [];
  let lost = 0;
  let duplicates = 0;
  let early = 0;
  subscribers.forEach((s, i) => {
    const notices = s.seqs.filter((id) => id >= 0);
    if (notices.length === 0) {
      lost++;
      return;
    }
    duplicates += notices.length - new Set(notices).size;
    const ms = s.times[s.seqs.indexOf(notices[0])] - committedAt[i];
    if (ms < 0) early++;
    latencies.push(ms);
  });
  return {
    shape,
    users: subscribers.length,
    delivered: latencies.length,
    lost,
    duplicates,
    early,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: percentile(latencies, 1),
    produceMs,
  };
}
