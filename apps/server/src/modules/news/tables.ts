import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/**
 * Auction news (`/admin/auctions/auction_news`). Files are attachments of bean
 * `auction_news_attachment` with objectId = id. `auction_id` names an auction of the auctions
 * module (no foreign key across modules: a news item outlives a deleted auction and then shows
 * without its number).
 */
export const auctionNews = pgTable(
  'auction_news',
  {
    id: serial('id').primaryKey(),
    titleSQ: text('title_sq').notNull(),
    titleEN: text('title_en').notNull(),
    titleSR: text('title_sr').notNull(),
    /** Rich text (sanitised HTML). */
    bodySQ: text('body_sq'),
    bodyEN: text('body_en'),
    bodySR: text('body_sr'),
    auctionId: integer('auction_id'),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('auction_news_published_idx').on(t.published, t.publishedAt),
    index('auction_news_auction_idx').on(t.auctionId),
  ],
);
