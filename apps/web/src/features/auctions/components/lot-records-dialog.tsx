import { Button, Modal, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import type { AuctionLogEntry, LotRecord } from '@portal/contracts/auctions';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { lotHistoryQueryOptions, lotLogQueryOptions } from '../api/lot-queries';
import { currentLanguage } from '@/shared/i18n/language';
import { textOf } from '@/shared/lib/text-of';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS } from '../config';
import { LotOutcomeDescriptions } from './lot-outcome-dialogs';

const amount = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? formatMoney(Number(value), currentLanguage) : '—';

/** The lot's winner and payment once sold, its earlier versions (kept by enable edit) and its log, in two tabs. */
export function LotRecordsDialog({ lot, onClose }: { lot: LotRecord; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${t('lot.lot', 'Lot')} ${lot.code}`}
      onCancel={onClose}
      destroyOnHidden
      width={820}
      data-testid="lot-records-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <LotOutcomeDescriptions lot={lot} />
      <Typography.Paragraph type="secondary">
        {t('product.version_now', 'Current version: {{version}}', { version: lot.version })}
      </Typography.Paragraph>
      <AppTabs
        items={[
          {
            key: 'history',
            label: t('product.history', 'History'),
            children: (
              <RecordLogTable
                queryOptions={(page, count) => lotHistoryQueryOptions(lot.id, page, count)}
                scrollX
                emptyText={t('lot.history_empty', 'No earlier version: edit has not been enabled yet.')}
                testId="lot-history"
                columns={[
                  { key: 'version', title: t('product.version', 'Version'), dataIndex: 'version', width: 80 },
                  {
                    key: 'changedAt',
                    title: t('product.changed_at', 'Replaced on'),
                    render: (_v, e) => formatDateTime(e.changedAt),
                  },
                  { key: 'changedBy', title: t('product.changed_by', 'By'), render: (_v, e) => e.changedBy ?? '—' },
                  {
                    key: 'description',
                    title: t(...LOT_LABELS.description),
                    ellipsis: true,
                    render: (_v, e) => textOf(e.values.description, '—'),
                  },
                  {
                    key: 'startingPrice',
                    title: t(...LOT_LABELS.startingPrice),
                    render: (_v, e) => amount(e.values.startingPrice),
                  },
                ]}
              />
            ),
          },
          {
            key: 'log',
            label: t('product.log', 'Log'),
            children: (
              <RecordLogTable
                queryOptions={(page, count) => lotLogQueryOptions(lot.id, page, count)}
                emptyText={t('product.log_empty', 'Nothing has been logged yet.')}
                testId="lot-log"
                columns={auditColumns<AuctionLogEntry>(t, {
                  at: t('product.log_at', 'When'),
                  actor: t('product.log_actor', 'Who'),
                  action: t('product.log_action', 'What'),
                })}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
