import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** Files attached to an object of some kind (bean); the bytes live in the file storage under `storage_key`. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    bean: text('bean').notNull(),
    objectId: integer('object_id').notNull(),
    /** Sanitised: no path parts or control characters, at most 200 characters, extension kept. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_bean_object_idx').on(t.bean, t.objectId),
    // The daily upload quota sums an uploader's files of the last 24 hours.
    index('attachments_created_by_idx').on(t.createdBy, t.createdAt),
  ],
);
