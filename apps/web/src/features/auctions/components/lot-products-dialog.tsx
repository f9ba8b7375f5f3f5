import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Popconfirm, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localized } from '@portal/contracts/multilingual';
import type { ProductRecord } from '@portal/contracts/products';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useAddLotProducts, useRemoveLotProduct } from '../api/lot-commands';
import { availableProductsQueryOptions, lotProductsQueryOptions, useLot } from '../api/lot-queries';

const productLabel = (p: ProductRecord) => `${p.code} · ${localized(p, 'name', currentLanguage)}`;

/** Chooses available products (searched by name) for a created lot. */
function AddProducts({ lotId }: { lotId: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const available = useQuery(availableProductsQueryOptions(search));
  const add = useAddLotProducts({
    onSuccess: () => {
      setChosen([]);
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
    },
  });
  return (
    <Flex gap={8} wrap>
      <Select
        mode="multiple"
        value={chosen}
        onChange={setChosen}
        filterOption={false}
        showSearch={{ onSearch: (value) => setSearch(value.trim()), filterOption: false }}
        loading={available.isFetching}
        options={(available.data?.content ?? []).map((p) => ({ value: p.id, label: productLabel(p) }))}
        placeholder={t('lot.choose_products', 'Search available products by name')}
        notFoundContent={t('lot.no_available_products', 'No available products.')}
        style={{ flex: 1, minWidth: 280 }}
        aria-label={t('lot.choose_products', 'Search available products by name')}
        data-testid="lot-products-choose"
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={chosen.length === 0}
        loading={add.isPending}
        onClick={() => add.mutate({ lotId, productIds: chosen })}
        data-testid="lot-products-add"
      >
        {t('lot.add_products', 'Add')}
      </Button>
    </Flex>
  );
}

/** The products of a lot; while the lot is created, available products are added and removed here. */
export function LotProductsDialog({ lotId, onClose }: { lotId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lot = useLot(lotId);
  const products = useQuery(lotProductsQueryOptions(lotId));
  const remove = useRemoveLotProduct({
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') }),
  });
  const editable = lot.data?.actions.includes('change_products') ?? false;
  return (
    <Modal
      open
      width={760}
      title={`${t('lot.products', 'Products')} · ${lot.data?.code ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      data-testid="lot-products-dialog"
      footer={
        <Button type="primary" onClick={onClose} data-testid="lot-products-close">
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {editable ? (
          <AddProducts lotId={lotId} />
        ) : (
          lot.data && (
            <Typography.Text type="secondary">
              {t('lot.products_locked', 'Products change only while the lot is created.')}
            </Typography.Text>
          )
        )}
        <Table<ProductRecord>
          rowKey="id"
          size="small"
          loading={products.isFetching}
          dataSource={products.data ?? []}
          pagination={false}
          locale={{
            emptyText: products.isError
              ? t('admin.load_failed', 'The records could not be loaded.')
              : t('lot.no_products', 'The lot has no products yet.'),
          }}
          data-testid="lot-products-table"
          columns={[
            { key: 'code', title: t('product.code', 'Code'), dataIndex: 'code', width: 150 },
            { key: 'name', title: t('product.name', 'Name'), render: (_v, p) => localized(p, 'name', currentLanguage) },
            { key: 'quantity', title: t('product.quantity', 'Quantity'), dataIndex: 'quantity', width: 90 },
            {
              key: '_remove',
              title: <span className="visually-hidden">{t('admin.actions', 'Actions')}</span>,
              width: 56,
              render: (_v, p) =>
                editable && (
                  <Popconfirm
                    title={t('lot.remove_product_confirm', 'Take this product out of the lot?')}
                    okText={t('auction.remove_lot', 'Remove')}
                    cancelText={t('admin.cancel', 'Cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync({ lotId, productId: p.id }).catch(() => undefined)}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('auction.remove_lot', 'Remove')}
                      data-testid={`lot-product-remove-${p.id}`}
                    />
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Flex>
    </Modal>
  );
}
