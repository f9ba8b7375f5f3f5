import { z } from 'zod';
import { idSchema, textSchema } from './input';
import { pagedQuerySchema } from './paging';
import './zod-messages';

/**
 * The notification centre (ADR 0084): a notice tells one user that something happened to them, at once over the
 * real-time socket (their own destination, `noticeDestination`) and kept so a user who was away finds it. Each kind
 * has its parameters (`NOTICE_PARAMS`), drawn in the reader's language by the web (`notifications.kind.<kind>`).
 */

/** The web page of a user's notices (open to every signed-in user). */
export const NOTIFICATIONS_PAGE = '/notifications';
/** Screens every signed-in user may open though no page grants them: their own notices. */
export const OPEN_TO_EVERY_SIGNED_IN: readonly string[] = [NOTIFICATIONS_PAGE];

export const NOTICE_KINDS = [
  // Auctions
  'outbid',
  'lot_ending_soon',
  'lot_won',
  'lot_lost',
  'participation_approved',
  'participation_rejected',
  'guarantee_decided',
  // Customs cases
  'case_status',
  'information_request',
  'intent_to_reject',
  'forum_message',
  'decision_issued',
  'deadline_soon',
  /** An intermediary's authority to represent a party (for one case, or standing) was withdrawn by that party. */
  'authority_withdrawn',
  // Staff
  'case_taken_over',
  'case_overdue',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
export const noticeKindSchema = z.enum(NOTICE_KINDS);

/** How a user wants a kind of notice: in the portal, by mail, both, or not at all. */
export const NOTICE_CHANNELS = ['in_app', 'mail', 'both', 'none'] as const;
export type NoticeChannel = (typeof NOTICE_CHANNELS)[number];
export const noticeChannelSchema = z.enum(NOTICE_CHANNELS);
/** A kind without a stored preference. */
export const DEFAULT_NOTICE_CHANNEL: NoticeChannel = 'both';

/**
 * Legal notices: the mail of these is the portal's formal notification of the party (a status change of their case,
 * a request with a deadline, a decision), so it cannot be switched off — a preference only chooses whether they also
 * appear in the portal.
 */
export const LEGAL_NOTICE_KINDS: readonly NoticeKind[] = [
  'case_status',
  'information_request',
  'intent_to_reject',
  'decision_issued',
];
export const isLegalNotice = (kind: NoticeKind): boolean => LEGAL_NOTICE_KINDS.includes(kind);

/**
 * Kinds told in the portal only: no mail is written for them, so mail is not offered (a followed lot's reminder mails
 * before its start and end are mails of their own; the overdue cases have the staff's daily digest mail).
 */
export const IN_APP_ONLY_NOTICE_KINDS: readonly NoticeKind[] = [
  'lot_ending_soon',
  'deadline_soon',
  'case_overdue',
  'case_taken_over',
  'authority_withdrawn',
];
export const isInAppOnlyNotice = (kind: NoticeKind): boolean => IN_APP_ONLY_NOTICE_KINDS.includes(kind);

/** The channels a user may choose for a kind (the preferences screen offers these, the server stores no other). */
export function choosableChannels(kind: NoticeKind): readonly NoticeChannel[] {
  if (isLegalNotice(kind)) return ['mail', 'both'];
  if (isInAppOnlyNotice(kind)) return ['in_app', 'none'];
  return NOTICE_CHANNELS;
}

/**
 * The channel a stored preference comes to for a kind: a legal kind is always mailed, a kind without mail is at most
 * shown in the portal.
 */
export function effectiveChannel(kind: NoticeKind, stored: NoticeChannel | null | undefined): NoticeChannel {
  const channel = stored ?? DEFAULT_NOTICE_CHANNEL;
  const inApp = channel === 'both' || channel === 'in_app';
  if (isLegalNotice(kind)) return inApp ? 'both' : 'mail';
  if (isInAppOnlyNotice(kind)) return inApp ? 'in_app' : 'none';
  return channel;
}
export const wantsInApp = (channel: NoticeChannel): boolean => channel === 'in_app' || channel === 'both';
export const wantsMail = (channel: NoticeChannel): boolean => channel === 'mail' || channel === 'both';

const code = textSchema().max(100);
const amount = z.number();
const deadline = z.string().max(40);
const lot = { auctionNumber: code, lotCode: code };
const caseRef = { caseNumber: code.nullable() };
/** A party's name (a company's, or a person's first and last name). */
const name = textSchema().max(300);

/** The parameters each kind carries (stored as jsonb; the web interpolates them into its text). */
export const NOTICE_PARAMS = {
  outbid: z.object({ ...lot, amount }),
  lot_ending_soon: z.object({ ...lot, endTime: deadline }),
  lot_won: z.object({ ...lot, amount }),
  lot_lost: z.object({ ...lot, amount }),
  participation_approved: z.object(lot),
  participation_rejected: z.object(lot),
  guarantee_decided: z.object({ guaranteeNumber: code, status: code }),
  case_status: z.object({ ...caseRef, status: code }),
  information_request: z.object({ ...caseRef, deadline: deadline.nullable() }),
  intent_to_reject: z.object({ ...caseRef, deadline: deadline.nullable() }),
  forum_message: z.object(caseRef),
  decision_issued: z.object(caseRef),
  deadline_soon: z.object({ ...caseRef, deadline }),
  /** `caseNumber` null: the standing representation (every case) was withdrawn. */
  authority_withdrawn: z.object({ ...caseRef, party: name }),
  case_taken_over: z.object({ ...caseRef, by: code }),
  case_overdue: z.object({ ...caseRef, deadline }),
} satisfies Record<NoticeKind, z.ZodType>;
export type NoticeParams<K extends NoticeKind> = z.infer<(typeof NOTICE_PARAMS)[K]>;

/** A notice as the list, the count and the socket carry it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  kind: noticeKindSchema,
  params: z.record(z.string(), z.unknown()),
  /** A client path of the object (a lot's bidding screen, a case), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** What the user's destination carries: a new notice, or that notices were read (another tab), with the count. */
export const noticePushSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notice'), notice: noticeSchema, unread: z.number().int() }),
  z.object({ type: z.literal('read'), unread: z.number().int() }),
]);
export type NoticePush = z.infer<typeof noticePushSchema>;

/** The user's own real-time destination (STOMP; only that user may subscribe). */
export const noticeDestination = (userId: number): string => `/user/${userId}/notices`;
export const NOTICE_DESTINATION_TEMPLATE = '/user/{userId}/notices';

/** `GET /notifications/paged`: newest first; `unread=true` keeps only the unread. */
export const noticeListQuerySchema = pagedQuerySchema.pick({ page: true, count: true }).extend({
  unread: z.enum(['true', 'false']).optional(),
});
export const unreadCountSchema = z.object({ unread: z.number().int() });
/** `POST /notifications/read`: marks the notices named (the user's own; others are left alone). */
export const markReadSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export const noticePreferencesSchema = z.object({
  preferences: z.array(z.object({ kind: noticeKindSchema, channel: noticeChannelSchema })).max(NOTICE_KINDS.length),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;
/** The preferences as read: every kind, with its effective channel and whether its mail is forced. */
export const noticePreferenceRowsSchema = z.array(
  z.object({ kind: noticeKindSchema, channel: noticeChannelSchema, legal: z.boolean() }),
);
