import { FailedResult } from '@/shared/ui/query-state';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TraderLicense } from '@portal/contracts/companies';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useDownloadAttachment } from '@/shared/upload/download-attachment';
import { licencesQueryOptions, useDeleteLicence, useLicences } from '../api/licences';
import { LicenceFormModal } from './licence-form-modal';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The licences of a company: type, validity and document. The company administrator adds,
 * edits and deletes them; everyone else who may see them reads them.
 */
export function CompanyLicences({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useLicences(companyId);
  const download = useDownloadAttachment();
  const [editing, setEditing] = useState<TraderLicense | 'new' | null>(null);
  const remove = useDeleteLicence(companyId, {
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') }),
  });

  const columns: ColumnsType<TraderLicense> = [
    {
      key: 'type',
      title: t('companies.licence_type', 'Licence type'),
      render: (_v, l) => (
        <Space direction="vertical" size={0}>
          <span>{localized(l.licenseType, 'label', currentLanguage)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {l.licenseType.code}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'validFrom', title: t('companies.valid_from', 'Valid from'), render: (_v, l) => formatDate(l.validFrom) },
    { key: 'validTo', title: t('companies.valid_to', 'Valid to'), render: (_v, l) => formatDate(l.validTo) },
    {
      key: 'valid',
      title: t('companies.validity', 'Validity'),
      render: (_v, l) =>
        l.valid ? (
          <Tag color="green">{t('companies.licence_valid', 'Valid')}</Tag>
        ) : (
          <Tag color="red">{t('companies.licence_not_valid', 'Not valid today')}</Tag>
        ),
    },
    {
      key: 'document',
      title: t('companies.licence_document', 'Document'),
      render: (_v, l) =>
        l.attachment ? (
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => download.mutate({ id: l.attachment!.id, fileName: l.attachment!.fileName })}
            style={{ paddingInline: 0 }}
          >
            {l.attachment.fileName}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('companies.no_document', 'No document')}</Typography.Text>
        ),
    },
  ];
  if (canEdit) {
    columns.push({
      key: '_actions',
      title: <span style={VISUALLY_HIDDEN}>{t('admin.actions', 'Actions')}</span>,
      align: 'right',
      width: 100,
      render: (_v, l) => (
        <Space size={4}>
          <Tooltip title={t('admin.edit', 'Edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('admin.edit', 'Edit')}
              onClick={() => setEditing(l)}
              data-testid={`licence-edit-${l.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('admin.delete_confirm', 'Delete this record?')}
            okText={t('admin.delete', 'Delete')}
            cancelText={t('admin.cancel', 'Cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending }}
            onConfirm={() => remove.mutateAsync(l.id).catch(() => undefined)}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('admin.delete', 'Delete')}
              data-testid={`licence-delete-${l.id}`}
            />
          </Popconfirm>
        </Space>
      ),
    });
  }

  return (
    <Card
      title={t('companies.licences', 'Licences')}
      data-testid="company-licences"
      extra={
        canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="licence-add">
            {t('companies.add_licence', 'Add a licence')}
          </Button>
        )
      }
    >
      {list.isError ? (
        <FailedResult onRetry={() => list.refetch()} />
      ) : (
        <ScrollTable<TraderLicense>
          rowKey="id"
          size="small"
          loading={list.isPending}
          columns={columns}
          dataSource={list.data ?? []}
          pagination={false}
          scroll={{ x: true }}
          locale={{
            emptyText: (
              <Empty
                description={
                  canEdit
                    ? t('companies.no_licences_admin', 'No licences yet. Add the licences your company holds.')
                    : t('companies.no_licences', 'The company has no licences recorded.')
                }
              />
            ),
          }}
        />
      )}
      {editing && (
        <LicenceFormModal
          companyId={companyId}
          licence={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
            void queryClient.invalidateQueries({ queryKey: licencesQueryOptions(companyId).queryKey });
          }}
        />
      )}
    </Card>
  );
}
