import { ScreenHeading } from '@/shared/ui/screen-heading';
import { FailedResult } from '@/shared/ui/query-state';
import { DeleteOutlined, EditOutlined, PaperClipOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Popconfirm, Space, Tooltip } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankGuarantee } from '@portal/contracts/bank-guarantees';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import { useDeleteMutation } from '@/shared/admin-kit/api/delete-record';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import type { AdminRecord } from '@/shared/admin-kit/types';
import { currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { notify } from '@/shared/ui/notifications';
import { useGuaranteesByUsername } from '../api/get-guarantees-by-username';
import { GUARANTEES_RESOURCE } from '../api/keys';
import { DocumentsDialog } from './documents-dialog';
import { formatMoney } from '@portal/contracts/money-format';
import { BLANK_GUARANTEE, GUARANTEE_FIELDS, GUARANTEE_SCHEMA, LABELS } from './guarantee-form';
import { GuaranteeStatusTag } from './guarantee-status-tag';

/**
 * `/user/user-bank-guarantee`: the signed-in user's guarantees (spec §7 `by_username`) with bank,
 * number, amount, validity, status and the staff's note; add, edit and delete while ACTIVE, and
 * the documents of each. A new guarantee opens its documents at once, so the letter is attached.
 */
export function MyGuaranteesScreen({ username }: { username: string }) {
  const { t } = useTranslation();
  const title = t('page.user_user_bank_guarantee', 'Bank guarantees');
  useDocumentTitle(title);
  const query = useGuaranteesByUsername(username);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [documentsOf, setDocumentsOf] = useState<number | null>(null);
  const remove = useDeleteMutation(GUARANTEES_RESOURCE, {
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.deleted', 'Record deleted.') }),
  });
  const rows = query.data ?? [];
  const shownDocuments = rows.find((g) => g.id === documentsOf);
  const lang = currentLanguage;

  const columns: ColumnsType<BankGuarantee> = [
    {
      key: 'bank',
      title: t(...LABELS.bank),
      render: (_v, g) => (g.bank ? localized(g.bank, 'label', lang) : '—'),
    },
    { key: 'number', title: t(...LABELS.number), dataIndex: 'guaranteeNumber' },
    {
      key: 'amount',
      title: t(...LABELS.amount),
      align: 'right',
      render: (_v, g) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(g.amount, lang, g.currency)}</span>,
    },
    {
      key: 'validity',
      title: t(...LABELS.validity),
      render: (_v, g) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatDate(g.validFrom)} – {formatDate(g.validTo)}
        </span>
      ),
    },
    { key: 'status', title: t(...LABELS.status), render: (_v, g) => <GuaranteeStatusTag status={g.status} /> },
    {
      key: 'notes',
      title: t(...LABELS.notes),
      width: 260,
      ellipsis: { showTitle: true },
      render: (_v, g) => g.notes ?? '—',
    },
    {
      key: '_actions',
      title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
      align: 'right',
      width: 136,
      fixed: 'right',
      render: (_v, g) => (
        <Space size={4}>
          <Tooltip title={t(...LABELS.documents)}>
            <Button
              type="text"
              icon={<PaperClipOutlined />}
              aria-label={`${t(...LABELS.documents)} ${g.guaranteeNumber}`}
              onClick={() => setDocumentsOf(g.id)}
              data-testid={`guarantee-documents-${g.id}`}
            />
          </Tooltip>
          <Tooltip title={g.editable ? t('admin.edit', 'Edit') : t(...LOCKED)}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('admin.edit', 'Edit')} ${g.guaranteeNumber}`}
              disabled={!g.editable}
              onClick={() => setEditing(g.id)}
              data-testid={`guarantee-edit-${g.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('bank_guarantee.delete_confirm', 'Delete this guarantee and its documents?')}
            okText={t('admin.delete', 'Delete')}
            cancelText={t('admin.cancel', 'Cancel')}
            okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'delete-confirm' }}
            onConfirm={() => remove.mutateAsync(g.id).catch(() => undefined)}
            disabled={!g.editable}
          >
            <Tooltip title={g.editable ? t('admin.delete', 'Delete') : t(...LOCKED)}>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t('admin.delete', 'Delete')} ${g.guaranteeNumber}`}
                disabled={!g.editable}
                data-testid={`guarantee-delete-${g.id}`}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="guarantee-new">
      {t('bank_guarantee.add', 'Add a guarantee')}
    </Button>
  );

  let body: React.ReactNode;
  if (query.isError && !query.data) {
    body = <FailedResult onRetry={() => query.refetch()} testId="guarantees-error" />;
  } else if (query.data && rows.length === 0) {
    body = (
      <Empty
        style={{ padding: '32px 0' }}
        description={t('bank_guarantee.empty', 'You have not recorded any bank guarantee yet.')}
        data-testid="guarantees-empty"
      >
        {addButton}
      </Empty>
    );
  } else {
    body = (
      <ScrollTable<BankGuarantee>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={query.isFetching}
        pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        data-testid="guarantees-table"
      />
    );
  }

  return (
    <Flex vertical gap={16} data-testid="my-guarantees">
      <ScreenHeading
        title={title}
        text={t(
          'bank_guarantee.user_text',
          'The bank guarantees you offer for auctions. The customs administration marks a guarantee used, cancelled or invalid; until then you may change it.',
        )}
      >
        <Space>
          <Tooltip title={t('admin.refresh', 'Refresh')}>
            <Button
              icon={<ReloadOutlined />}
              aria-label={t('admin.refresh', 'Refresh')}
              onClick={() => void query.refetch()}
              loading={query.isFetching && !query.isLoading}
            />
          </Tooltip>
          {addButton}
        </Space>
      </ScreenHeading>
      <Card size="small" styles={{ body: { padding: 16 } }}>
        {body}
      </Card>
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={GUARANTEES_RESOURCE}
          id={editing}
          title={t('bank_guarantee.one', 'Bank guarantee')}
          fields={GUARANTEE_FIELDS}
          schema={GUARANTEE_SCHEMA}
          blank={BLANK_GUARANTEE}
          onClose={() => setEditing(null)}
          onSaved={(saved: AdminRecord) => {
            if (editing === 'new') setDocumentsOf(saved.id);
          }}
        />
      )}
      {shownDocuments && <DocumentsDialog guarantee={shownDocuments} onClose={() => setDocumentsOf(null)} />}
    </Flex>
  );
}

const LOCKED = [
  'bank_guarantee.locked',
  'A guarantee decided by the customs administration cannot be changed.',
] as const;
