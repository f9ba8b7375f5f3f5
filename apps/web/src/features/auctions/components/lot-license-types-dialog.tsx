import { useState } from 'react';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Modal, Popconfirm, Select, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LotLicenseType } from '@portal/contracts/auctions';
import { localized } from '@portal/contracts/multilingual';
import { useOptions } from '@/shared/admin-kit/use-options';
import { currentLanguage } from '@/shared/i18n/language';
import { notify } from '@/shared/ui/notifications';
import { useAddLotLicenseTypes, useRemoveLotLicenseType } from '../api/lot-commands';
import { lotLicenseTypesQueryOptions, useLot } from '../api/lot-queries';

const LICENSE_TYPES = { resource: 'license_types' };

/** Adds active licence types (the `license_types` vocabulary) the lot does not require yet. */
function AddLicenseTypes({ lotId, present }: { lotId: number; present: number[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number[]>([]);
  const { options, loading } = useOptions(LICENSE_TYPES);
  const add = useAddLotLicenseTypes({
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
        loading={loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={options
          .filter((o) => !present.includes(Number(o.value)))
          .map((o) => ({ ...o, value: Number(o.value) }))}
        placeholder={t('lot.choose_license_types', 'Choose licence types')}
        style={{ flex: 1, minWidth: 280 }}
        aria-label={t('lot.choose_license_types', 'Choose licence types')}
        data-testid="lot-license-types-choose"
      />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        disabled={chosen.length === 0}
        loading={add.isPending}
        onClick={() => add.mutate({ lotId, licenseTypeIds: chosen })}
        data-testid="lot-license-types-add"
      >
        {t('lot.add_products', 'Add')}
      </Button>
    </Flex>
  );
}

/** The licence types a bidder on the lot must hold; changed while the lot is created. */
export function LotLicenseTypesDialog({ lotId, onClose }: { lotId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const lot = useLot(lotId);
  const rows = useQuery(lotLicenseTypesQueryOptions(lotId));
  const remove = useRemoveLotLicenseType({
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') }),
  });
  const editable = lot.data?.actions.includes('change_license_types') ?? false;
  return (
    <Modal
      open
      width={640}
      title={`${t('lot.license_types', 'Licence types')} · ${lot.data?.code ?? ''}`}
      onCancel={onClose}
      destroyOnHidden
      data-testid="lot-license-types-dialog"
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.close', 'Close')}
        </Button>
      }
    >
      <Flex vertical gap={12}>
        {editable ? (
          <AddLicenseTypes lotId={lotId} present={(rows.data ?? []).map((r) => r.licenseType.id)} />
        ) : (
          lot.data && (
            <Typography.Text type="secondary">
              {t('lot.license_types_locked', 'Licence types change only while the lot is created.')}
            </Typography.Text>
          )
        )}
        <Table<LotLicenseType>
          rowKey="id"
          size="small"
          loading={rows.isFetching}
          dataSource={rows.data ?? []}
          pagination={false}
          locale={{
            emptyText: rows.isError
              ? t('admin.load_failed', 'The records could not be loaded.')
              : t('lot.no_license_types', 'No licence type is required.'),
          }}
          data-testid="lot-license-types-table"
          columns={[
            { key: 'code', title: t('vocabulary.code', 'Code'), render: (_v, r) => r.licenseType.code, width: 140 },
            {
              key: 'label',
              title: t('lot.license_type', 'Licence type'),
              render: (_v, r) => localized(r.licenseType, 'label', currentLanguage),
            },
            {
              key: '_remove',
              width: 56,
              render: (_v, r) =>
                editable && (
                  <Popconfirm
                    title={t('lot.remove_license_type_confirm', 'No longer require this licence type?')}
                    okText={t('auction.remove_lot', 'Remove')}
                    cancelText={t('admin.cancel', 'Cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
                  >
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('auction.remove_lot', 'Remove')}
                      data-testid={`lot-license-type-remove-${r.id}`}
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
