import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  weight: integer('weight').notNull().default(0),
});

/** Translations edited by administrators; they override the static files key by key. */
export const translations = pgTable('translations', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  valueSQ: text('value_sq'),
  valueEN: text('value_en'),
  valueSR: text('value_sr'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
