import { FailedResult } from '@/shared/ui/query-state';
import type { ReactNode } from 'react';
import { Button, Empty, Modal, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@portal/contracts/products';

/** How the products of a lot are shown (the products feature's gallery, composed by the app layer). */
export type ProductsRenderer = (products: ProductView[]) => ReactNode;

/** The state of the read that brings the lot's products (a TanStack query result fits). */
export type LotProductsState = {
  isPending: boolean;
  isError: boolean;
  data: ProductView[] | undefined;
  refetch: () => unknown;
};

/** Spec §2 "lot products" popup: the lot's products with their photos, loading, failed and empty states. */
export function LotProductsDialog({
  code,
  products,
  renderProducts,
  onClose,
}: {
  code: string;
  products: LotProductsState;
  renderProducts: ProductsRenderer;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('public_lot.products_title', 'Products of lot {{code}}', { code })}
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
      {products.isPending ? (
        <Skeleton active />
      ) : products.isError || !products.data ? (
        <FailedResult
          title={t('public_lot.load_failed', 'The lot could not be loaded.')}
          onRetry={() => products.refetch()}
        />
      ) : products.data.length === 0 ? (
        // The empty state's own grey is below 4.5:1 contrast on white.
        <Empty
          description={<span style={{ color: '#595959' }}>{t('lot.no_products', 'The lot has no products yet.')}</span>}
        />
      ) : (
        renderProducts(products.data)
      )}
    </Modal>
  );
}
