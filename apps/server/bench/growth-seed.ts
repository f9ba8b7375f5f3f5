// The data of the growth phase (data-growth.ts), written set-based straight into the real tables: `insert … select …
// from generate_series`, one statement per table and step, no service in the way. Every row is a function of its
// number, so a step adds the rows (previous top, new top] and the smaller sizes are the first rows of the larger.
// Dates spread over the year before now (a golden-ratio sequence: any prefix covers the whole year), statuses, kinds
// and owners in fixed shares, bids skewed to a few lots (a power of a spread number), each lot's bids a valid chain
// of ledger hashes (the engine's formula, engine.ts), so the staff list's chain check does its full work.
import type pg from 'pg';

/** The year of data at 100 %. */
export const FULL = { users: 20_000, cases: 100_000, auctions: 1_000, lotsPerAuction: 20, bids: 1_000_000 } as const;
/** Bidders registered per auction (pseudonyms 1..n), drawn from the first users (present from the first step). */
const BIDDERS_PER_AUCTION = 50;
/** The users the bidders are drawn from: the first ones, present from the smallest step on. */
const BIDDER_POOL = 500;
/** The share of each case's documents and timeline entries. */
const DOCUMENTS_PER_CASE = 3;

export type GrowthSize = { users: number; cases: number; auctions: number };
export const sizeAt = (fraction: number): GrowthSize => ({
  users: Math.round(FULL.users * fraction),
  cases: Math.round(FULL.cases * fraction),
  auctions: Math.round(FULL.auctions * fraction),
});

/** The accounts the reads are measured as (made by the phase through the factories) and the growth rows' offsets. */
export type GrowthBase = {
  /** The trader whose company files 2 % of all cases (My cases). */
  traderUserId: number;
  traderCompanyId: number;
  /** Id offsets: growth row n is id base + n (the tables' serials are moved past them once). */
  userBase: number;
  caseBase: number;
  auctionBase: number;
  lotBase: number;
};

/** A number in [0, 1) spread evenly over any prefix of n (the fractional part of n × the golden ratio). */
const spread = (n: string) => `((${n})::float8 * 0.6180339887498949 - floor((${n})::float8 * 0.6180339887498949))`;
/** A second, independent spread (√2 − 1). */
const spread2 = (n: string) => `((${n})::float8 * 0.4142135623730951 - floor((${n})::float8 * 0.4142135623730951))`;

/** Moves a serial past the given id, so rows made later through the services do not collide with growth rows. */
async function bumpSerial(client: pg.Client, table: string, id: number) {
  await client.query(
    `select setval(pg_get_serial_sequence('${table}', 'id'), greatest($1::bigint, (select coalesce(max(id), 1) from ${table})))`,
    [id],
  );
}

/** Sets the id offsets (past every row the base set-up made) and reserves the ids of the 100 % data. */
export async function growthBase(
  client: pg.Client,
  trader: { userId: number; companyId: number },
): Promise<GrowthBase> {
  const max = async (table: string) =>
    Number((await client.query<{ m: string }>(`select coalesce(max(id), 0) + 1000 as m from ${table}`)).rows[0].m);
  const base: GrowthBase = {
    traderUserId: trader.userId,
    traderCompanyId: trader.companyId,
    userBase: Math.max(await max('users'), await max('individuals'), await max('companies')),
    caseBase: await max('portal_cases'),
    auctionBase: await max('auctions'),
    lotBase: await max('lots'),
  };
  await bumpSerial(client, 'users', base.userBase + FULL.users + 1);
  await bumpSerial(client, 'individuals', base.userBase + FULL.users + 1);
  await bumpSerial(client, 'companies', base.userBase + FULL.users + 1);
  await bumpSerial(client, 'portal_cases', base.caseBase + FULL.cases + 1);
  await bumpSerial(client, 'auctions', base.auctionBase + FULL.auctions + 1);
  await bumpSerial(client, 'lots', base.lotBase + FULL.auctions * FULL.lotsPerAuction + 1);
  return base;
}

/**
 * Adds the rows from `from` to `to` (sizes) in one transaction: users (60 % company users with their company, 40 %
 * persons with their individual), cases with their documents and timeline, auctions with their lots, bidders and
 * bids. Answers how long it took.
 */
