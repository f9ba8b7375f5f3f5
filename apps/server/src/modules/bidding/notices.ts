import { BIDDING_PAGE_URL, OUTBID_MAIL_INTERVAL_MINUTES } from '@portal/contracts/bidding';
import { LOT_ENDING_NOTICE_MINUTES } from '@portal/contracts/follows';
import { formatMoney } from '@portal/contracts/money-format';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { formatDay } from '@portal/contracts/dates';
import { nextStepsText } from '@portal/contracts/winner-next-steps';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { deleted } from '../../platform/scheduler/jobs';
import type { JobDefinition } from '../../platform/scheduler/scheduler';
import type { LotRow } from '../auctions';
import { findAuctionRow, nextStepsTimeZone, winnerNextSteps } from '../auctions';
import { queueMail } from '../mail';
import { namedUsers } from '../accounts';
import { mailWanted, noticeParamsSql, noticesSql, notify, notifyWhen } from '../notifications';
import type { AcceptedBid, NoticePart } from './engine';
import { biddersOfLot } from './reads';
import { mailFollowReminders } from './reminders';
import { bidKeys, outbidNotices } from './tables';

/**
 * When a lot closes (its own end, or the auction's finish): the winner is told they won, every other
 * bidder that the lot closed, with the winning price — in the portal and by mail, as each one's preference says
 * (ADR 0084). Runs inside the settling transaction (registered with the auctions module).
 */
export async function mailLotClosed(tx: Db, lot: LotRow): Promise<void> {
  if (lot.auctionId === null) return;
  const bidderIds = await biddersOfLot(tx, lot.id, null);
  if (bidderIds.length === 0) return;
  // One after the other: a transaction is one connection.
  const auction = await findAuctionRow(tx, { id: lot.auctionId });
  const users = await namedUsers(tx, bidderIds);
  const amount = Number(lot.highestBid);
  const lotParams = { auctionNumber: auction.auctionNumber, lotCode: lot.code, amount };
  const link = `${BIDDING_PAGE_URL}/${lot.auctionId}`;
  const winners = bidderIds.filter((id) => id === lot.winnerUserId);
  const losers = bidderIds.filter((id) => id !== lot.winnerUserId);
  await notify(tx, winners, 'lot_won', lotParams, link);
  await notify(tx, losers, 'lot_lost', lotParams, link);
  const mailed = new Set([
    ...(await mailWanted(tx, winners, 'lot_won')),
    ...(await mailWanted(tx, losers, 'lot_lost')),
  ]);
  // The winner's mail carries their next steps (ADR 0088), read once.
  const nextSteps =
    lot.winnerUserId !== null && mailed.has(lot.winnerUserId)
      ? winnerNextSteps(auction, lot, await nextStepsTimeZone(tx))
      : null;
  for (const user of users.values()) {
    if (!user.email || !mailed.has(user.id)) continue;
    const lang = normalizeLanguage(user.lang);
    // The amount as the portal writes it in the recipient's language.
    const amount = formatMoney(Number(lot.highestBid), lang);
    const params = { auctionNumber: auction.auctionNumber, lotCode: lot.code, amount };
    if (user.id === lot.winnerUserId && nextSteps) {
      const won = {
        ...params,
        amount: formatMoney(nextSteps.amount, lang),
        nextSteps: {
          payBy: formatDay(nextSteps.paymentDueDay),
          termDays: nextSteps.paymentTermDays,
          place: nextStepsText(nextSteps.pickUpPlace, lang),
          hours: nextStepsText(nextSteps.pickUpHours, lang),
          note: nextStepsText(nextSteps.note, lang),
        },
      };
      await queueMail(tx, { to: user.email, lang: user.lang, template: 'lot_won', params: won });
    } else {
      const template = user.id === lot.winnerUserId ? 'lot_won' : 'lot_closed';
      await queueMail(tx, { to: user.email, lang: user.lang, template, params });
    }
  }
}

type LotNames = {
  auction_id: number;
  auction_number: string;
  lot_code: string;
  end_time: string | Date;
};

/** The lot's and auction's names for a notice. */
async function lotNames(tx: Db, lotId: number): Promise<LotNames | undefined> {
  const result = await tx.execute(sql`
    select l.auction_id, a.auction_number, l.code as lot_code, l.end_time
    from lots l join auctions a on a.id = l.auction_id
    where l.id = ${lotId}::int`);
  return (result as { rows: LotNames[] }).rows[0];
}

/** Who a send left outbid: the leader before `first`, and its own bidder when a maximum answered them. */
const outbidBy = (first: AcceptedBid, last: AcceptedBid) =>
  sql`select u from (values
      ((select b.user_id from bids b where b.lot_id = ${first.lotId}::int and b.seq = ${first.seq - 1}::int)),
      (${first.userId}::int)) as v(u)
    where u is distinct from ${last.userId}::int`;

/** The outbid notice's parameters: the lot, and the price after `last`. */
const outbidParams = (first: AcceptedBid, last: AcceptedBid) => ({
  auctionNumber: first.auctionNumber,
  lotCode: first.lotCode,
  amount: last.amount,
});

