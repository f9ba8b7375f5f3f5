import { bigserial, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** PostgreSQL's 64-bit transaction id (`xid8`), as its text. */
const transactionId = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/** Events published on the bus; NOTIFY carries the row (or its id when too large), a replay reads the table. */
export const realtimeEvents = pgTable(
  'realtime_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The transaction that wrote the event: a bus replays only events its start snapshot does not see committed
     * (bus.ts), which the events' times (a transaction's start, to the millisecond on PGlite) cannot tell apart.
     */
    transactionId: transactionId('transaction_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('realtime_events_created_idx').on(t.createdAt)],
);
