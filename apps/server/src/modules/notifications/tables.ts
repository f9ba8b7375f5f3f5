import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users';

/**
 * A user's notices (ADR 0084): what happened to them, kept so a user who was away finds it; `read_at` is null
 * while unread. `kind` is a contracts `NoticeKind`, `params` its parameters, `link` a client path of the object.
 */
export const notices = pgTable(
  'notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    params: jsonb('params').notNull().default({}),
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notices_user_idx').on(t.userId, t.id),
    index('notices_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** How a user wants each kind (contracts `NoticeChannel`); a kind without a row has the default. */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    channel: text('channel').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