/**
 * Tells the bidders a send left outbid, at once, from the bid's own transaction (ADR 0084): the leader before the
 * bid, and the bidder themself when a maximum answered them — whoever does not lead after `last`. The lot row is
 * locked by the bid, so the bid before it is the one that led; the notice's statement reads it (a statement of its
 * own sees the bid a concurrent send committed while this one waited for the lock).
 */
export async function noticeOutbid(tx: Db, first: AcceptedBid, last: AcceptedBid): Promise<void> {
  if (first.seq <= 1 && first.userId === last.userId) return;
  const link = `${BIDDING_PAGE_URL}/${first.auctionId}`;
  await notify(tx, outbidBy(first, last), 'outbid', outbidParams(first, last), link);
}

/**
 * The outbid notice of a bid decided alone (engine's `bidStatementWith`): to the leader the statement's `lot` row names
 * as before the bid, with the lot's names and price after it, linked to the auction's bidding screen. A first bid has
 * no one to tell. Every value comes from the `lot` row, so the statement stays one text for every bid.
 */
export function outbidNoticeOfBid(): NoticePart {
  const params = noticeParamsSql<'outbid'>({
    auctionNumber: sql`(select a.auction_number from lot join auctions a on a.id = lot.auction_id)`,
    lotCode: sql`(select code from lot)`,
    amount: sql`(select highest_bid::float8 from lot)`,
  });
  const link = sql`${`${BIDDING_PAGE_URL}/`}::text || (select auction_id from lot)::text`;
  return noticesSql(sql`true`, sql`select previous_user_id from lot`, 'outbid', params, link);
}

/**
 * After a bid, in one statement: whether another bidder's maximum reaches the next step (then the maximums must answer,
 * and nothing is sent yet: answers true), else the outbid notice of the leader before the bid (answers false). Read
 * after the bid took the lot's lock, so a maximum its leader set while this bid waited for the lock is seen; the bid
 * statement's own snapshot is older than that.
 */
export async function noticeOutbidUnlessAnswered(tx: Db, bid: AcceptedBid): Promise<boolean> {
  const unanswered = sql`not exists (select 1 from lot_maximum_bids m where m.lot_id = ${bid.lotId}::int
    and m.user_id <> ${bid.userId}::int and m.amount >= ${bid.amount + bid.minimumIncrementAmount}::numeric)`;
  const link = `${BIDDING_PAGE_URL}/${bid.auctionId}`;
  const { held } = await notifyWhen(tx, unanswered, outbidBy(bid, bid), 'outbid', outbidParams(bid, bid), link);
  return !held;
}

/**
 * The door of a reminder that a followed lot ends soon (ADR 0084): called, inside the caller's transaction, with
 * the users who follow it; they get a `lot_ending_soon` notice with its end.
 */
export async function notifyLotEndingSoon(tx: Db, lotId: number, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const names = await lotNames(tx, lotId);
  if (!names) return 0;
  const params = {
    auctionNumber: names.auction_number,
    lotCode: names.lot_code,
    endTime: new Date(names.end_time).toISOString(),
  };
  return notify(tx, userIds, 'lot_ending_soon', params, `${BIDDING_PAGE_URL}/${names.auction_id}`);
}

/**
 * The followed lots that end within LOT_ENDING_NOTICE_MINUTES (a lot followed itself, or a lot of a followed
 * auction): each follower gets one `lot_ending_soon` notice per lot, ever — the row taken in `follow_reminders`
 * (kind ENDING) by the statement that finds it, so two instances never both send it. Answers how many were stored.
 */
