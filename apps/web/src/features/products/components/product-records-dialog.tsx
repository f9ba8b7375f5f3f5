import { Button, Modal, Typography } from 'antd';
import { AppTabs } from '@/shared/ui/app-tabs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/shared/lib/business-time';
import { localized } from '@portal/contracts/multilingual';
import type { ProductLogEntry, ProductRecord, ProductStatus } from '@portal/contracts/products';
import { auditColumns, RecordLogTable } from '@/shared/admin-kit/record-log-table';
import { formatQuantity } from '@portal/contracts/money-format';
import { currentLanguage } from '@/shared/i18n/language';
import { textOf } from '@/shared/lib/text-of';
import { productHistoryQueryOptions, productLogQueryOptions } from '../api/get-product-records';
import { LABELS } from '../config';
import { ProductStatusTag } from './product-status-tag';

function HistoryTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  return (
    <RecordLogTable
      queryOptions={(page, count) => productHistoryQueryOptions(productId, page, count)}
      scrollX
      emptyText={t('product.history_empty', 'The product has not been changed yet.')}
      columns={[
        { key: 'version', title: t('product.version', 'Version'), dataIndex: 'version', width: 80 },
        {
          key: 'changedAt',
          title: t('product.changed_at', 'Replaced on'),
          render: (_v, e) => formatDateTime(e.changedAt),
        },
        { key: 'changedBy', title: t('product.changed_by', 'By'), render: (_v, e) => e.changedBy ?? '—' },
        { key: 'name', title: t(...LABELS.name), render: (_v, e) => localized(e.values, 'name', currentLanguage) },
        {
          key: 'quantity',
          title: t(...LABELS.quantity),
          render: (_v, e) => formatQuantity(e.values.quantity as number | string | null, currentLanguage),
        },
        { key: 'location', title: t(...LABELS.location), render: (_v, e) => textOf(e.values.location, '—') },
        {
          key: 'status',
          title: t(...LABELS.status),
          render: (_v, e) => <ProductStatusTag status={e.values.status as ProductStatus} />,
        },
      ]}
      testId="product-history"
    />
  );
}

function LogTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  return (
    <RecordLogTable
      queryOptions={(page, count) => productLogQueryOptions(productId, page, count)}
      emptyText={t('product.log_empty', 'Nothing has been logged yet.')}
      columns={auditColumns<ProductLogEntry>(t, {
        at: t('product.log_at', 'When'),
        actor: t('product.log_actor', 'Who'),
        action: t('product.log_action', 'What'),
      })}
      testId="product-log"
    />
  );
}

/** The product's earlier versions and its log, in two tabs. */
export function ProductRecordsDialog({ product, onClose }: { product: ProductRecord; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={`${product.code} · ${localized(product, 'name', currentLanguage)}`}
      onCancel={onClose}
      destroyOnHidden
      width={820}
      data-testid="product-records-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('product.version_now', 'Current version: {{version}}', { version: product.version })}
      </Typography.Paragraph>
      <AppTabs
        items={[
          { key: 'history', label: t('product.history', 'History'), children: <HistoryTable productId={product.id} /> },
          { key: 'log', label: t('product.log', 'Log'), children: <LogTable productId={product.id} /> },
        ]}
      />
    </Modal>
  );
}
