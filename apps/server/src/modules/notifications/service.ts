import {
  NOTICE_CHANNELS,
  NOTICE_KINDS,
  NOTICE_PARAMS,
  effectiveChannel,
  isLegalNotice,
  NOTICE_DESTINATION_TEMPLATE,
  noticeDestination,
  wantsInApp,
  wantsMail,
  type Notice,
  type NoticeChannel,
  type NoticeKind,
  type NoticeParams,
  type NoticePreferences,
  type NoticePush,
} from '@portal/contracts/notifications';
import type { Paged } from '@portal/contracts';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { SignedInContext } from '../../platform/http/context';
import { notifyEventSql, publishEvent } from '../../platform/realtime/bus';
import { noticePreferences, notices } from './tables';

type NoticeRow = typeof notices.$inferSelect;

const present = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind as NoticeKind,
  params: (row.params ?? {}) as Record<string, unknown>,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/** The channel each of `userIds` wants `kind` by (a legal kind is always mailed). */
export async function channelsOf(
  tx: Db,
  userIds: readonly number[],
  kind: NoticeKind,
): Promise<Map<number, NoticeChannel>> {
  const ids = [...new Set(userIds)];
  const channels = new Map<number, NoticeChannel>();
  if (ids.length === 0) return channels;
  const stored = await tx
    .select({ userId: noticePreferences.userId, channel: noticePreferences.channel })
    .from(noticePreferences)
    .where(and(inArray(noticePreferences.userId, ids), eq(noticePreferences.kind, kind)));
  const byUser = new Map(stored.map((row) => [row.userId, row.channel as NoticeChannel]));
  for (const id of ids) channels.set(id, effectiveChannel(kind, byUser.get(id)));
  return channels;
}

/** Those of `userIds` who want `kind` by mail (the producers' mails ask before they are queued). */
export async function mailWanted(tx: Db, userIds: readonly number[], kind: NoticeKind): Promise<Set<number>> {
  const channels = await channelsOf(tx, userIds, kind);
  return new Set([...channels].filter(([, channel]) => wantsMail(channel)).map(([id]) => id));
}

const unreadOf = async (tx: Db, userId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), isNull(notices.readAt)));
  return Number(row?.n ?? 0);
};

/**
 * The one door of every producer: inside the producer's own transaction, stores a notice of `kind` for each user who
 * wants it in the portal and records its push to the user's own destination, which every instance delivers once,
 * and only if, that transaction commits (the bus). The parameters are checked against the kind's schema: a producer's
 * mistake fails its transaction rather than store a notice the web cannot draw. The users are ids, or a query of one
 * `user_id` column (read by the statement itself, so a producer holding a lock asks the database once). Answers the
 * notices stored.
 */
export async function notify<K extends NoticeKind>(
  tx: Db,
  userIds: number | readonly number[] | SQL,
  kind: K,
  params: NoticeParams<K>,
  link: string | null = null,
): Promise<number> {
  if (Array.isArray(userIds) && userIds.length === 0) {
    NOTICE_PARAMS[kind].parse(params);
    return 0;
  }
  return (await notifyWhen(tx, sql`true`, userIds, kind, params, link)).stored;
}

/**
 * `notify`, in the same statement, only when `condition` holds (a boolean expression the statement reads with its own
 * snapshot: a producer holding a lock sees what was committed before it took it). Answers whether it held and the
 * notices stored.
 */
export async function notifyWhen<K extends NoticeKind>(
  tx: Db,
  condition: SQL,
  userIds: number | readonly number[] | SQL,
  kind: K,
  params: NoticeParams<K>,
  link: string | null = null,
): Promise<{ held: boolean; stored: number }> {
  const checked = NOTICE_PARAMS[kind].parse(params) as Record<string, unknown>;
  const part = noticesSql(condition, userIds, kind, sql`${JSON.stringify(checked)}::jsonb`, link);
  const result = await tx.execute(sql`
    with ${part.ctes}
    select (select held from notice_held) as held, ${part.stored} as stored`);
  const [row] = (result as { rows: { held: boolean; stored: number | string }[] }).rows;
  return { held: row?.held === true, stored: Number(row?.stored ?? 0) };
}

/** A kind's parameters as expressions of a statement: every field of the kind once (`noticeParamsSql`). */
export type NoticeParamsSql<K extends NoticeKind> = { [F in keyof NoticeParams<K>]-?: SQL };

/**
 * The parameters' jsonb, built by the producer's statement from what only it knows (a bid's lot after the bid). The
 * fields are the kind's, which the type holds to; their values are not checked here as `notify` checks given ones.
 */
