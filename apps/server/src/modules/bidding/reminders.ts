import { BIDDING_PAGE_URL } from '@portal/contracts/bidding';
import { FOLLOW_REMINDER_LEAD_MINUTES, type FollowReminderKind } from '@portal/contracts/follows';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { namedUsers } from '../accounts';
import { queueMail } from '../mail';

type DueReminder = {
  user_id: number;
  target: string;
  kind: Exclude<FollowReminderKind, 'ENDING'>;
  auction_id: number;
  auction_number: string;
  lot_code: string | null;
  at: string | Date;
};

/**
 * The reminders due now: for each followed lot or auction whose start (auction published, not started) or end (lot
 * ACTIVE, auction RUNNING) comes within the lead, one mail per (user, target, kind), ever: the row taken in
 * `follow_reminders` by the same statement that finds it, so two instances never both mail it.
 */
export async function mailFollowReminders(db: Db, publicUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const lead = sql`make_interval(mins => ${FOLLOW_REMINDER_LEAD_MINUTES})`;
    const startDue = sql`a.status in ('PUBLISHED', 'CLOSED') and a.start_date > now() and a.start_date <= now() + ${lead}`;
    const result = (await tx.execute(sql`
      with due as (
        select f.user_id, 'lot:' || l.id as target, k.kind, a.id as auction_id, a.auction_number, l.code as lot_code,
          case k.kind when 'START' then a.start_date else l.end_time end as at
        from follows f join lots l on l.id = f.lot_id join auctions a on a.id = l.auction_id
          cross join (values ('START'), ('END')) k(kind)
        where (k.kind = 'START' and ${startDue})
          or (k.kind = 'END' and l.status = 'ACTIVE' and l.end_time > now() and l.end_time <= now() + ${lead})
        union all
        select f.user_id, 'auction:' || a.id, k.kind, a.id, a.auction_number, null,
          case k.kind when 'START' then a.start_date else a.end_date end
        from follows f join auctions a on a.id = f.auction_id cross join (values ('START'), ('END')) k(kind)
        where (k.kind = 'START' and ${startDue})
          or (k.kind = 'END' and a.status = 'RUNNING' and a.end_date > now() and a.end_date <= now() + ${lead})
      ), taken as (
        insert into follow_reminders (user_id, target, kind)
        select user_id, target, kind from due order by at limit 500
        on conflict do nothing
        returning user_id, target, kind
      )
      select d.* from due d join taken t on t.user_id = d.user_id and t.target = d.target and t.kind = d.kind
      order by d.at`)) as { rows: DueReminder[] };
    const rows = result.rows;
    if (rows.length === 0) return 0;
    const users = await namedUsers(
      tx,
      rows.map((r) => Number(r.user_id)),
    );
    for (const row of rows) {
      const user = users.get(Number(row.user_id));
      if (!user?.email) continue;
      await queueMail(tx, {
        to: user.email,
        lang: user.lang,
        template: 'follow_reminder',
        params: {
          auctionNumber: row.auction_number,
          lotCode: row.lot_code,
          kind: row.kind,
          at: new Date(row.at),
          link: `${publicUrl}${BIDDING_PAGE_URL}/${row.auction_id}`,
        },
      });
    }
    return rows.length;
  });
}
