import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/database';
import { realtimeEvents } from './tables';

export type BusEvent = { id: number; topic: string; body: unknown };
export type BusListener = (event: BusEvent) => void;

export type EventBus = {
  /**
   * Records an event inside the caller's transaction. It reaches subscribers on every instance
   * once, and only if, that transaction commits.
   */
  publish(tx: Db, topic: string, body: unknown): Promise<void>;
  subscribe(listener: BusListener): () => void;
  close(): Promise<void>;
};

/**
 * The NOTIFY channel of the bus: its payload is a `realtime_events` row as JSON (`id`, `topic`, `body`, `at`), or
 * only the row's id when the JSON would not fit in a notification (PostgreSQL's limit is 8,000 bytes).
 */
export const BUS_CHANNEL = 'portal_events';
/** The longest payload sent whole: under PostgreSQL's 8,000 bytes, with room to spare. */
const PAYLOAD_MAX_BYTES = 7_900;

/**
 * `pg_notify` of the bus for an event row named `event` in the statement (a CTE or table alias with the columns of
 * `realtime_events`): the row itself when it fits, else its id (the bus then reads the row).
 */
export function notifyEventSql(event: SQL): SQL {
  return sql`pg_notify(${BUS_CHANNEL}, (select case when octet_length(p.whole) <= ${PAYLOAD_MAX_BYTES}
    then p.whole else ${event}.id::text end
    from (select json_build_object('id', ${event}.id, 'topic', ${event}.topic, 'body', ${event}.body,
      'at', ${event}.created_at)::text as whole) p))`;
}

/**
 * Topic of the platform's own notices between instances (never a STOMP destination: no
 * destination starts with `internal:`, and the topic registry opens none of them).
 */
export const SESSIONS_ENDED_TOPIC = 'internal:sessions_ended';
export type SessionsEndedBody = { sessionIds: number[] };

/**
 * Records an event inside the caller's transaction; every instance's bus delivers it after commit.
 * A standalone function, so code without the bus at hand (session revocation) can publish too.
 */
export async function publishEvent(tx: Db, topic: string, body: unknown): Promise<void> {
  await tx.execute(sql`with event as (
      insert into ${realtimeEvents} (topic, body) values (${topic}, ${JSON.stringify(body ?? null)}::jsonb)
      returning id, topic, body, created_at)
    select ${notifyEventSql(sql.raw('event'))} from event`);
}

/** What the bus reads of an event row (a payload carries the same). */
const EVENT_COLUMNS = {
  id: realtimeEvents.id,
  topic: realtimeEvents.topic,
  body: realtimeEvents.body,
  createdAt: realtimeEvents.createdAt,
};
type EventRow = { id: number; topic: string; body: unknown; createdAt: Date };

/** The event a whole payload carries; undefined for anything else on the channel. */
function eventOf(payload: string): EventRow | undefined {
  try {
    const value = JSON.parse(payload) as { id?: unknown; topic?: unknown; body?: unknown; at?: unknown };
    const createdAt = new Date(String(value.at));
    if (!Number.isSafeInteger(value.id) || typeof value.topic !== 'string' || Number.isNaN(createdAt.getTime())) {
      return undefined;
    }
    return { id: value.id as number, topic: value.topic, body: value.body ?? null, createdAt };
  } catch {
    return undefined;
  }
}

/** How far back (by the events' own time) a reconnected bus looks for events it missed. */
const REPLAY_WINDOW_MS = 60_000;
/** A failed read of an event is tried this often, this far apart (a minute: a database restart or failover). */
const READ_ATTEMPTS = 120;
const READ_RETRY_MS = 500;
/** Ids of delivered events remembered, so a replay never hands an event to subscribers twice. */
const DELIVERED_MEMORY = 50_000;

/**
 * The bus over PostgreSQL NOTIFY (PGlite delivers it in process): the payload is the event, or its id for a large
 * one, which is then read from the table. When the
 * listening connection was lost and is back, the events recorded in the meantime (and those of transactions
 * still open when it was lost) are read from the table and delivered in id order, each at most once.
 */
export async function startEventBus(database: Database, log?: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<BusListener>();
  const delivered = new Set<number>();
  const deliveredOrder: number[] = [];
  // What this bus may replay: the events of transactions its start snapshot (taken just before it listens) does not
  // see committed. One committed before then was never this bus's to deliver, and a replay must not bring it in late;
  // the events' times cannot tell (a transaction's start, to the millisecond on PGlite). A replay reads the events
  // from a window before the newest event time seen, which bounds the read and keeps the events of transactions that
  // were still open when the connection was lost.
  const [start] = (
    (await database.db.execute(
      sql`select pg_current_snapshot()::text as snapshot, extract(epoch from now()) * 1000 as ms`,
    )) as { rows: Array<{ snapshot: string; ms: string | number }> }
  ).rows;
  let seenUntil = new Date(Number(start.ms));
  const dispatch = (row: EventRow) => {
    if (delivered.has(row.id)) return;
    delivered.add(row.id);
    deliveredOrder.push(row.id);
    if (deliveredOrder.length > DELIVERED_MEMORY) delivered.delete(deliveredOrder.shift()!);
    if (row.createdAt > seenUntil) seenUntil = row.createdAt;
    const event = { id: row.id, topic: row.topic, body: row.body };
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        log?.error({ err }, 'event listener failed');
      }
    }
  };
  // Rows are read one after another so subscribers see events in commit order. A read that fails (the
  // database restarting) is tried again, holding the events behind it: an event is late, never skipped.
  const untilRead = async <T>(read: () => Promise<T>): Promise<T> => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await read();
      } catch (err) {
        if (attempt >= READ_ATTEMPTS) throw err;
        if (attempt === 1) log?.warn({ err }, 'event bus cannot read an event: trying again');
        await new Promise((resolve) => setTimeout(resolve, READ_RETRY_MS));
      }
    }
  };
  let chain = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((err) => log?.error({ err }, 'event delivery failed'));
  };
  const deliver = (payload: string) => {
    if (payload.startsWith('{')) {
      const row = eventOf(payload);
      if (row) enqueue(() => Promise.resolve(dispatch(row)));
      return;
    }
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    enqueue(async () => {
      const [row] = await untilRead(() =>
        database.db.select(EVENT_COLUMNS).from(realtimeEvents).where(eq(realtimeEvents.id, id)),
      );
      if (row) dispatch(row);
    });
  };
  const replay = () => {
    log?.warn('event bus listening again: delivering the events it missed');
    enqueue(async () => {
      const since = new Date(seenUntil.getTime() - REPLAY_WINDOW_MS);
      const rows = await untilRead(() =>
        database.db
          .select(EVENT_COLUMNS)
          .from(realtimeEvents)
          .where(
            and(
              gte(realtimeEvents.createdAt, since),
              sql`not pg_visible_in_snapshot(${realtimeEvents.transactionId}, ${start.snapshot}::pg_snapshot)`,
            ),
          )
          .orderBy(asc(realtimeEvents.id)),
      );
      for (const row of rows) dispatch(row);
    });
  };
  const unlisten = await database.listen(BUS_CHANNEL, deliver, replay);
  // Old events are deleted by the scheduled job `realtime_events_prune` (platform/scheduler/jobs.ts).

  return {
    publish: publishEvent,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      await unlisten();
      await chain;
      listeners.clear();
    },
  };
}
