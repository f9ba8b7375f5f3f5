import { z } from 'zod';
import { idParamSchema, idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { multilingualFields } from '../common/multilingual';
import { pagedQuerySchema, fieldPropertiesSchema } from '../common/paging';

/** The attachment bean of a news item's files (objectId = news id); the first file is the one visitors download. */
export const AUCTION_NEWS_BEAN = 'auction_news_attachment';
/** The admin page that grants managing news (spec §2). */
export const AUCTION_NEWS_PAGE = '/admin/auctions/auction_news';
/** Files a news item may carry: PDF, images and office documents. */
export const AUCTION_NEWS_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'txt'];

export const NEWS_TITLE_MAX = 300;
/** A body is rich text (HTML, sanitised by the server). */
export const NEWS_BODY_MAX = 50_000;

export const NEWS_ERROR = {
  alreadyPublished: 'news.already_published',
  notPublished: 'news.not_published',
} as const;

const id = idSchema;
const title = textSchema().trim().min(1).max(NEWS_TITLE_MAX);
const body = textSchema()
  .max(NEWS_BODY_MAX)
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

/** `POST /auction_news`: creates, or with an id updates, a news item (published or not). */
export const auctionNewsInputSchema = z.object({
  id: id.optional(),
  ...multilingualFields('title', title),
  ...multilingualFields('body', body),
  /** The auction the news is about; none for general news. */
  auctionId: id.nullish().transform((value) => value ?? null),
});
export type AuctionNewsInput = z.infer<typeof auctionNewsInputSchema>;

export const auctionNewsRefSchema = z.object({ id });

export const auctionNewsRowSchema = z.object({
  id: z.number().int(),
  ...multilingualFields('title', z.string()),
  ...multilingualFields('body', z.string().nullable()),
  auctionId: z.number().int().nullable(),
  /** The linked auction's number; null without a link or when that auction is gone. */
  auctionNumber: z.string().nullable(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  attachmentCount: z.number().int(),
  fieldProperties: fieldPropertiesSchema,
});
export type AuctionNewsRow = z.infer<typeof auctionNewsRowSchema>;

/** `GET /auction_news/published`: a published item as visitors see it. */
export const publicAuctionNewsSchema = z.object({
  id: z.number().int(),
  ...multilingualFields('title', z.string()),
  ...multilingualFields('body', z.string().nullable()),
  auctionId: z.number().int().nullable(),
  auctionNumber: z.string().nullable(),
  publishedAt: z.string(),
  /** The first file (`GET /attachments/{attachmentId}`); null when the item has none. */
  attachmentId: z.number().int().nullable(),
});
export type PublicAuctionNews = z.infer<typeof publicAuctionNewsSchema>;

/** Newest first by default; `auctionId` keeps the news of one auction. */
export const publishedNewsQuerySchema = pagedQuerySchema.omit({ sort: true }).extend({
  auctionId: idParamSchema.optional(),
});
export type PublishedNewsQuery = z.infer<typeof publishedNewsQuerySchema>;
