import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from '../users';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
});

export const pageGroups = pgTable('page_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  label: text('label').notNull(),
  icon: text('icon'),
  weight: integer('weight').notNull().default(0),
  system: text('system').notNull().default('GENERAL'),
});

export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  url: text('url').notNull().unique(),
  name: text('name').notNull(),
  label: text('label').notNull(),
  system: text('system').notNull().default('GENERAL'),
  hidden: boolean('hidden').notNull().default(false),
  /** Public pages appear in every visitor's navigation and need no grant. */
  public: boolean('public').notNull().default(false),
  weight: integer('weight').notNull().default(0),
  icon: text('icon'),
  groupId: integer('group_id').references(() => pageGroups.id, { onDelete: 'set null' }),
  content: text('content'),
});

export const rolePages = pgTable(
  'role_pages',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.pageId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const userPages = pgTable(
  'user_pages',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] })],
);

/**
 * One row whose version a trigger raises, in the same transaction, on every change to roles, pages, role_pages,
 * user_roles and user_pages (migration 0020): while it stands, a process may reuse the roles and pages it read for a
 * user (`accessAt` in service.ts) instead of reading them on every request.
 */
export const accessState = pgTable(
  'access_state',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('access_state_one_row', sql`${t.id} = 1`)],
);
