import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '@portal/contracts/attachments';
import { formatFileSize } from '@portal/contracts/text';
import { apiPath } from '@portal/contracts/api-paths';
import { API_BASE } from '@/shared/api/client';
import { notify } from '@/shared/ui/notifications';
import { useDeleteAttachment } from './delete-attachment';
import { useDownloadAttachment } from './download-attachment';
import { useAttachments } from './get-attachments';

export type AttachmentListProps = {
  bean: string;
  objectId: number | null | undefined;
  /** Read-only: downloads stay, deleting is off. */
  disabled?: boolean;
  onDeleted?: (attachment: Attachment) => void;
};

/** The files of one object, each downloadable and (unless disabled) deletable after a confirmation. */
export function AttachmentList({ bean, objectId, disabled = false, onDeleted }: AttachmentListProps) {
  const { t } = useTranslation();
  const list = useAttachments(bean, objectId);
  const download = useDownloadAttachment();
  const remove = useDeleteAttachment({
    onSuccess: (attachment) => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') });
      onDeleted?.(attachment);
    },
  });

  if (objectId == null) return null;
  if (list.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (list.isError) {
    return (
      <Flex gap={8} align="center">
        <Typography.Text type="danger">{t('upload.list_failed', 'The files could not be loaded.')}</Typography.Text>
        <Button size="small" onClick={() => list.refetch()}>
          {t('generic.retry', 'Try again')}
        </Button>
      </Flex>
    );
  }
  if (list.data.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('upload.no_files', 'No files yet.')}
        data-testid="attachments-empty"
      />
    );
  }

  return (
    <ul
      className="attachment-list"
      aria-label={t('upload.files', 'Files')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {list.data.map((attachment) => (
        <li key={attachment.id} data-testid={`attachment-${attachment.id}`}>
          <Flex gap={8} align="center" wrap={false} style={{ padding: '4px 0' }}>
            <PaperClipOutlined aria-hidden />
            <Typography.Link
              href={`${API_BASE}${apiPath('/attachments/{id}', { id: attachment.id })}`}
              ellipsis
              style={{ flex: 1, minWidth: 0 }}
              onClick={(event) => {
                // A plain link cannot carry the session token: download through fetch instead.
                event.preventDefault();
                download.mutate({ id: attachment.id, fileName: attachment.fileName });
              }}
            >
              {attachment.fileName}
            </Typography.Link>
            <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(attachment.size)}
            </Typography.Text>
            <Tooltip title={t('upload.download', 'Download')}>
              <Button
                type="text"
                size="small"
                icon={<DownloadOutlined />}
                aria-label={`${t('upload.download', 'Download')} ${attachment.fileName}`}
                loading={download.isPending && download.variables?.id === attachment.id}
                onClick={() => download.mutate({ id: attachment.id, fileName: attachment.fileName })}
              />
            </Tooltip>
            {!disabled && (
              <Popconfirm
                title={t('upload.delete_confirm', 'Delete this file?')}
                description={attachment.fileName}
                okText={t('upload.delete', 'Delete')}
                cancelText={t('upload.cancel', 'Cancel')}
                okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'attachment-delete-confirm' }}
                onConfirm={() => remove.mutateAsync(attachment).catch(() => undefined)}
              >
                <Tooltip title={t('upload.delete', 'Delete')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`${t('upload.delete', 'Delete')} ${attachment.fileName}`}
                    data-testid={`attachment-delete-${attachment.id}`}
                  />
                </Tooltip>
              </Popconfirm>
            )}
          </Flex>
        </li>
      ))}
    </ul>
  );
}
