import { FilePdfOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadAuctionDocument } from '../api/auction-documents';

/** Downloads the announcement as it would be published now (not stored), in the interface language. */
export function AnnouncementPreviewButton({ auctionId, auctionNumber }: { auctionId: number; auctionNumber: string }) {
  const { t } = useTranslation();
  const pdf = useDownloadAuctionDocument();
  return (
    <Button
      icon={<FilePdfOutlined aria-hidden />}
      loading={pdf.isPending}
      onClick={() => pdf.mutate({ kind: 'preview', auctionId, auctionNumber })}
      data-testid="announcement-preview"
    >
      {t('announcement.preview', 'Preview announcement')}
    </Button>
  );
}
