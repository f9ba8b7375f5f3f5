import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Modal, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@portal/contracts/products';
import { lotProductsQueryOptions } from '../api/get-lot-products';

/** How products are shown (the products feature's gallery, given by the app layer). */
export type ProductsRenderer = (products: ProductView[]) => ReactNode;

/** Spec §2 lot products popup: the lot's products with their photos. */
export function LotProductsDialog({
  lot,
  renderProducts,
  onClose,
}: {
  lot: { lotId: number; code: string };
  renderProducts: ProductsRenderer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const query = useQuery(lotProductsQueryOptions(lot.lotId));
  return (
    <Modal
      open
      title={t('public_lot.products_title', 'Products of lot {{code}}', { code: lot.code })}
      onCancel={onClose}
      destroyOnHidden
      width={880}
      data-testid="lot-products-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      {query.isPending ? (
        <Skeleton active />
      ) : query.isError ? (
        <Result
          status="error"
          title={t('public_lot.load_failed', 'The lot could not be loaded.')}
          extra={<Button onClick={() => void query.refetch()}>{t('generic.retry', 'Try again')}</Button>}
        />
      ) : query.data.length === 0 ? (
        <Empty
          description={<span className="bid-muted">{t('lot.no_products', 'The lot has no products yet.')}</span>}
        />
      ) : (
        renderProducts(query.data)
      )}
    </Modal>
  );
}
