import { useState } from 'react';
import { EyeInvisibleOutlined, NotificationOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuctionNewsRow } from '@portal/contracts/news';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { useSetNewsPublished } from '../api/publish-news';
import { NEWS_RESOURCE, blankNews, newsColumns, newsFields, newsFilters, newsSchema } from '../lib/admin-config';
import { NewsFilesDialog } from './news-files-dialog';

/** `/admin/auctions/auction_news/{id?}`: news with their files; publish makes one visible on the auction home. */
export function NewsAdminScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_auctions_auction_news', 'Auction news');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminAuctionNews);
  const [filesOf, setFilesOf] = useState<AuctionNewsRow | null>(null);
  const publishing = useSetNewsPublished({
    onSuccess: (news) =>
      notify.success({
        title: t('generic.success', 'Success'),
        description: news.published ? t('PUBLISHED', 'Published') : t('news.unpublished', 'Withdrawn from the public'),
      }),
  });
  const [confirming, setConfirming] = useState<{ news: AuctionNewsRow; published: boolean } | null>(null);
  const confirm = (news: AuctionNewsRow, published: boolean) => setConfirming({ news, published });

  return (
    <>
      <ListScreen<AuctionNewsRow>
        resource={NEWS_RESOURCE}
        title={title}
        columns={newsColumns}
        filters={newsFilters}
        onNew={() => open('new')}
        onEdit={(row) => open(row.id)}
        deletable
        rowActions={[
          { key: 'files', label: ['news.files', 'Files'], icon: <PaperClipOutlined />, onClick: setFilesOf },
          {
            key: 'publish',
            label: ['news.publish', 'Publish'],
            icon: <NotificationOutlined />,
            hidden: (row) => row.published,
            onClick: (row) => confirm(row, true),
          },
          {
            key: 'unpublish',
            label: ['news.unpublish', 'Withdraw'],
            icon: <EyeInvisibleOutlined />,
            hidden: (row) => !row.published,
            onClick: (row) => confirm(row, false),
          },
        ]}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={NEWS_RESOURCE}
          id={editing}
          title={title}
          fields={newsFields}
          schema={newsSchema}
          blank={blankNews}
          width={820}
          onClose={close}
          // A new item goes on to its files.
          onSaved={(saved) => {
            if (editing === 'new') setFilesOf(saved as unknown as AuctionNewsRow);
          }}
        />
      )}
      {confirming && (
        <Modal
          open
          title={confirming.published ? t('news.publish', 'Publish') : t('news.unpublish', 'Withdraw')}
          okText={t('admin.yes', 'Yes')}
          cancelText={t('admin.no', 'No')}
          confirmLoading={publishing.isPending}
          okButtonProps={{ 'data-testid': 'news-publish-ok' }}
          onCancel={() => setConfirming(null)}
          onOk={() =>
            publishing.mutate(
              { id: confirming.news.id, published: confirming.published },
              { onSettled: () => setConfirming(null) },
            )
          }
        >
          <p data-testid="news-publish-confirm">
            {confirming.published
              ? t('news.publish_confirm', 'Visitors will see this news item and download its first file.')
              : t('news.unpublish_confirm', 'Visitors will no longer see this news item or its files.')}
          </p>
        </Modal>
      )}
      {filesOf && <NewsFilesDialog news={filesOf} onClose={() => setFilesOf(null)} />}
    </>
  );
}
