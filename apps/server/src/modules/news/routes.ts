import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import {
  AUCTION_NEWS_PAGE,
  type AuctionNewsRow,
  auctionNewsInputSchema,
  auctionNewsRefSchema,
  auctionNewsRowSchema,
  publicAuctionNewsSchema,
  publishedNewsQuerySchema,
} from '@portal/contracts/news';
import { idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { localized } from '@portal/contracts/multilingual';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
import { contextOf, signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { registerNewsFiles } from './files';
import * as news from './service';

const MANAGE = { access: { pages: [AUCTION_NEWS_PAGE] } } as const;
const tags = ['auction news'];
const ok = z.object({ status: z.literal('ok') });
const paged = pagedFilterQuerySchema;
/** The news list's columns as the administration's list shows them. */
const NEWS_EXPORT: ExportColumn<AuctionNewsRow>[] = [
  { header: 'news.id', fallback: 'ID', kind: 'text', value: (row) => row.id },
  { header: 'news.title', fallback: 'Title', value: (row, lang) => localized(row, 'title', lang) },
  { header: 'news.auction', fallback: 'Auction', value: (row) => row.auctionNumber },
  { header: 'news.published', fallback: 'Published', kind: 'boolean', value: (row) => row.published },
  { header: 'news.published_at', fallback: 'Published on', kind: 'dateTime', value: (row) => row.publishedAt },
  { header: 'news.files', fallback: 'Files', kind: 'number', value: (row) => row.attachmentCount },
];
const auctionOptionSchema = z.object({ id: z.number().int(), auctionNumber: z.string(), status: z.string() });

/**
 * `/admin/auctions/auction_news`: news items with files (bean `auction_news_attachment`), publish and
 * unpublish; `GET /auction_news/published` for everyone.
 */
export const newsRoutes: FeaturePlugin = (app) => {
  registerNewsFiles();

  app.get('/auction_news/published', {
    config: { access: 'public', publicCache: { tags: ['news'] } },
    schema: {
      tags,
      summary: 'Published news, newest first (optionally of one auction), each with its first file',
      querystring: publishedNewsQuerySchema,
      response: { 200: pagedSchema(publicAuctionNewsSchema) },
    },
    handler: (request) => news.publishedNews(contextOf(request), request.query),
  });

  app.get('/auction_news/auctions/active', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'The newest auctions, to link a news item to (the news form’s select)',
      response: { 200: z.array(auctionOptionSchema) },
    },
    handler: (request) => news.auctionOptions(signedInContext(request)),
  });

  app.get('/auction_news/paged', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'News, paged (filter title, published, auctionId)',
      querystring: paged,
      response: { 200: pagedSchema(auctionNewsRowSchema) },
    },
    handler: (request) => news.pagedNews(signedInContext(request), request.query),
  });
  app.get(
    '/auction_news/export',
    listExport({
      config: MANAGE,
      name: 'news',
      tags,
      read: (request, query) => news.pagedNews(signedInContext(request), query),
      columns: NEWS_EXPORT,
    }),
  );
  app.get('/auction_news/:id', {
    config: MANAGE,
    schema: { tags, summary: 'One news item', params: idPathSchema, response: { 200: auctionNewsRowSchema } },
    handler: (request) => news.newsById(signedInContext(request), request.params.id),
  });
  app.post('/auction_news', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Create, or with an id update, a news item (bodies are rich text, sanitised)',
      body: auctionNewsInputSchema,
      response: { 200: auctionNewsRowSchema },
    },
    handler: (request) => news.saveNews(signedInContext(request), request.body),
  });
  app.post('/auction_news/publish', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Publish a news item (409 news.already_published)',
      body: auctionNewsRefSchema,
      response: { 200: auctionNewsRowSchema },
    },
    handler: (request) => news.setPublished(signedInContext(request), request.body.id, true),
  });
  app.post('/auction_news/unpublish', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Withdraw a published news item from the public (409 news.not_published)',
      body: auctionNewsRefSchema,
      response: { 200: auctionNewsRowSchema },
    },
    handler: (request) => news.setPublished(signedInContext(request), request.body.id, false),
  });
  app.delete('/auction_news/:id', {
    config: MANAGE,
    schema: { tags, summary: 'Delete a news item and its files', params: idPathSchema, response: { 200: ok } },
    handler: async (request) => {
      await news.deleteNews(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
