import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { useDownloadAttachment } from '@/shared/upload/download-attachment';
import { useAnnouncementRefs } from '../api/announcement';

/**
 * The Info tab's announcements: the one published last (on publish or the latest postponement) and
 * the one before it, in the interface language. Nothing is shown before the auction is published.
 */
export function AuctionAnnouncements({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation();
  const published = auction.status !== 'CREATED';
  const refs = useAnnouncementRefs(auction.id, published);
  const download = useDownloadAttachment();
  if (!published) return null;
  const button = (id: number, label: string, testId: string) => (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      loading={download.isPending && download.variables?.id === id}
      onClick={() => download.mutate({ id, fileName: `announcement-${auction.auctionNumber}.pdf` })}
      data-testid={testId}
    >
      {label}
    </Button>
  );
  return (
    <section
      style={{ marginTop: 24 }}
      aria-labelledby="auction-announcements-title"
      data-testid="auction-announcements"
    >
      <Typography.Title level={5} id="auction-announcements-title">
        {t('announcement.title', 'Announcements')}
      </Typography.Title>
      {refs.isPending && <Spin size="small" />}
      {refs.isError && (
        <Alert type="error" showIcon title={t('announcement.load_failed', 'The announcements could not be loaded.')} />
      )}
      {refs.data && refs.data.last === null && (
        <Typography.Text type="secondary">
          {t('eauction.no_auction_anouncement', 'This auction has no announcement.')}
        </Typography.Text>
      )}
      {refs.data && refs.data.last !== null && (
        <Space wrap>
          {button(refs.data.last, t('announcement.last', 'Last announcement'), 'announcement-last')}
          {refs.data.previous !== null &&
            button(refs.data.previous, t('announcement.previous', 'Previous announcement'), 'announcement-previous')}
        </Space>
      )}
    </section>
  );
}
