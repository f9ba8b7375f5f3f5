import { Modal, Space, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AUCTION_NEWS_BEAN, AUCTION_NEWS_EXTENSIONS, type AuctionNewsRow } from '@portal/contracts/news';
import { localized } from '@portal/contracts/multilingual';
import { currentLanguage } from '@/shared/i18n/language';
import { UploadPanel } from '@/shared/upload/upload-panel';
import { NEWS_RESOURCE } from '../lib/admin-config';

/** The files of a news item; visitors download the first one (the oldest). */
export function NewsFilesDialog({ news, onClose }: { news: AuctionNewsRow; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [NEWS_RESOURCE] });
    void queryClient.invalidateQueries({ queryKey: ['auction_news_published'] });
  };
  return (
    <Modal
      open
      title={`${t('news.files', 'Files')}: ${localized(news, 'title', currentLanguage)}`}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle" data-testid="news-files-dialog">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('news.files_help', 'Visitors download the first file of the list (PDF, image or office document).')}
        </Typography.Paragraph>
        <UploadPanel
          bean={AUCTION_NEWS_BEAN}
          objectId={news.id}
          extensions={AUCTION_NEWS_EXTENSIONS}
          onUploaded={refresh}
        />
      </Space>
    </Modal>
  );
}
