import { DeleteOutlined, PictureOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Image, Modal, Popconfirm, Skeleton, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@portal/contracts/attachments';
import {
  EDITABLE_PRODUCT_STATUSES,
  PRODUCT_PICTURE_BEAN,
  PRODUCT_PICTURE_EXTENSIONS,
  type ProductRecord,
} from '@portal/contracts/products';
import { useAttachments } from '@/shared/upload/get-attachments';
import { UploadPanel } from '@/shared/upload/upload-panel';
import { notify } from '@/shared/ui/notifications';
import { productKeys } from '../api/keys';
import { useDeleteProductPhotos } from '../api/product-actions';
import { useAuthorizedPictureUrl } from '../lib/picture-url';

const THUMB = 112;

function Thumbnail({ attachment }: { attachment: Attachment }) {
  const { url, failed } = useAuthorizedPictureUrl(attachment.id);
  return (
    <Flex vertical gap={4} style={{ width: THUMB }} data-testid={`product-photo-${attachment.id}`}>
      {url ? (
        <Image
          src={url}
          alt={attachment.fileName}
          width={THUMB}
          height={THUMB}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : failed ? (
        <Flex align="center" justify="center" style={{ width: THUMB, height: THUMB, background: '#f5f5f5' }}>
          <PictureOutlined aria-hidden style={{ fontSize: 28, color: '#bbb' }} />
        </Flex>
      ) : (
        <Skeleton.Image active style={{ width: THUMB, height: THUMB }} />
      )}
      <Typography.Text type="secondary" ellipsis={{ tooltip: attachment.fileName }} style={{ fontSize: 12 }}>
        {attachment.fileName}
      </Typography.Text>
    </Flex>
  );
}

/** The photos of a product: upload (several at once), thumbnails with a preview, and "delete all photos". */
export function ProductPhotosDialog({ product, onClose }: { product: ProductRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const editable = EDITABLE_PRODUCT_STATUSES.includes(product.status);
  const photos = useAttachments(PRODUCT_PICTURE_BEAN, product.id);
  const removeAll = useDeleteProductPhotos({
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') }),
  });
  const count = photos.data?.length ?? 0;

  return (
    <Modal
      open
      title={`${t('product.photos', 'Photos')} · ${product.code}`}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      data-testid="product-photos-dialog"
      footer={[
        <Popconfirm
          key="delete"
          title={t('product.delete_photos_confirm', 'Delete all {{count}} photos of this product?', { count })}
          okText={t('admin.delete', 'Delete')}
          cancelText={t('admin.cancel', 'Cancel')}
          okButtonProps={{ danger: true, loading: removeAll.isPending, 'data-testid': 'delete-photos-confirm' }}
          onConfirm={() => removeAll.mutateAsync(product.id).catch(() => undefined)}
          disabled={!editable || count === 0}
        >
          <Button danger icon={<DeleteOutlined />} disabled={!editable || count === 0} data-testid="delete-photos">
            {t('product.delete_photos', 'Delete all photos')}
          </Button>
        </Popconfirm>,
        <Button key="close" type="primary" onClick={onClose} data-testid="product-photos-close">
          {t('admin.close', 'Close')}
        </Button>,
      ]}
    >
      <Flex vertical gap={16}>
        {!editable && (
          <Typography.Text type="secondary">
            {t('product.photos_locked', 'The photos of a withdrawn or sold product cannot change.')}
          </Typography.Text>
        )}
        <UploadPanel
          bean={PRODUCT_PICTURE_BEAN}
          objectId={product.id}
          multiple
          extensions={PRODUCT_PICTURE_EXTENSIONS}
          disabled={!editable}
          showList={false}
          onUploaded={() => void queryClient.invalidateQueries({ queryKey: productKeys.all })}
        />
        {photos.isPending ? (
          <Skeleton active title={false} />
        ) : photos.isError ? (
          <Typography.Text type="danger">{t('upload.list_failed', 'The files could not be loaded.')}</Typography.Text>
        ) : count === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('product.no_photos', 'No photos yet.')} />
        ) : (
          <Image.PreviewGroup>
            <Flex wrap gap={12} role="list" aria-label={t('product.photos', 'Photos')}>
              {photos.data.map((attachment) => (
                <div role="listitem" key={attachment.id}>
                  <Thumbnail attachment={attachment} />
                </div>
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
      </Flex>
    </Modal>
  );
}
