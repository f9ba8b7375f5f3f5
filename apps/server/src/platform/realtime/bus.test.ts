import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/harness';
import type { Database } from '../db/database';
import { BUS_CHANNEL, notifyEventSql, publishEvent, startEventBus, type BusEvent } from './bus';

/**
 * The database as a bus sees it, with a listening connection that can be "lost": while down, notifications
 * are dropped (as PostgreSQL drops them for a closed connection); `restore` listens again and tells the bus.
 */
function unreliable(database: Database) {
  let down = false;
  let reconnected: (() => void) | undefined;
  const wrapped: Database = {
    ...database,
    async listen(channel, onPayload, onReconnect) {
      reconnected = onReconnect;
      return database.listen(channel, (payload) => {
        if (!down) onPayload(payload);
      });
    },
  };
  return {
    database: wrapped,
    lose: () => (down = true),
    restore: () => {
      down = false;
      reconnected?.();
    },
  };
}

describe('event bus', async () => {
  const t = await buildTestApp({ auctionClock: false });
  afterAll(() => t.close());
  const db = t.platform.db;
  const publish = (n: number) => db.transaction((tx) => publishEvent(tx, '/topic/test/bus', { n }));

  /** Resolves once `count` events of the test topic have been received. */
  const receive = (bus: Awaited<ReturnType<typeof startEventBus>>, count: number) => {
    const got: BusEvent[] = [];
    let done: () => void;
    const all = new Promise<void>((resolve) => (done = resolve));
    bus.subscribe((event) => {
      if (event.topic !== '/topic/test/bus') return;
      got.push(event);
      if (got.length === count) done();
    });
    return { got, all };
  };

  it('delivers committed events in order, and nothing of a rolled-back transaction', async () => {
    const bus = await startEventBus(t.platform.database);
    const { got, all } = receive(bus, 2);
    await publish(1);
    await db
      .transaction(async (tx) => {
        await publishEvent(tx, '/topic/test/bus', { n: 'rolled back' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await publish(2);
    await all;
    await bus.close();
    expect(got.map((e) => e.body)).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('after its connection was lost, delivers what it missed once, in order, then goes on', async () => {
    const line = unreliable(t.platform.database);
    const bus = await startEventBus(line.database);
    const { got, all } = receive(bus, 6);
    await publish(1);
    await waitFor(() => got.length === 1);
    line.lose();
    await publish(2);
    await publish(3);
    await publish(4);
    line.restore();
    await waitFor(() => got.length === 4);
    // A second replay (another reconnect) repeats nothing already delivered.
    line.restore();
    await publish(5);
    await publish(6);
    await all;
    await bus.close();
    expect(got.map((e) => (e.body as { n: number }).n)).toEqual([1, 2, 3, 4, 5, 6]);
    const ids = got.map((e) => e.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
  });

  /** An event as a transaction that started `offsetMs` from the database's now would record it. */
  const publishDated = (n: number, offsetMs: number) =>
    db.execute(sql`with event as (
        insert into realtime_events (topic, body, created_at)
        values ('/topic/test/bus', ${JSON.stringify({ n })}::jsonb, now() + ${offsetMs} * interval '1 millisecond')
        returning id, topic, body, created_at)
      select ${notifyEventSql(sql.raw('event'))} from event`);

  it('replays no event committed before it started, whatever the time it carries', async () => {
    // Committed before the bus, dated a minute ahead: by its time alone it would be one the bus missed.
    await publishDated(0, 60_000);
    const line = unreliable(t.platform.database);
    const bus = await startEventBus(line.database);
    const { got } = receive(bus, 2);
    line.lose();
    await publish(1);
    line.restore();
    await waitFor(() => got.length === 1);
    await publish(2);
    await waitFor(() => got.length === 2);
    await bus.close();
    expect(got.map((e) => (e.body as { n: number }).n)).toEqual([1, 2]);
  });

  it('replays an event committed while its connection was lost by a transaction older than the bus', async () => {
    const line = unreliable(t.platform.database);
    const bus = await startEventBus(line.database);
    const { got, all } = receive(bus, 2);
    line.lose();
    // Dated half a minute back: the transaction that wrote it began before the bus started, and committed after.
    await publishDated(1, -30_000);
    line.restore();
    await waitFor(() => got.length === 1);
    await publish(2);
    await all;
    await bus.close();
    expect(got.map((e) => (e.body as { n: number }).n)).toEqual([1, 2]);
  });

  it('sends an event whole in its notification, and a large one by id, which the bus reads; both arrive the same', async () => {
    const payloads: string[] = [];
    const unlisten = await t.platform.database.listen(BUS_CHANNEL, (payload) => payloads.push(payload));
    const bus = await startEventBus(t.platform.database);
    const { got, all } = receive(bus, 3);
    const large = { n: 2, text: 'ž'.repeat(5_000) }; // 10,000 bytes in UTF-8: over a notification's limit
    await publish(1);
    await db.transaction((tx) => publishEvent(tx, '/topic/test/bus', large));
    await publish(3);
    await all;
    await bus.close();
    await unlisten();
    expect(got.map((e) => e.body)).toEqual([{ n: 1 }, large, { n: 3 }]);
    const sent = payloads.slice(-3);
    expect(JSON.parse(sent[0])).toMatchObject({ id: got[0].id, topic: '/topic/test/bus', body: { n: 1 } });
    expect(sent[1]).toBe(String(got[1].id));
    expect(JSON.parse(sent[2])).toMatchObject({ id: got[2].id, body: { n: 3 } });
    expect(Buffer.byteLength(sent[0])).toBeLessThan(200);
  });
});

/** Waits until `condition` holds (checked every 10 ms, for 10 s at the most). */
async function waitFor(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition(), 'condition not met in time').toBe(true), {
    timeout: 10_000,
    interval: 10,
  });
}