export async function grow(client: pg.Client, base: GrowthBase, from: GrowthSize, to: GrowthSize): Promise<number> {
  const started = performance.now();
  const { userBase: ub, caseBase: cb, auctionBase: ab, lotBase: lb } = base;
  const L = FULL.lotsPerAuction;
  const hash = (
    await client.query<{ password_hash: string }>(`select password_hash from users where id = $1`, [base.traderUserId])
  ).rows[0].password_hash;
  await client.query('begin');
  try {
    // Users: n % 5 < 3 a company user (their company id = id), else a person (their individual id = id).
    await client.query(
      `insert into companies (id, company_unique_number, fiscal_number, company_name, created_at, updated_at)
       select ${ub} + n, 'GC' || n, 'GF' || n, 'Growth company ' || n, now(), now()
       from generate_series($1::int + 1, $2::int) n where n % 5 < 3`,
      [from.users, to.users],
    );
    await client.query(
      `insert into individuals (id, personal_number, first_name, last_name, created_at, updated_at)
       select ${ub} + n, 'GP' || n, 'Growth', 'Person ' || n, now(), now()
       from generate_series($1::int + 1, $2::int) n where n % 5 >= 3`,
      [from.users, to.users],
    );
    await client.query(
      `insert into users (id, username, username_key, email, password_hash, status, lang, company_id,
         company_administrator, individual_id, created_at, updated_at)
       select ${ub} + n, 'growth.u' || n, 'growth.u' || n, 'growth.u' || n || '@example.com', $3, 'APPROVED', 'sq',
         case when n % 5 < 3 then ${ub} + n end, n % 5 < 3, case when n % 5 >= 3 then ${ub} + n end,
         now() - interval '365 days' * ${spread('n')}, now()
       from generate_series($1::int + 1, $2::int) n`,
      [from.users, to.users, hash],
    );

    // Cases: created over the year; 2 % filed by the trader for their company; statuses in fixed shares.
    const kind = `(array['GENERAL','GENERAL','GENERAL','GENERAL','GENERAL','COMPLAINT','AUTHORIZATION','AUTHORIZATION',
      'MOVEMENT_CERTIFICATE','MOVEMENT_CERTIFICATE','BTI','IPR'])[1 + (n * 7) % 12]`;
    // Per 200: DRAFT 16, SUBMITTED 8, IN_PROCESS 12, RETURNED 2, HEARING 1, APPROVED 110, REJECTED 20, CANCELLED 16,
    // WITHDRAWN 15 (open: 11.5 %).
    const status = `case when r < 16 then 'DRAFT' when r < 24 then 'SUBMITTED' when r < 36 then 'IN_PROCESS'
      when r < 38 then 'RETURNED_FOR_CORRECTIONS' when r < 39 then 'HEARING' when r < 149 then 'APPROVED'
      when r < 169 then 'REJECTED' when r < 185 then 'CANCELLED' else 'WITHDRAWN' end`;
    const filer = `case when n % 50 = 0 then ${base.traderUserId} else ${ub} + 1 + (n * 7919) % ${to.users} end`;
    await client.query(
      `insert into portal_cases (id, number, case_type, status, subject, filer_user_id, filer_company_id,
         about_individual_id, about_company_id, assigned_officer_id, submitted_at, due_at, decided_at, created_at, updated_at)
       select ${cb} + n, 'GR-' || n, kind, status, 'Growth case ' || n, filer,
         case when filer = ${base.traderUserId} then ${base.traderCompanyId} when (filer - ${ub}) % 5 < 3 then filer end,
         case when filer <> ${base.traderUserId} and (filer - ${ub}) % 5 >= 3 then filer end,
         case when filer = ${base.traderUserId} then ${base.traderCompanyId} when (filer - ${ub}) % 5 < 3 then filer end,
         case when status in ('DRAFT', 'SUBMITTED') then null else ${ub} + 1 + (n % 20) * 5 end,
         case when status <> 'DRAFT' then created + interval '1 day' end,
         case when status <> 'DRAFT' then created + interval '31 days' end,
         case when status in ('APPROVED', 'REJECTED') then least(now(), created + interval '20 days') end,
         created, created
       from (select n, r, ${kind} as kind, ${status} as status, ${filer} as filer,
               now() - interval '365 days' * ${spread('n')} as created
             from (select n, (n * 37) % 200 as r from generate_series($1::int + 1, $2::int) n) s) c`,
      [from.cases, to.cases],
    );
    const docType = (await client.query<{ id: number }>(`select id from portal_document_types order by id limit 1`))
      .rows[0]?.id;
    if (docType === undefined) throw new Error('no portal document type seeded');
    await client.query(
      `insert into portal_documents (case_id, document_type_id, description, direction, author_user_id, created_at, updated_at)
       select c.id, $3, 'Document ' || d, case when d = 3 then 'INCOMING' else 'OUTGOING' end, c.filer_user_id,
         c.created_at + interval '1 hour' * d, c.created_at + interval '1 hour' * d
       from portal_cases c, generate_series(1, ${DOCUMENTS_PER_CASE}) d
       where c.id between ${cb} + $1::int + 1 and ${cb} + $2::int`,
      [from.cases, to.cases, docType],
    );
    // The timeline: created, then submitted, taken and decided as far as the case got.
    await client.query(
      `insert into portal_case_events (case_id, kind, from_status, to_status, actor_user_id, at)
       select c.id, e.kind, e.from_status, e.to_status, case when e.kind = 'CREATED' or e.kind = 'SUBMITTED'
         then c.filer_user_id else c.assigned_officer_id end, c.created_at + interval '1 day' * e.step
       from portal_cases c
       cross join lateral (values
         (0, 'CREATED', null, 'DRAFT'),
         (1, 'SUBMITTED', 'DRAFT', 'SUBMITTED'),
         (2, 'TAKEN', 'SUBMITTED', 'IN_PROCESS'),
         (3, case when c.status = 'REJECTED' then 'REJECTED' else 'APPROVED' end, 'IN_PROCESS', c.status)
       ) e(step, kind, from_status, to_status)
       where c.id between ${cb} + $1::int + 1 and ${cb} + $2::int
         and (e.step = 0 or (e.step = 1 and c.submitted_at is not null)
           or (e.step = 2 and c.assigned_officer_id is not null) or (e.step = 3 and c.decided_at is not null))`,
      [from.cases, to.cases],
    );

    // Auctions: start spread over 380 days from 360 days ago (a permutation of the 1,000 slots), 3 days long;
    // over → FINISHED (every 20th CANCELLED), running → RUNNING, to come → PUBLISHED.
    await client.query(
      `insert into auctions (id, auction_number, start_date, end_date, status, created_at, updated_at)
       select ${ab} + n, 'GA-' || n, s, s + interval '3 days',
         case when n % 20 = 0 then 'CANCELLED' when s + interval '3 days' < now() then 'FINISHED'
           when s < now() then 'RUNNING' else 'PUBLISHED' end, s - interval '14 days', s
       from (select n, now() - interval '360 days' + interval '380 days' * (((n * 7919) % ${FULL.auctions})::float8 / ${FULL.auctions}) as s
             from generate_series($1::int + 1, $2::int) n) a`,
      [from.auctions, to.auctions],
    );
    await client.query(
      `insert into lots (id, code, auction_id, status, description, starting_price, minimum_increment_amount, lot_part,
         end_time, planned_end_time, created_at, updated_at)
       select ${lb} + (a.id - ${ab} - 1) * ${L} + k, 'GL-' || (a.id - ${ab}) || '-' || k, a.id,
         case a.status when 'CANCELLED' then 'CANCELLED' when 'PUBLISHED' then 'ASSIGNED' when 'RUNNING' then 'ACTIVE'
           else (array['SOLD','SOLD','UNSOLD','PAID','SOLD','UNSOLD','PAID','SOLD','UNSOLD','SOLD'])[1 + k % 10] end,
         'Growth lot ' || k || ' of ' || a.auction_number, 1000 + (k * 137 % 50) * 100, 50, 1,
         case when a.status in ('RUNNING', 'FINISHED') then a.end_date end,
         case when a.status in ('RUNNING', 'FINISHED') then a.end_date end, a.created_at, a.created_at
       from auctions a, generate_series(1, ${L}) k
       where a.id between ${ab} + $1::int + 1 and ${ab} + $2::int`,
      [from.auctions, to.auctions],
    );
    await client.query(
      `insert into auction_bidders (auction_id, user_id, number)
       select a.id, ${ub} + 1 + ((a.id * 37 + b) % ${BIDDER_POOL}), b
       from auctions a, generate_series(1, ${BIDDERS_PER_AUCTION}) b
       where a.id between ${ab} + $1::int + 1 and ${ab} + $2::int and a.status in ('RUNNING', 'FINISHED')`,
      [from.auctions, to.auctions],
    );
    // Bids per lot: 3 + 1,550 × u^30 (u spread over the lots): ~53 on average, a few lots with over a thousand.
    // Bidder of seq s: pseudonym 1 + (7s + lot) % 50 (never the same twice in a row); times evenly from the start to
    // the end (or now); the hash chained as the engine chains it.
    await client.query(
      `insert into bids (lot_id, auction_id, user_id, amount, seq, kind, hash, created_at)
       with recursive plan as (
         select l.id as lot_id, l.auction_id, l.starting_price::numeric as sp, l.minimum_increment_amount::numeric as inc,
           a.start_date as s, least(a.end_date, now()) as e,
           3 + floor(${Math.round((FULL.bids / (FULL.auctions * L * 0.9) - 3) * 31)} * power(${spread2('l.id')}, 30))::int as n
         from lots l join auctions a on a.id = l.auction_id
         where a.id between ${ab} + $1::int + 1 and ${ab} + $2::int and a.status in ('RUNNING', 'FINISHED')
       ),
       chain as (
         select p.lot_id, p.auction_id, 1 as seq, p.n, p.sp, p.inc, p.s, p.e, h.number, h.amount, h.at,
           encode(sha256(convert_to(concat_ws('|', repeat('0', 64), p.lot_id, 1, h.number, h.amount::numeric(18, 2),
             to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'MANUAL'), 'UTF8')), 'hex') as hash
         from plan p cross join lateral (select 1 + (7 + p.lot_id) % ${BIDDERS_PER_AUCTION} as number, p.sp as amount,
           date_trunc('milliseconds', p.s + (p.e - p.s) / (p.n + 1)) as at) h
         union all
         select c.lot_id, c.auction_id, c.seq + 1, c.n, c.sp, c.inc, c.s, c.e, h.number, h.amount, h.at,
           encode(sha256(convert_to(concat_ws('|', c.hash, c.lot_id, c.seq + 1, h.number, h.amount::numeric(18, 2),
             to_char(h.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'MANUAL'), 'UTF8')), 'hex')
         from chain c
         cross join lateral (select 1 + (7 * (c.seq + 1) + c.lot_id) % ${BIDDERS_PER_AUCTION} as number,
           c.sp + c.inc * c.seq as amount,
           date_trunc('milliseconds', c.s + (c.e - c.s) * (c.seq + 1) / (c.n + 1)) as at) h
         where c.seq < c.n
       )
       select c.lot_id, c.auction_id, ab.user_id, c.amount, c.seq, 'MANUAL', c.hash, c.at
       from chain c
       join auction_bidders ab on ab.auction_id = c.auction_id and ab.number = c.number`,
      [from.auctions, to.auctions],
    );
    // Each lot's head: its last bid.
    await client.query(
      `update lots l set bid_seq = b.seq, highest_bid = b.amount, highest_user_id = b.user_id, last_bid_at = b.created_at,
         last_hash = b.hash, winner_user_id = case when l.status in ('SOLD', 'PAID') then b.user_id end,
         winning_amount = case when l.status in ('SOLD', 'PAID') then b.amount end
       from (select distinct on (lot_id) lot_id, seq, amount, user_id, created_at, hash from bids
             where auction_id between ${ab} + $1::int + 1 and ${ab} + $2::int order by lot_id, seq desc) b
       where l.id = b.lot_id`,
      [from.auctions, to.auctions],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return performance.now() - started;
}

/** Rows per table now (the figures printed beside each step). */
export async function tableSizes(client: pg.Client): Promise<Record<string, number>> {
  const tables = ['users', 'portal_cases', 'portal_documents', 'portal_case_events', 'auctions', 'lots', 'bids'];
  const out: Record<string, number> = {};
  for (const t of tables)
    out[t] = Number((await client.query<{ n: string }>(`select count(*) as n from ${t}`)).rows[0].n);
  return out;
}
