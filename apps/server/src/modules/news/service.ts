import type { PagedFilterQuery } from '@portal/contracts/paging';
import {
  AUCTION_NEWS_BEAN,
  NEWS_ERROR,
  type AuctionNewsInput,
  type AuctionNewsRow,
  type PublicAuctionNews,
  type PublishedNewsQuery,
} from '@portal/contracts/news';
import type { Paged } from '@portal/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { richTextIsEmpty, sanitizeRichText } from '../../platform/html/sanitize';
import type { ServiceContext } from '../../platform/http/context';
import { booleanFilter, integerFilter, pagedRows, pagingPlan, searchFilter } from '../../platform/http/paging';
import { publicDataChanged } from '../../platform/http/public-cache';
import { attachmentsOfObjects, detachAllFiles, firstAttachmentIds, removeStoredFiles } from '../attachments';
import { auctionRowsByIds, pagedAuctions } from '../auctions';
import { auctionNews } from './tables';

/** A paged query with its `filter[...]` parameters. */
type NewsRecord = typeof auctionNews.$inferSelect;

/** The numbers of linked auctions; with `visibleOnly`, only of auctions already published (a CREATED one is private). */
async function auctionNumbers(db: Db, ids: (number | null)[], visibleOnly: boolean): Promise<Map<number, string>> {
  // One query for all; a deleted auction leaves the news without its number.
  const auctions = await auctionRowsByIds(
    db,
    ids.filter((v): v is number => v !== null),
  );
  const numbers = new Map<number, string>();
  for (const [id, auction] of auctions) {
    if (!visibleOnly || auction.status !== 'CREATED') numbers.set(id, auction.auctionNumber);
  }
  return numbers;
}

async function presentNews(db: Db, rows: NewsRecord[]): Promise<AuctionNewsRow[]> {
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const files = await attachmentsOfObjects(
    db,
    AUCTION_NEWS_BEAN,
    rows.map((r) => r.id),
  );
  const numbers = await auctionNumbers(
    db,
    rows.map((r) => r.auctionId),
    false,
  );
  const fileCounts = new Map<number, number>();
  for (const file of files) fileCounts.set(file.objectId, (fileCounts.get(file.objectId) ?? 0) + 1);
  return rows.map((row) => ({
    ...row,
    auctionNumber: row.auctionId === null ? null : (numbers.get(row.auctionId) ?? null),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    attachmentCount: fileCounts.get(row.id) ?? 0,
    fieldProperties: {},
  }));
}

