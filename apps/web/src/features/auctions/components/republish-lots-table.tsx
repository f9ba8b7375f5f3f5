import { lotDescription } from '@portal/contracts/lot-texts';
import { Flex, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import type { LotRecord } from '@portal/contracts/auctions';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS } from '../config';
import { isRepublishable } from '../lib/republish';
import { LotStatusTag } from './status-tags';

/**
 * Every lot of the auction; the unsold ones can be chosen (checkboxes, keyboard usable), the others
 * are shown with their status (and the note of an earlier republish) so the operator sees why.
 */
export function RepublishLotsTable({
  lots,
  loading,
  failed,
  chosen,
  onChange,
}: {
  lots: LotRecord[];
  loading: boolean;
  failed: boolean;
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <ScrollTable<LotRecord>
      rowKey="id"
      size="small"
      pagination={false}
      loading={loading}
      dataSource={lots}
      // Fits beside the menu on a desktop; scrolls sideways on a phone.
      scroll={{ x: 760 }}
      data-testid="republish-lots"
      locale={{
        emptyText: failed
          ? t('admin.load_failed', 'The records could not be loaded.')
          : t('republish.no_lots', 'The auction has no lots.'),
      }}
      rowSelection={{
        selectedRowKeys: chosen,
        onChange: (keys) => onChange(keys as number[]),
        getCheckboxProps: (lot) =>
          ({
            disabled: !isRepublishable(lot),
            'aria-label': t('republish.choose_lot', 'Republish lot {{code}}', { code: lot.code }),
            'data-testid': `republish-lot-${lot.code}`,
          }) as object,
      }}
      columns={[
        { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code', width: 130 },
        {
          key: 'description',
          title: t(...LOT_LABELS.description),
          ellipsis: { showTitle: true },
          render: (_v, lot) => lotDescription(lot, currentLanguage),
        },
        { key: 'part', title: t(...LOT_LABELS.lotPart), dataIndex: 'lotPart', width: 70, align: 'right' },
        {
          key: 'startingPrice',
          title: t(...LOT_LABELS.startingPrice),
          width: 130,
          align: 'right',
          render: (_v, lot) => formatMoney(lot.startingPrice, currentLanguage),
        },
        { key: 'products', title: t(...LOT_LABELS.productCount), dataIndex: 'productCount', width: 90, align: 'right' },
        {
          key: 'status',
          title: t(...LOT_LABELS.status),
          width: 220,
          render: (_v, lot) => (
            <Flex vertical align="flex-start" gap={2}>
              <LotStatusTag status={lot.status} />
              {lot.closeReason && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {lot.closeReason}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
      ]}
    />
  );
}
