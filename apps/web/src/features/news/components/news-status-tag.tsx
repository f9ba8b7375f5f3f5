import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Whether visitors see a news item. */
export function NewsStatusTag({ id, published }: { id: number; published: boolean }) {
  const { t } = useTranslation();
  return (
    <Tag color={published ? 'green' : undefined} data-testid={`news-status-${id}`}>
      {published ? t('news.status_published', 'Published') : t('news.status_draft', 'Draft')}
    </Tag>
  );
}
