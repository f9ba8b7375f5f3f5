import { auctionNewsInputSchema, type AuctionNewsRow } from '@portal/contracts/news';
import { localized } from '@portal/contracts/multilingual';
import { NewsStatusTag } from '../components/news-status-tag';
import type { FormField, ListColumn, ListFilter, ObjectSchema, OptionsSource, Text } from '@/shared/admin-kit/types';
import { textOf } from '@/shared/lib/text-of';

export const NEWS_RESOURCE = 'auction_news';
export const newsSchema = auctionNewsInputSchema as unknown as ObjectSchema;

export const NEWS_LABELS = {
  id: ['news.id', 'ID'],
  title: ['news.title', 'Title'],
  titleSQ: ['news.titleSQ', 'Title (Albanian)'],
  titleEN: ['news.titleEN', 'Title (English)'],
  titleSR: ['news.titleSR', 'Title (Serbian)'],
  bodySQ: ['news.bodySQ', 'Text (Albanian)'],
  bodyEN: ['news.bodyEN', 'Text (English)'],
  bodySR: ['news.bodySR', 'Text (Serbian)'],
  auction: ['news.auction', 'Auction'],
  published: ['news.published', 'Published'],
  publishedAt: ['news.published_at', 'Published on'],
  files: ['news.files', 'Files'],
} as const satisfies Record<string, Text>;

/** The newest auctions (`GET /auction_news/auctions/active`), labelled by number. */
const auctionSource: OptionsSource = {
  resource: 'auction_news/auctions',
  label: (item) => String(item.auctionNumber),
};

export const newsColumns: ListColumn<AuctionNewsRow>[] = [
  { field: 'id', title: NEWS_LABELS.id, sortable: true, width: 70 },
  { field: 'titleSQ', title: NEWS_LABELS.title, sortable: true, render: (row, lang) => localized(row, 'title', lang) },
  { field: 'auctionNumber', title: NEWS_LABELS.auction, render: (row) => row.auctionNumber ?? '—' },
  {
    field: 'published',
    title: NEWS_LABELS.published,
    sortable: true,
    width: 110,
    render: (row) => <NewsStatusTag id={row.id} published={row.published} />,
  },
  { field: 'publishedAt', title: NEWS_LABELS.publishedAt, kind: 'dateTime', sortable: true, width: 150 },
  { field: 'attachmentCount', title: NEWS_LABELS.files, width: 80 },
];

export const newsFilters: ListFilter[] = [
  { name: 'title', label: NEWS_LABELS.title, kind: 'text' },
  { name: 'published', label: NEWS_LABELS.published, kind: 'boolean' },
  { name: 'auctionId', label: NEWS_LABELS.auction, kind: 'select', source: auctionSource },
];

export const newsFields: FormField[] = [
  { name: 'titleSQ', label: NEWS_LABELS.titleSQ, kind: 'text' },
  { name: 'titleEN', label: NEWS_LABELS.titleEN, kind: 'text' },
  { name: 'titleSR', label: NEWS_LABELS.titleSR, kind: 'text' },
  {
    name: 'auctionId',
    label: NEWS_LABELS.auction,
    kind: 'select',
    source: auctionSource,
    currentOption: (record) =>
      record.auctionId
        ? { value: record.auctionId as number, label: textOf(record.auctionNumber ?? record.auctionId) }
        : null,
    help: ['news.auction_help', 'Optional: the news is then also shown with that auction.'],
  },
  { name: 'bodySQ', label: NEWS_LABELS.bodySQ, kind: 'richText' },
  { name: 'bodyEN', label: NEWS_LABELS.bodyEN, kind: 'richText' },
  { name: 'bodySR', label: NEWS_LABELS.bodySR, kind: 'richText' },
];

export const blankNews = {
  id: null,
  titleSQ: '',
  titleEN: '',
  titleSR: '',
  bodySQ: null,
  bodyEN: null,
  bodySR: null,
  auctionId: null,
  fieldProperties: {},
};
