import { useState } from 'react';
import { Button, Modal, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@portal/contracts/dates';
import { localized } from '@portal/contracts/multilingual';
import type { ProductHistoryEntry, ProductLogEntry, ProductRecord, ProductStatus } from '@portal/contracts/products';
import { currentLanguage } from '@/shared/i18n/language';
import { useProductHistory, useProductLog } from '../api/get-product-records';
import { LABELS } from '../config';
import { ProductStatusTag } from './product-status-tag';

const PAGE_SIZE = 10;

function HistoryTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useProductHistory(productId, page, PAGE_SIZE);
  return (
    <Table<ProductHistoryEntry>
      rowKey="id"
      size="small"
      loading={history.isFetching}
      dataSource={history.data?.content ?? []}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('product.history_empty', 'The product has not been changed yet.') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: history.data?.totalElements ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        { key: 'version', title: t('product.version', 'Version'), dataIndex: 'version', width: 80 },
        {
          key: 'changedAt',
          title: t('product.changed_at', 'Replaced on'),
          render: (_v, e) => formatDateTime(e.changedAt),
        },
        { key: 'changedBy', title: t('product.changed_by', 'By'), render: (_v, e) => e.changedBy ?? '—' },
        { key: 'name', title: t(...LABELS.name), render: (_v, e) => localized(e.values, 'name', currentLanguage) },
        { key: 'quantity', title: t(...LABELS.quantity), render: (_v, e) => String(e.values.quantity ?? '—') },
        { key: 'location', title: t(...LABELS.location), render: (_v, e) => String(e.values.location ?? '—') },
        {
          key: 'status',
          title: t(...LABELS.status),
          render: (_v, e) => <ProductStatusTag status={e.values.status as ProductStatus} />,
        },
      ]}
      data-testid="product-history"
    />
  );
}

function LogTable({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const log = useProductLog(productId, page, PAGE_SIZE);
  return (
    <Table<ProductLogEntry>
      rowKey="id"
      size="small"
      loading={log.isFetching}
      dataSource={log.data?.content ?? []}
      locale={{ emptyText: t('product.log_empty', 'Nothing has been logged yet.') }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: log.data?.totalElements ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
      columns={[
        { key: 'at', title: t('product.log_at', 'When'), width: 150, render: (_v, e) => formatDateTime(e.at) },
        { key: 'actor', title: t('product.log_actor', 'Who'), render: (_v, e) => e.actorUsername ?? '—' },
        { key: 'action', title: t('product.log_action', 'What'), render: (_v, e) => t(`audit.${e.action}`, e.action) },
      ]}
      data-testid="product-log"
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
      <Tabs
        items={[
          { key: 'history', label: t('product.history', 'History'), children: <HistoryTable productId={product.id} /> },
          { key: 'log', label: t('product.log', 'Log'), children: <LogTable productId={product.id} /> },
        ]}
      />
    </Modal>
  );
}
