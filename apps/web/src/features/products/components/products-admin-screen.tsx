import { useState } from 'react';
import { HistoryOutlined, PictureOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ProductRecord } from '@portal/contracts/products';
import { EditModal } from '@/shared/admin-kit/edit-modal';
import { ListScreen } from '@/shared/admin-kit/list-screen';
import type { AdminRecord, ListColumn } from '@/shared/admin-kit/types';
import { useEditRoute } from '@/shared/admin-kit/use-edit-route';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PRODUCTS_RESOURCE } from '../api/keys';
import { LABELS, PRODUCT_COLUMNS, PRODUCT_FIELDS, PRODUCT_SCHEMA, productFilters } from '../config';
import { ProductPhotosDialog } from './product-photos-dialog';
import { ProductRecordsDialog } from './product-records-dialog';
import { ProductStatusTag } from './product-status-tag';
import { ProductWithdrawDialog } from './product-withdraw-dialog';

type Dialog = { kind: 'photos' | 'withdraw' | 'records'; product: ProductRecord } | null;
type Row = ProductRecord & AdminRecord;

// The status right after the name, so it stays in view beside the row actions on narrow screens.
const COLUMNS: ListColumn<Row>[] = [
  ...(PRODUCT_COLUMNS.slice(0, 3) as ListColumn<Row>[]),
  { field: 'status', title: LABELS.status, sortable: true, render: (r) => <ProductStatusTag status={r.status} /> },
  ...(PRODUCT_COLUMNS.slice(3) as ListColumn<Row>[]),
];

/** `/admin/products/products/{id?}`: products with their photos, withdrawal, history and log. */
export function ProductsAdminScreen() {
  const { t } = useTranslation();
  const title = t('page.admin_products_products', 'Products');
  useDocumentTitle(title);
  const { editing, open, close } = useEditRoute(paths.adminProducts);
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      <ListScreen<Row>
        resource={PRODUCTS_RESOURCE}
        title={title}
        columns={COLUMNS}
        filters={productFilters(t)}
        onNew={() => open('new')}
        onEdit={(record) => open(record.id)}
        // The server refuses (409) a product that has been in a lot.
        deletable={(record) => record.status === 'AVAILABLE' || record.status === 'WITHDRAWN'}
        rowActions={[
          {
            key: 'photos',
            label: ['product.photos', 'Photos'],
            icon: <PictureOutlined />,
            onClick: (product) => setDialog({ kind: 'photos', product }),
          },
          {
            key: 'withdraw',
            label: ['product.withdraw', 'Withdraw'],
            icon: <StopOutlined />,
            hidden: (product) => product.status !== 'AVAILABLE',
            onClick: (product) => setDialog({ kind: 'withdraw', product }),
          },
          {
            key: 'records',
            label: ['product.history_and_log', 'History and log'],
            icon: <HistoryOutlined />,
            onClick: (product) => setDialog({ kind: 'records', product }),
          },
        ]}
      />
      {editing !== null && (
        <EditModal
          key={String(editing)}
          resource={PRODUCTS_RESOURCE}
          id={editing}
          title={title}
          fields={PRODUCT_FIELDS}
          schema={PRODUCT_SCHEMA}
          width={720}
          onClose={close}
          // A new product goes on to its photos.
          onSaved={(saved) => {
            if (editing === 'new') setDialog({ kind: 'photos', product: saved as unknown as ProductRecord });
          }}
        />
      )}
      {dialog?.kind === 'photos' && <ProductPhotosDialog product={dialog.product} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'withdraw' && (
        <ProductWithdrawDialog product={dialog.product} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'records' && <ProductRecordsDialog product={dialog.product} onClose={() => setDialog(null)} />}
    </>
  );
}