export function noticeParamsSql<K extends NoticeKind>(fields: NoticeParamsSql<K>): SQL {
  const pairs = Object.entries(fields as Record<string, SQL>).map(
    ([key, value]) => sql`${sql.raw(`'${key.replace(/[^A-Za-z]/g, '')}'`)}, ${value}`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

/**
 * The part of a statement that stores notices of `kind` and records their pushes: `ctes`, named `notice_*`, to go in
 * the statement's `with`, and `stored`, the number of notices, which the statement must select (selecting it sends
 * the pushes to the bus, when the statement's transaction commits). One statement, however many recipients (a
 * producer may hold a lock, e.g. a bid its lot's row): the condition, who wants the kind in the portal, their notices,
 * each user's push with the notice as `present` draws it and their unread count (the new notice is not yet visible to
 * the count, hence + 1). `params` is the notices' jsonb; `link` a text, or an expression of the statement's rows.
 */
export function noticesSql(
  condition: SQL,
  userIds: number | readonly number[] | SQL,
  kind: NoticeKind,
  params: SQL,
  link: string | SQL | null,
): { ctes: SQL; stored: SQL } {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  const candidates = Array.isArray(ids)
    ? sql`select distinct unnest(${`{${ids.join(',')}}`}::int[]) as user_id`
    : sql`select distinct user_id from (${ids as SQL}) as given(user_id) where user_id is not null`;
  const notice = sql`json_build_object('id', stored.id, 'kind', stored.kind, 'params', stored.params,
    'link', stored.link, 'createdAt', to_char(stored.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'readAt', null)`;
  const unread = sql`(select count(*) from ${notices} n where n.user_id = stored.user_id and n.read_at is null) + 1`;
  const ctes = sql`notice_held as (select (${condition}) as held),
    notice_candidate as (${candidates}),
    notice_recipient as (
      select c.user_id from notice_candidate c cross join notice_held h
      left join ${noticePreferences} p on p.user_id = c.user_id and p.kind = ${kind}
      where h.held and ${inAppSql(kind, sql`p.channel`)}
    ),
    notice_stored as (
      insert into ${notices} (user_id, kind, params, link, created_at)
      select r.user_id, ${kind}, ${params}, ${link}, date_trunc('milliseconds', now())
      from notice_recipient r
      returning id, user_id, kind, params, link, created_at
    ),
    notice_event as (
      insert into realtime_events (topic, body)
      select replace(${NOTICE_DESTINATION_TEMPLATE}, '{userId}', stored.user_id::text),
        json_build_object('type', 'notice', 'notice', ${notice}, 'unread', ${unread})
      from notice_stored stored
      returning id, topic, body, created_at
    )`;
  const stored = sql`(select count(*) filter (where ${notifyEventSql(sql.raw('notice_event'))} is not null)::int
    from notice_event)`;
  return { ctes, stored };
}

/**
 * Whether a stored preference (`channel`, null without one) means `kind` is shown in the portal: the contracts'
 * `effectiveChannel` and `wantsInApp` asked of every channel here, so the statement holds the rule as a list.
 */
function inAppSql(kind: NoticeKind, channel: SQL): SQL {
  const inApp = NOTICE_CHANNELS.filter((stored) => wantsInApp(effectiveChannel(kind, stored)));
  const withoutPreference = wantsInApp(effectiveChannel(kind, null));
  return sql`case when ${channel} is null then ${withoutPreference}::boolean else ${channel} = any(${`{${inApp.join(',')}}`}::text[]) end`;
}

/** `GET /notifications/paged`: the caller's notices, newest first. */
export async function listNotices(
  { db, caller: { account } }: SignedInContext,
  query: { page: number; count: number; unread?: 'true' | 'false' },
): Promise<Paged<Notice>> {
  const where = and(eq(notices.userId, account.userId), query.unread === 'true' ? isNull(notices.readAt) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { content: rows.map(present), totalElements: Number(total?.n ?? 0) };
}

/** `GET /notifications/unread_count`. */
export async function unreadCount({ db, caller: { account } }: SignedInContext): Promise<{ unread: number }> {
  return { unread: await unreadOf(db, account.userId) };
}

/**
 * `POST /notifications/read` (the ids named) and `POST /notifications/read_all` (every one): marks the caller's
 * unread notices read — another user's ids are passed over, not refused (whose they are is not told) — and tells the
 * caller's other tabs the new count.
 */
export async function markRead(
  { db, caller: { account } }: SignedInContext,
  ids: readonly number[] | 'all',
): Promise<{ unread: number }> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(notices)
      .set({ readAt: sql`now()` })
      .where(
        and(
          eq(notices.userId, account.userId),
          isNull(notices.readAt),
          ids === 'all' ? undefined : inArray(notices.id, [...ids]),
        ),
      )
      .returning({ id: notices.id });
    const unread = await unreadOf(tx, account.userId);
    if (marked.length > 0) {
      const push: NoticePush = { type: 'read', unread };
      await publishEvent(tx, noticeDestination(account.userId), push);
    }
    return { unread };
  });
}

/** `GET /notifications/preferences`: every kind with the channel it comes by, and whether its mail is forced. */
export async function preferences({ db, caller: { account } }: SignedInContext) {
  const stored = await db
    .select({ kind: noticePreferences.kind, channel: noticePreferences.channel })
    .from(noticePreferences)
    .where(eq(noticePreferences.userId, account.userId));
  const byKind = new Map(stored.map((row) => [row.kind, row.channel as NoticeChannel]));
  return NOTICE_KINDS.map((kind) => ({
    kind,
    channel: effectiveChannel(kind, byKind.get(kind)),
    legal: isLegalNotice(kind),
  }));
}

/**
 * `POST /notifications/preferences`: stores the channels given (others are kept). A legal kind's mail cannot be
 * switched off: its choice is stored as what it comes to (`effectiveChannel`: mail, or both).
 */
export async function savePreferences(ctx: SignedInContext, input: NoticePreferences) {
  const { db, caller } = ctx;
  await db.transaction(async (tx) => {
    for (const { kind, channel } of input.preferences) {
      const stored = effectiveChannel(kind, channel);
      await tx
        .insert(noticePreferences)
        .values({ userId: caller.account.userId, kind, channel: stored })
        .onConflictDoUpdate({
          target: [noticePreferences.userId, noticePreferences.kind],
          set: { channel: stored },
        });
    }
  });
  return preferences(ctx);
}
