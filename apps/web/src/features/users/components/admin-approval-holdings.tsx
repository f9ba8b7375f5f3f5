import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { ApprovalDetail } from '@portal/contracts/user-admin';
import { formatMoney } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { useDownloadAttachment } from '@/shared/upload/download-attachment';

type Guarantee = ApprovalDetail['bankGuarantees'][number];
type Licence = ApprovalDetail['licences'][number];

const GUARANTEE_COLORS: Record<Guarantee['status'], string> = {
  ACTIVE: 'green',
  CANCELLED: 'default',
  INVALID: 'red',
  USED: 'blue',
};

/** The account's bank guarantees, as the approval detail shows them (read only). */
export function AdminApprovalGuarantees({ guarantees }: { guarantees: Guarantee[] }) {
  const { t } = useTranslation();
  return (
    <Table<Guarantee>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      dataSource={guarantees}
      locale={{ emptyText: t('user.no_guarantees', 'The account has no bank guarantees.') }}
      columns={[
        { key: 'number', title: t('user.guarantee_number', 'Number'), render: (_v, g) => g.guaranteeNumber },
        {
          key: 'bank',
          title: t('user.guarantee_bank', 'Bank'),
          render: (_v, g) => (g.bank ? localized(g.bank, 'label', currentLanguage) : '—'),
        },
        {
          key: 'amount',
          title: t('user.guarantee_amount', 'Amount'),
          align: 'right',
          render: (_v, g) => formatMoney(g.amount, currentLanguage, g.currency),
        },
        {
          key: 'valid',
          title: t('user.valid_period', 'Valid'),
          render: (_v, g) => `${formatDate(g.validFrom)} – ${formatDate(g.validTo)}`,
        },
        {
          key: 'status',
          title: t('user.status', 'Status'),
          render: (_v, g) => <Tag color={GUARANTEE_COLORS[g.status]}>{t(g.status, g.status)}</Tag>,
        },
      ]}
      data-testid="approval-guarantees"
    />
  );
}

/** The licences of the account's company, with whether each is valid today (read only). */
export function AdminApprovalLicences({ licences }: { licences: Licence[] }) {
  const { t } = useTranslation();
  const download = useDownloadAttachment();
  return (
    <Table<Licence>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      dataSource={licences}
      locale={{ emptyText: t('user.no_licences', 'The company has recorded no licences.') }}
      columns={[
        {
          key: 'type',
          title: t('user.licence_type', 'Licence type'),
          render: (_v, l) => localized(l.licenseType, 'label', currentLanguage),
        },
        {
          key: 'valid',
          title: t('user.valid_period', 'Valid'),
          render: (_v, l) => `${formatDate(l.validFrom)} – ${formatDate(l.validTo)}`,
        },
        {
          key: 'now',
          title: t('user.licence_now', 'Today'),
          render: (_v, l) =>
            l.valid ? (
              <Tag color="green">{t('user.licence_valid', 'Valid')}</Tag>
            ) : (
              <Tag color="red">{t('user.licence_invalid', 'Not valid')}</Tag>
            ),
        },
        {
          key: 'document',
          title: t('user.licence_document', 'Document'),
          render: (_v, l) =>
            l.attachment ? (
              <Button
                type="link"
                size="small"
                onClick={() => download.mutate({ id: l.attachment!.id, fileName: l.attachment!.fileName })}
              >
                {l.attachment.fileName}
              </Button>
            ) : (
              '—'
            ),
        },
      ]}
      data-testid="approval-licences"
    />
  );
}