/** The administration list: filters `title` (any language), `published`, `auctionId`. */
export async function pagedNews({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<AuctionNewsRow>> {
  const t = auctionNews;
  const plan = pagingPlan(query, {
    sortable: {
      id: t.id,
      titleSQ: t.titleSQ,
      titleEN: t.titleEN,
      titleSR: t.titleSR,
      published: t.published,
      publishedAt: t.publishedAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
    },
    filters: {
      title: searchFilter(t.titleSQ, t.titleEN, t.titleSR),
      published: booleanFilter(t.published),
      auctionId: integerFilter(t.auctionId),
    },
  });
  const page = await pagedRows(db, t, plan, (row) => row);
  return { content: await presentNews(db, page.content), totalElements: page.totalElements };
}

async function newsRow(db: Db, id: number, lock = false): Promise<NewsRecord> {
  const query = db.select().from(auctionNews).where(eq(auctionNews.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function newsById({ db }: ServiceContext, id: number): Promise<AuctionNewsRow> {
  return (await presentNews(db, [await newsRow(db, id)]))[0];
}

const cleanBody = (html: string | null) => (richTextIsEmpty(html) ? null : sanitizeRichText(html!));

/** Creates or changes a news item; a linked auction must exist (400 `auctionId`). Publishing is its own command. */
export function saveNews(ctx: ServiceContext, input: AuctionNewsInput): Promise<AuctionNewsRow> {
  const { actor } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    if (input.auctionId !== null && (await auctionNumbers(tx, [input.auctionId], false)).size === 0) {
      throw badRequest({ auctionId: 'validation.not_found' });
    }
    const values = {
      titleSQ: input.titleSQ,
      titleEN: input.titleEN,
      titleSR: input.titleSR,
      bodySQ: cleanBody(input.bodySQ),
      bodyEN: cleanBody(input.bodyEN),
      bodySR: cleanBody(input.bodySR),
      auctionId: input.auctionId,
    };
    if (!input.id) {
      const [row] = await tx.insert(auctionNews).values(values).returning();
      await writeAudit(tx, {
        ...actor,
        action: 'auction_news.created',
        entity: 'auction_news',
        entityId: row.id,
        after: row,
      });
      await publicDataChanged(tx, ['news']);
      return (await presentNews(tx, [row]))[0];
    }
    const before = await newsRow(tx, input.id, true);
    const [row] = await tx
      .update(auctionNews)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(auctionNews.id, input.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'auction_news.updated',
      entity: 'auction_news',
      entityId: row.id,
      before,
      after: row,
    });
    await publicDataChanged(tx, ['news']);
    return (await presentNews(tx, [row]))[0];
  });
}

/** Publishes (409 `news.already_published`) or withdraws (409 `news.not_published`) a news item. */
export function setPublished(ctx: ServiceContext, id: number, published: boolean): Promise<AuctionNewsRow> {
  const { actor } = ctx.caller;
  return ctx.db.transaction(async (tx) => {
    const before = await newsRow(tx, id, true);
    if (before.published === published)
      throw conflict(published ? NEWS_ERROR.alreadyPublished : NEWS_ERROR.notPublished);
    const now = new Date();
    const [row] = await tx
      .update(auctionNews)
      // Publishing again dates the item anew, so it comes back at the top of the public list.
      .set({ published, publishedAt: published ? now : before.publishedAt, updatedAt: now })
      .where(eq(auctionNews.id, id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: published ? 'auction_news.published' : 'auction_news.unpublished',
      entity: 'auction_news',
      entityId: id,
      before,
      after: row,
    });
    await publicDataChanged(tx, ['news']);
    return (await presentNews(tx, [row]))[0];
  });
}

/** Deletes a news item and its files (rows in one transaction, the stored bytes after the commit). */
export async function deleteNews(ctx: ServiceContext, id: number): Promise<void> {
  const { actor } = ctx.caller;
  const keys = await ctx.db.transaction(async (tx) => {
    const row = await newsRow(tx, id, true);
    const removed = await detachAllFiles(
      tx,
      { bean: AUCTION_NEWS_BEAN, objectId: id },
      { actorId: actor.actorId ?? null, actorUsername: actor.actorUsername ?? null, ip: actor.ip ?? null },
    );
    await tx.delete(auctionNews).where(eq(auctionNews.id, id));
    await writeAudit(tx, {
      ...actor,
      action: 'auction_news.deleted',
      entity: 'auction_news',
      entityId: id,
      before: row,
    });
    await publicDataChanged(tx, ['news']);
    return removed;
  });
  await removeStoredFiles(ctx.storage, keys);
}

/** `GET /auction_news/published`: published news, newest first, each with its first file. */
export async function publishedNews(
  { db }: ServiceContext,
  query: PublishedNewsQuery,
): Promise<Paged<PublicAuctionNews>> {
  const t = auctionNews;
  const where = and(eq(t.published, true), query.auctionId ? eq(t.auctionId, query.auctionId) : undefined);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.publishedAt), desc(t.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db.select({ total: count() }).from(t).where(where),
  ]);
  const [files, numbers] = await Promise.all([
    firstAttachmentIds(
      db,
      AUCTION_NEWS_BEAN,
      rows.map((r) => r.id),
    ),
    auctionNumbers(
      db,
      rows.map((r) => r.auctionId),
      true,
    ),
  ]);
  return {
    content: rows.map((row) => ({
      id: row.id,
      titleSQ: row.titleSQ,
      titleEN: row.titleEN,
      titleSR: row.titleSR,
      bodySQ: row.bodySQ,
      bodyEN: row.bodyEN,
      bodySR: row.bodySR,
      // A not yet published auction is not named to visitors.
      auctionId: row.auctionId !== null && numbers.has(row.auctionId) ? row.auctionId : null,
      auctionNumber: row.auctionId === null ? null : (numbers.get(row.auctionId) ?? null),
      publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
      attachmentId: files.get(row.id) ?? null,
    })),
    totalElements: total,
  };
}

/** The newest auctions, to link a news item to (the news form's select). */
export async function auctionOptions({
  db,
}: ServiceContext): Promise<Array<{ id: number; auctionNumber: string; status: string }>> {
  const page = await pagedAuctions(db, { page: 1, count: 100, sort: 'id,desc' });
  return page.content.map((a) => ({ id: a.id, auctionNumber: a.auctionNumber, status: a.status }));
}

/** Whether a news item exists, and whether visitors may see it and its files. */
export async function newsVisibility(db: Db, id: number): Promise<'missing' | 'public' | 'hidden'> {
  const [row] = await db.select({ published: auctionNews.published }).from(auctionNews).where(eq(auctionNews.id, id));
  if (!row) return 'missing';
  return row.published ? 'public' : 'hidden';
}
