import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LotLicenseType } from '@portal/contracts/auctions';
import { localized } from '@portal/contracts/multilingual';
import { useOptions } from '@/shared/admin-kit/use-options';
import { currentLanguage } from '@/shared/i18n/language';
import { useAddLotLicenseTypes, useRemoveLotLicenseType } from '../api/lot-commands';
import { lotLicenseTypesQueryOptions } from '../api/lot-queries';
import { LotItemsDialog, type ItemSelectProps } from './lot-items-dialog';

const LICENSE_TYPES = { resource: 'license_types' } as const;

/** Active licence types (the `license_types` vocabulary) the lot does not require yet. */
function LicenseTypeSelect({ value, onChange, rows }: ItemSelectProps<LotLicenseType>) {
  const { t } = useTranslation();
  const { options, loading } = useOptions(LICENSE_TYPES);
  const present = rows.map((r) => r.licenseType.id);
  return (
    <Select
      mode="multiple"
      value={value}
      onChange={onChange}
      loading={loading}
      showSearch={{ optionFilterProp: 'label' }}
      options={options.filter((o) => !present.includes(Number(o.value))).map((o) => ({ ...o, value: Number(o.value) }))}
      placeholder={t('lot.choose_license_types', 'Choose licence types')}
      style={{ flex: 1, minWidth: 280 }}
      aria-label={t('lot.choose_license_types', 'Choose licence types')}
      data-testid="lot-license-types-choose"
    />
  );
}

/** The licence types a bidder on the lot must hold; changed while the lot is created. */
export function LotLicenseTypesDialog({ lotId, onClose }: { lotId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const rows = useQuery(lotLicenseTypesQueryOptions(lotId));
  const add = useAddLotLicenseTypes({});
  const remove = useRemoveLotLicenseType({});
  return (
    <LotItemsDialog<LotLicenseType>
      lotId={lotId}
      onClose={onClose}
      testId="lot-license-types"
      title={t('lot.license_types', 'Licence types')}
      width={640}
      editAction="change_license_types"
      lockedText={t('lot.license_types_locked', 'Licence types change only while the lot is created.')}
      emptyText={t('lot.no_license_types', 'No licence type is required.')}
      rows={rows}
      columns={[
        { key: 'code', title: t('vocabulary.code', 'Code'), render: (_v, r) => r.licenseType.code, width: 140 },
        {
          key: 'label',
          title: t('lot.license_type', 'Licence type'),
          render: (_v, r) => localized(r.licenseType, 'label', currentLanguage),
        },
      ]}
      ItemSelect={LicenseTypeSelect}
      onAdd={(licenseTypeIds) => add.mutateAsync({ lotId, licenseTypeIds })}
      adding={add.isPending}
      onRemove={(r) => remove.mutateAsync(r.id)}
      removeConfirm={t('lot.remove_license_type_confirm', 'No longer require this licence type?')}
      removeTestId={(r) => `lot-license-type-remove-${r.id}`}
    />
  );
}
