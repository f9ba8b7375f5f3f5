import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { FORUM_MESSAGE_STATUSES, type CaseStatus } from './portal-cases';

/**
 * The forum of a customs case (customs-portal spec §3 "Forum message", §4, §7 "Forum"): a message is saved as a
 * DRAFT only its author sees, then SUBMITTED to the other side (or saved and submitted in one step). The text is
 * plain; it is kept in three language fields, all equal to what was typed (`bodySQ`).
 */

export const FORUM_MESSAGE_MAX = 4000;
/** The newest messages a forum answers (a conversation of a case, not an archive). */
export const FORUM_LIST_LIMIT = 500;

export const FORUM_ERROR = {
  /** 409: the message was submitted; it can no longer be changed or deleted. */
  submitted: 'portal.forum_message_submitted',
  /** 409: no new messages on this case (it was cancelled). */
  closed: 'portal.forum_closed',
} as const;

/**
 * Whether new messages may be written on a case in `status`: both sides write until the case is cancelled, also
 * after the decision (questions about it). Officers see, and so write on, only cases that were submitted.
 */
export function forumOpen(status: CaseStatus): boolean {
  return status !== 'CANCELLED';
}

/**
 * Plain text as it is kept: line ends as \n, control characters other than tab and line end removed, trailing
 * blanks of each line and white space around the text dropped.
 */
export function plainMessageText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u2028\u2029\uFEFF]/g, '')
      .split('\n')
      .map((line) => line.replace(/[ \t]+$/, ''))
      .join('\n')
      .trim()
  );
}

const body = textSchema().transform(plainMessageText).pipe(textSchema().min(1).max(FORUM_MESSAGE_MAX));

/**
 * `POST /forum_messages`: a new draft of the forum, or (with `id`) a change to an own draft. `bodySR` and
 * `bodyEN` may be sent; they are set equal to `bodySQ` on save. `submit: true` saves and submits in one step.
 */
export const saveForumMessageSchema = z.object({
  id: idSchema.optional(),
  forum: z.object({ id: idSchema }),
  bodySQ: body,
  bodySR: textSchema()
    .max(FORUM_MESSAGE_MAX * 2)
    .nullish(),
  bodyEN: textSchema()
    .max(FORUM_MESSAGE_MAX * 2)
    .nullish(),
  submit: z.boolean().optional(),
});
export type SaveForumMessageInput = z.input<typeof saveForumMessageSchema>;
export type SaveForumMessageValues = z.output<typeof saveForumMessageSchema>;

/** `POST /forum_messages/submit_forum_message`: the message id. */
export const submitForumMessageSchema = z.object({ id: idSchema });

export const forumMessageSchema = z.object({
  id: z.number().int(),
  forum: z.object({ id: z.number().int() }),
  /** The author's name; an officer's messages show it beside "Customs officer" (`fromAuthority`). */
  author: z.object({ id: z.number().int(), name: z.string() }),
  /** Written by a customs officer (the authority's side). */
  fromAuthority: z.boolean(),
  /** Written by the caller (their drafts can be changed, submitted and deleted). */
  own: z.boolean(),
  bodySQ: z.string(),
  bodySR: z.string(),
  bodyEN: z.string(),
  status: z.enum(FORUM_MESSAGE_STATUSES),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
});
export type ForumMessage = z.infer<typeof forumMessageSchema>;
