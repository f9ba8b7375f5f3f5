import { FailedResult } from '@/shared/ui/query-state';
import { useState } from 'react';
import { Card, Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_VIEW_PAGE_SIZE, type ProductView } from '@portal/contracts/products';
import { useProductsView } from '../api/get-products-view';
import { ProductCard } from './product-card';
import { ProductDetailDialog } from './product-detail-dialog';
import { ScreenTitle } from '@/shared/ui/screen-heading';

const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: 16,
} as const;

/** The page number in the address (`?page=2`), 1 when absent or not a number. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const setPage = (next: number) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { replace: false },
    );
  return [page, setPage];
}

/**
 * Available products for visitors, 3 a page (spec §9), as cards with their first photo; a card
 * opens the product's details with all its photos. Without `subcategoryId` every available product.
 */
export function ProductsView({
  title,
  subtitle,
  subcategoryId,
}: {
  title: string;
  subtitle?: string;
  subcategoryId?: number;
}) {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const [open, setOpen] = useState<ProductView | null>(null);
  const query = useProductsView({ page, count: PRODUCT_VIEW_PAGE_SIZE, subcategory: subcategoryId });
  const total = query.data?.totalElements ?? 0;

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <div style={GRID} role="status" aria-label={t('generic.loading', 'Loading…')}>
        {Array.from({ length: PRODUCT_VIEW_PAGE_SIZE }, (_, i) => (
          <Card key={i}>
            <Skeleton active />
          </Card>
        ))}
      </div>
    );
  } else if (query.isError && !query.data) {
    body = (
      <FailedResult
        title={t('product.view_failed', 'The products could not be loaded.')}
        onRetry={() => query.refetch()}
      />
    );
  } else if (total === 0) {
    body = (
      <Empty
        style={{ padding: '48px 0' }}
        description={t('product.view_empty', 'There are no products on offer here at the moment.')}
        data-testid="products-view-empty"
      />
    );
  } else {
    body = (
      <Flex vertical gap={16}>
        <div style={{ ...GRID, opacity: query.isFetching ? 0.6 : 1 }} aria-busy={query.isFetching}>
          {query.data.content.map((product) => (
            <ProductCard key={product.id} product={product} onOpen={() => setOpen(product)} />
          ))}
        </div>
        <Flex justify="center">
          <Pagination
            current={page}
            pageSize={PRODUCT_VIEW_PAGE_SIZE}
            total={total}
            onChange={setPage}
            showSizeChanger={false}
            showTotal={(count) => t('admin.total', 'Total: {{count}}', { count })}
            data-testid="products-view-pagination"
          />
        </Flex>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="products-view">
      <div>
        <ScreenTitle>{title}</ScreenTitle>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {body}
      {open && <ProductDetailDialog product={open} onClose={() => setOpen(null)} />}
    </Flex>
  );
}
