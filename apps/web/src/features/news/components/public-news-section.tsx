import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiPath } from '@portal/contracts/api-paths';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { PublicAuctionNews } from '@portal/contracts/news';
import { shortenText } from '@portal/contracts/text';
import { API_BASE } from '@/shared/api/client';
import { currentLanguage } from '@/shared/i18n/language';
import { SanitizedHtml } from '@/shared/rich-text/rich-text-view';
import { notify } from '@/shared/ui/notifications';
import { usePublishedNews } from '../api/get-published-news';
import './public-news.css';

const PAGE_SIZE = 5;
const EXCERPT_LENGTH = 220;

/** The text of server-sanitised HTML, for the excerpt (DOMParser runs no scripts and loads nothing). */
function plainText(html: string | null): string {
  if (!html) return '';
  return (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function NewsCard({ news }: { news: PublicAuctionNews }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const body = localized(news, 'body', currentLanguage);
  const text = plainText(body);
  const excerpt = shortenText(text, EXCERPT_LENGTH);
  const title = localized(news, 'title', currentLanguage);
  return (
    <Card size="small" className="public-news-card" data-testid={`news-card-${news.id}`}>
      <Typography.Text type="secondary" className="public-news-date">
        {formatDate(news.publishedAt)}
        {news.auctionNumber && ` · ${t('news.auction', 'Auction')} ${news.auctionNumber}`}
      </Typography.Text>
      <Typography.Title level={4} className="public-news-title" style={{ margin: '4px 0 8px' }}>
        {title}
      </Typography.Title>
      {expanded && body ? (
        <SanitizedHtml html={body} />
      ) : (
        text && <Typography.Paragraph>{excerpt}</Typography.Paragraph>
      )}
      <Flex gap="small" wrap>
        {news.attachmentId !== null ? (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            href={`${API_BASE}${apiPath('/attachments/{id}', { id: news.attachmentId })}`}
            download
            data-testid={`news-download-${news.id}`}
          >
            {t('news.download', 'Download')}
          </Button>
        ) : (
          <Button
            icon={<DownloadOutlined aria-hidden />}
            data-testid={`news-download-${news.id}`}
            onClick={() =>
              notify.warning({
                title: title,
                description: t('eauction.no_auction_news_attachment', 'This news item has no attachment.'),
              })
            }
          >
            {t('news.download', 'Download')}
          </Button>
        )}
        {excerpt !== text && (
          <Button type="link" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
            {expanded ? t('news.read_less', 'Show less') : t('news.read_more', 'Read more')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** Published auction news (newest first), optionally of one auction, with loading, empty and error states. */
export function PublicNewsSection({ auctionId }: { auctionId?: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = usePublishedNews({ page, count: PAGE_SIZE, auctionId });
  return (
    <section className="public-news" aria-labelledby="public-news-heading" data-testid="public-news">
      <Typography.Title level={3} id="public-news-heading">
        {t('news.section_title', 'News')}
      </Typography.Title>
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('news.load_failed', 'The news could not be loaded.')}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              {t('generic.retry', 'Try again')}
            </Button>
          }
        />
      ) : query.data.content.length === 0 ? (
        <Empty description={t('news.empty', 'No news yet.')} />
      ) : (
        <Flex vertical gap="middle">
          {query.data.content.map((news) => (
            <NewsCard key={news.id} news={news} />
          ))}
          {query.data.totalElements > PAGE_SIZE && (
            <Pagination
              simple
              align="center"
              current={page}
              pageSize={PAGE_SIZE}
              total={query.data.totalElements}
              onChange={setPage}
            />
          )}
        </Flex>
      )}
    </section>
  );
}
