import { FORUM_MESSAGE_STATUSES } from '@portal/contracts/portal-cases';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { portalForums } from '../portal-cases';
import { users } from '../users';
import { oneOf, timestamps } from '../../platform/db/columns';

/** A message of a case's forum: a DRAFT only its author sees, then SUBMITTED to the other side. */
export const forumMessages = pgTable(
  'forum_messages',
  {
    id: serial('id').primaryKey(),
    forumId: integer('forum_id')
      .notNull()
      .references(() => portalForums.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    /** Written by a customs officer (the authority's side) rather than the filer's side. */
    fromAuthority: boolean('from_authority').notNull().default(false),
    bodySQ: text('body_sq').notNull(),
    bodySR: text('body_sr').notNull(),
    bodyEN: text('body_en').notNull(),
    status: text('status', { enum: FORUM_MESSAGE_STATUSES }).notNull().default('DRAFT'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('forum_messages_forum_idx').on(t.forumId, t.id),
    check('forum_messages_status_check', oneOf(t.status, FORUM_MESSAGE_STATUSES)),
  ],
);
