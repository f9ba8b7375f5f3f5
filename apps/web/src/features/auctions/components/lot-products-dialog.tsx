import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuantity } from '@portal/contracts/money-format';
import { localized } from '@portal/contracts/multilingual';
import type { ProductRecord } from '@portal/contracts/products';
import { currentLanguage } from '@/shared/i18n/language';
import { useAddLotProducts, useRemoveLotProduct } from '../api/lot-commands';
import { availableProductsQueryOptions, lotProductsQueryOptions } from '../api/lot-queries';
import { LotItemsDialog, type ItemSelectProps } from './lot-items-dialog';

const productLabel = (p: ProductRecord) => `${p.code} · ${localized(p, 'name', currentLanguage)}`;

/** Available products, searched by name on the server. */
function ProductSelect({ value, onChange }: ItemSelectProps<ProductRecord>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const available = useQuery(availableProductsQueryOptions(search));
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      filterOption={false}
      showSearch={{ onSearch: (text) => setSearch(text.trim()), filterOption: false }}
      loading={available.isFetching}
      options={(available.data?.content ?? []).map((p) => ({ value: p.id, label: productLabel(p) }))}
      placeholder={t('lot.choose_products', 'Search available products by name')}
      notFoundContent={t('lot.no_available_products', 'No available products.')}
      style={{ flex: 1, minWidth: 280 }}
      aria-label={t('lot.choose_products', 'Search available products by name')}
      data-testid="lot-products-choose"
    />
  );
}

/** The products of a lot; while the lot is created, available products are added and removed here. */
export function LotProductsDialog({ lotId, onClose }: { lotId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const products = useQuery(lotProductsQueryOptions(lotId));
  const add = useAddLotProducts({});
  const remove = useRemoveLotProduct({});
  return (
    <LotItemsDialog<ProductRecord>
      lotId={lotId}
      onClose={onClose}
      testId="lot-products"
      title={t('lot.products', 'Products')}
      width={760}
      editAction="change_products"
      lockedText={t('lot.products_locked', 'Products change only while the lot is created.')}
      emptyText={t('lot.no_products', 'The lot has no products yet.')}
      rows={products}
      columns={[
        { key: 'code', title: t('product.code', 'Code'), dataIndex: 'code', width: 150 },
        { key: 'name', title: t('product.name', 'Name'), render: (_v, p) => localized(p, 'name', currentLanguage) },
        {
          key: 'quantity',
          title: t('product.quantity', 'Quantity'),
          render: (_v, p) => formatQuantity(p.quantity, currentLanguage),
          width: 90,
        },
      ]}
      ItemSelect={ProductSelect}
      onAdd={(productIds) => add.mutateAsync({ lotId, productIds })}
      adding={add.isPending}
      onRemove={(p) => remove.mutateAsync({ lotId, productId: p.id })}
      removeConfirm={t('lot.remove_product_confirm', 'Take this product out of the lot?')}
      removeTestId={(p) => `lot-product-remove-${p.id}`}
    />
  );
}
