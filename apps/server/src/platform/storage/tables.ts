import { bigint, customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** `bytea`, read as a Buffer on both drivers (PGlite answers a plain Uint8Array, `pg` a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/** Files of the database store (`FILE_STORAGE=database`): one row per key, written with its chunks in one transaction. */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A file's bytes in pieces of at most 256 KiB, so neither side holds a whole large file in memory. */
export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    fileKey: text('file_key')
      .notNull()
      .references(() => storedFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileKey, t.seq] })],
);
