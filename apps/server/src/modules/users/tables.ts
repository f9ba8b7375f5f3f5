import { USER_STATUSES } from '@portal/contracts/auth';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../companies';
import { individuals } from '../individuals';
import { timestamps } from '../../platform/db/columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    /**
     * `usernameKey(username)` from the contracts, written by this module whenever a username is stored: every
     * look-up by name compares it, so one spelling finds one account whatever the database's collation. NULL
     * only for a name the migration could not key in SQL (not ASCII) until the next start keys it (`seed`).
     */
    usernameKey: text('username_key'),
    email: text('email'),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lang: text('lang').notNull().default('sq'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('PENDING_CONFIRMATION'),
    disabledTo: timestamp('disabled_to', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    blockReason: text('block_reason'),
    companyId: integer('company_id').references(() => companies.id),
    companyAdministrator: boolean('company_administrator').notNull().default(false),
    individualId: integer('individual_id').references(() => individuals.id),
    intermediary: boolean('intermediary').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
  ],
);
