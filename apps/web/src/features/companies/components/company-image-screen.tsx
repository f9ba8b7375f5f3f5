import { FailedResult } from '@/shared/ui/query-state';
import { useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { COMPANY_IMAGE_EXTENSIONS, COMPANY_SIGNATURE_BEAN, COMPANY_STAMP_BEAN } from '@portal/contracts/companies';
import { formatDateTime } from '@/shared/lib/business-time';
import { formatFileSize } from '@portal/contracts/text';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { useDownloadAttachment } from '@/shared/upload/download-attachment';
import { UploadPanel } from '@/shared/upload/upload-panel';
import {
  companyFileQueryOptions,
  useAttachmentImageUrl,
  useCompanyFile,
  type CompanyImageKind,
} from '../api/company-files';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const BEANS: Record<CompanyImageKind, string> = { signature: COMPANY_SIGNATURE_BEAN, stamp: COMPANY_STAMP_BEAN };
const TITLES: Record<CompanyImageKind, readonly [string, string]> = {
  signature: ['page.user_company_signature', 'Company signature'],
  stamp: ['page.user_company_stamp', 'Company stamp'],
};

/**
 * `/user/company_signature` and `/user/company_stamp`: the company's current image with a preview
 * and a download; the administrator uploads a new one, which replaces it.
 */
export function CompanyImageScreen({
  kind,
  companyId,
  canEdit,
  exists,
  onUploaded,
}: {
  kind: CompanyImageKind;
  companyId: number;
  canEdit: boolean;
  /** Whether the company has this image (from the signed-in user's company): only then is it asked for. */
  exists: boolean;
  /** After an upload (the route refreshes the record that says whether the image exists). */
  onUploaded?: () => void;
}) {
  const { t } = useTranslation();
  const title = t(...TITLES[kind]);
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const [uploaded, setUploaded] = useState(false);
  const asked = exists || uploaded;
  const file = useCompanyFile(kind, companyId, asked);
  const image = useAttachmentImageUrl(asked ? file.data?.id : undefined);
  const download = useDownloadAttachment();
  const current = asked ? file.data : null;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }} data-testid={`company-${kind}-screen`}>
      <ScreenTitle>{title}</ScreenTitle>
      <Typography.Text type="secondary">
        {kind === 'signature'
          ? t('companies.signature_text', 'The signature is added to the documents the company submits.')
          : t('companies.stamp_text', 'The stamp is added to the documents the company submits.')}
      </Typography.Text>
      <Card title={t('companies.current_image', 'Current image')}>
        {asked && file.isPending ? (
          <Skeleton.Image active style={{ width: 240, height: 160 }} />
        ) : asked && file.isError ? (
          <FailedResult
            title={t('companies.image_failed', 'The image could not be loaded.')}
            onRetry={() => file.refetch()}
          />
        ) : !current ? (
          <Empty
            description={
              canEdit
                ? t('companies.no_image_admin', 'No image yet. Upload a PNG or JPG image below.')
                : t('companies.no_image', 'The company has no image yet.')
            }
            data-testid={`company-${kind}-empty`}
          />
        ) : (
          <Flex gap={24} wrap align="center">
            <div
              style={{
                border: '1px solid #f0f0f0',
                borderRadius: 8,
                padding: 12,
                background: '#fafafa',
                minWidth: 240,
                minHeight: 140,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              {image.url ? (
                <img
                  src={image.url}
                  alt={title}
                  style={{ maxWidth: 360, maxHeight: 240, objectFit: 'contain' }}
                  data-testid={`company-${kind}-preview`}
                />
              ) : image.failed ? (
                <Typography.Text type="danger">
                  {t('companies.image_failed', 'The image could not be loaded.')}
                </Typography.Text>
              ) : (
                <Skeleton.Image active />
              )}
            </div>
            <Flex vertical gap={8}>
              <Typography.Text strong>{current.fileName}</Typography.Text>
              <Typography.Text type="secondary">
                {formatFileSize(current.size)} · {formatDateTime(current.createdAt)}
              </Typography.Text>
              <span>
                <Button
                  icon={<DownloadOutlined />}
                  loading={download.isPending}
                  onClick={() => download.mutate({ id: current.id, fileName: current.fileName })}
                  data-testid={`company-${kind}-download`}
                >
                  {t('companies.download', 'Download')}
                </Button>
              </span>
            </Flex>
          </Flex>
        )}
      </Card>
      {canEdit ? (
        <Card
          title={
            current ? t('companies.replace_image', 'Replace the image') : t('companies.upload_image', 'Upload an image')
          }
        >
          <UploadPanel
            bean={BEANS[kind]}
            objectId={companyId}
            extensions={COMPANY_IMAGE_EXTENSIONS}
            showList={false}
            onUploaded={() => {
              setUploaded(true);
              void queryClient.invalidateQueries({ queryKey: companyFileQueryOptions(kind, companyId).queryKey });
              onUploaded?.();
            }}
          />
        </Card>
      ) : (
        <Alert
          type="info"
          showIcon
          title={t('companies.admin_only', 'Only the company administrator can change it.')}
        />
      )}
    </Flex>
  );
}