export async function noticeFollowedLotsEnding(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      with due as (
        select distinct f.user_id, l.id as lot_id, l.end_time
        from follows f join lots l on l.id = f.lot_id or (f.auction_id is not null and l.auction_id = f.auction_id)
        where l.status = 'ACTIVE' and l.end_time > now()
          and l.end_time <= now() + make_interval(mins => ${LOT_ENDING_NOTICE_MINUTES})
      ), taken as (
        insert into follow_reminders (user_id, target, kind)
        select user_id, 'lot:' || lot_id, 'ENDING' from due order by end_time limit 500
        on conflict do nothing
        returning user_id, target
      )
      select d.user_id, d.lot_id from due d join taken t on t.user_id = d.user_id and t.target = 'lot:' || d.lot_id
      order by d.lot_id`)) as { rows: { user_id: number; lot_id: number }[] };
    const byLot = new Map<number, number[]>();
    for (const row of result.rows) {
      const lotId = Number(row.lot_id);
      byLot.set(lotId, [...(byLot.get(lotId) ?? []), Number(row.user_id)]);
    }
    let stored = 0;
    // One after the other: a transaction is one connection.
    for (const [lotId, userIds] of byLot) stored += await notifyLotEndingSoon(tx, lotId, userIds);
    return stored;
  });
}

/** An outbid bidder is mailed only once the bidding screen has not been open since, after this grace. */
const OUTBID_GRACE_SECONDS = 90;

type OutbidRow = {
  lot_id: number;
  user_id: number;
  outbid_seq: number;
  auction_number: string;
  auction_id: number;
  lot_code: string;
  highest_bid: string | number;
  end_time: string | Date;
};

/**
 * The outbid mails due now: bidders on ACTIVE lots who are no longer on top, outbid more than the grace
 * ago, who have not had the bidding screen open since (the push already told those who had), and who
 * were not mailed about this lot in the last five minutes nor about this outbid. One query finds them all.
 */
export async function mailOutbidBidders(db: Db, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      with mine as (
        select b.lot_id, b.user_id, max(b.seq) as my_seq
        from bids b join lots l on l.id = b.lot_id
        where l.status = 'ACTIVE' and l.highest_user_id is distinct from b.user_id
        group by b.lot_id, b.user_id
      )
      select m.lot_id, m.user_id, o.seq as outbid_seq, a.auction_number, a.id as auction_id, l.code as lot_code,
        l.highest_bid, l.end_time
      from mine m
      join lateral (select seq, created_at from bids x where x.lot_id = m.lot_id and x.seq > m.my_seq
        order by x.seq limit 1) o on true
      join lots l on l.id = m.lot_id
      join auctions a on a.id = l.auction_id
      left join outbid_notices n on n.lot_id = m.lot_id and n.user_id = m.user_id
      left join auction_watchers w on w.auction_id = l.auction_id and w.user_id = m.user_id
      where o.created_at < now() - make_interval(secs => ${OUTBID_GRACE_SECONDS})
        and (n.sent_at is null or (n.outbid_seq < o.seq
          and n.sent_at < now() - make_interval(mins => ${OUTBID_MAIL_INTERVAL_MINUTES})))
        and (w.seen_at is null or w.seen_at < o.created_at)
      order by m.lot_id, m.user_id
      limit 500`);
    const rows = (result as { rows: OutbidRow[] }).rows;
    if (rows.length === 0) return 0;
    const users = await namedUsers(
      tx,
      rows.map((r) => Number(r.user_id)),
    );
    // The in-portal notice came with the bid; a bidder who wants outbid notices only there, or not at all, is not
    // mailed (the row above still records the outbid as handled).
    const mailed = await mailWanted(
      tx,
      rows.map((r) => Number(r.user_id)),
      'outbid',
    );
    for (const row of rows) {
      const user = users.get(Number(row.user_id));
      await tx
        .insert(outbidNotices)
        .values({
          lotId: Number(row.lot_id),
          userId: Number(row.user_id),
          outbidSeq: Number(row.outbid_seq),
          sentAt: new Date(),
        })
        .onConflictDoUpdate({
          target: [outbidNotices.lotId, outbidNotices.userId],
          set: { outbidSeq: Number(row.outbid_seq), sentAt: new Date() },
        });
      if (!user?.email || !mailed.has(user.id)) continue;
      await queueMail(tx, {
        to: user.email,
        lang: user.lang,
        template: 'bid_outbid',
        params: {
          auctionNumber: row.auction_number,
          lotCode: row.lot_code,
          highestBid: formatMoney(Number(row.highest_bid), normalizeLanguage(user.lang)),
          endTime: new Date(row.end_time),
          link: `${publicUrl}${BIDDING_PAGE_URL}/${row.auction_id}`,
        },
      });
    }
    return rows.length;
  });
}

export const OUTBID_MAIL_JOB = 'bid_outbid_mail';
export const FOLLOW_REMINDER_JOB = 'follow_reminder_mail';
/** A resend comes within seconds (the bidding screen's, and a client's retries): a key is kept a day. */
const KEEP_BID_KEYS_MS = 24 * 60 * 60_000;

/** The bidding module's background work (registered with the scheduler by app.ts). */
export function biddingJobs(publicUrl: string): JobDefinition[] {
  return [
    {
      code: OUTBID_MAIL_JOB,
      descriptionKey: `job.${OUTBID_MAIL_JOB}`,
      intervalMs: 60_000,
      run: async (db) => ({
        key: 'job.result.outbid_mails',
        params: { count: await mailOutbidBidders(db, publicUrl) },
      }),
    },
    {
      code: FOLLOW_REMINDER_JOB,
      descriptionKey: `job.${FOLLOW_REMINDER_JOB}`,
      intervalMs: 60_000,
      run: async (db) => ({
        key: 'job.result.follow_reminders',
        // The mails before a start or an end, and the notices of followed lots ending within minutes.
        params: { count: (await mailFollowReminders(db, publicUrl)) + (await noticeFollowedLotsEnding(db)) },
      }),
    },
    {
      code: 'bid_keys_prune',
      descriptionKey: 'job.bid_keys_prune',
      intervalMs: 60 * 60_000,
      run: (db) =>
        deleted(
          db
            .delete(bidKeys)
            .where(lt(bidKeys.createdAt, new Date(Date.now() - KEEP_BID_KEYS_MS)))
            .returning({ userId: bidKeys.userId }),
        ),
    },
  ];
}
