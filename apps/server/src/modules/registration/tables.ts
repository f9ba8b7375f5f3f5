import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/columns';
import { users } from '../users';

export const ACCOUNT_TOKEN_PURPOSES = ['CONFIRMATION', 'PASSWORD_RESET'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Confirmation codes and password-reset tokens; only the SHA-256 of the value is stored. Single use. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_tokens_user_idx').on(t.userId, t.purpose)],
);

export const ACCOUNT_REQUEST_KINDS = ['PASSWORD_RESET', 'USERNAME_REMINDER'] as const;
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];

/**
 * Recovery requests as they were asked (a username for a reset link, an address for a username reminder), kept
 * until the `account_requests` job resolves them: the request itself writes this row whether or not an account
 * exists, so its answer, its statements and its time are the same (docs/adr/0060-accounts-not-told-apart.md).
 */
export const accountRequests = pgTable(
  'account_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ACCOUNT_REQUEST_KINDS }).notNull(),
    /** The username or the e-mail address, as typed. */
    subject: text('subject').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('account_requests_kind_known', oneOf(t.kind, ACCOUNT_REQUEST_KINDS))],
);
