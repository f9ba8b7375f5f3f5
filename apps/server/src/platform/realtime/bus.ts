import { eq, sql } from 'drizzle-orm';
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

/** The NOTIFY channel of the bus: its payload is the id of a `realtime_events` row. */
export const BUS_CHANNEL = 'portal_events';

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
  const [row] = await tx
    .insert(realtimeEvents)
    .values({ topic, body: body ?? null })
    .returning({ id: realtimeEvents.id });
  await tx.execute(sql`select pg_notify(${BUS_CHANNEL}, ${String(row.id)})`);
}

/** The bus over PostgreSQL NOTIFY (PGlite delivers it in process): the payload is the event id. */
export async function startEventBus(database: Database, log?: FastifyBaseLogger): Promise<EventBus> {
  const listeners = new Set<BusListener>();
  // Rows are read one after another so subscribers see events in commit order.
  let chain = Promise.resolve();
  const deliver = (payload: string) => {
    const id = Number(payload);
    if (!Number.isSafeInteger(id)) return;
    chain = chain
      .then(async () => {
        const [row] = await database.db.select().from(realtimeEvents).where(eq(realtimeEvents.id, id));
        if (!row) return;
        const event = { id: row.id, topic: row.topic, body: row.body };
        for (const listener of listeners) {
          try {
            listener(event);
          } catch (err) {
            log?.error({ err }, 'event listener failed');
          }
        }
      })
      .catch((err) => log?.error({ err }, 'event delivery failed'));
  };
  const unlisten = await database.listen(BUS_CHANNEL, deliver);
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
