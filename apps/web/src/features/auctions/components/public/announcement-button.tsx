import { Button } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { notify } from '@/shared/ui/notifications';
import { useDownloadAnnouncement } from '../../api/announcement';

type AnnouncementButtonProps = { auctionId: number; auctionNumber: string; size?: 'small' | 'middle' };

/**
 * The auction item's download of its announcement (spec §2): the PDF published with the auction (or
 * its last postponement), in the reader's language; the spec's toast when the auction has none.
 */
export function AnnouncementButton({ auctionId, auctionNumber, size = 'middle' }: AnnouncementButtonProps) {
  const { t } = useTranslation();
  const download = useDownloadAnnouncement();
  const onClick = () =>
    download.mutate(
      { auctionId },
      {
        onSuccess: (found) => {
          if (!found)
            notify.warning({
              title: auctionNumber,
              description: t('eauction.no_auction_anouncement', 'This auction has no announcement.'),
            });
        },
      },
    );
  return (
    <Button
      size={size}
      icon={<FilePdfOutlined aria-hidden />}
      loading={download.isPending}
      onClick={onClick}
      data-testid={`announcement-${auctionId}`}
    >
      {t('auction.announcement', 'Announcement')}
    </Button>
  );
}
