import { lotDescription } from '@portal/contracts/lot-texts';
import { FailedResult } from '@/shared/ui/query-state';
import { useState } from 'react';
import { DeleteOutlined, OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import type { AuctionRecord, LotRecord } from '@portal/contracts/auctions';
import { notify } from '@/shared/ui/notifications';
import { useRemoveLot } from '../api/auction-commands';
import { useAuctionLots } from '../api/get-auction';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS } from '../config';
import { AddLotsDialog, LotPartDialog } from './auction-lot-dialogs';
import { LotStatusTag } from './status-tags';

/** Tab 3: the auction's lots; lots are added, removed and given their part while the auction is created. */
export function AuctionLotsTab({ auction }: { auction: AuctionRecord }) {
  const { t } = useTranslation();
  const lots = useAuctionLots(auction.id);
  const [adding, setAdding] = useState(false);
  const [partOf, setPartOf] = useState<LotRecord | null>(null);
  const remove = useRemoveLot({
    onSuccess: () =>
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') }),
  });
  const can = (action: 'add_lots' | 'remove_lot' | 'set_lot_part') => auction.actions.includes(action);

  if (lots.isError && !lots.data) {
    return <FailedResult onRetry={() => lots.refetch()} />;
  }
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">
          {can('add_lots')
            ? t('auction.lots_help', 'Add free lots that are created; a lot’s part orders the ends of its bidding.')
            : t('auction.lots_locked', 'Lots change only while the auction is created.')}
        </Typography.Text>
        {can('add_lots') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="auction-add-lots">
            {t('auction.add_lots', 'Add lots')}
          </Button>
        )}
      </Flex>
      <ScrollTable<LotRecord>
        rowKey="id"
        size="middle"
        loading={lots.isFetching}
        dataSource={lots.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('auction.no_lots_yet', 'The auction has no lots yet.') }}
        data-testid="auction-lots-table"
        columns={[
          { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code' },
          {
            key: 'description',
            title: t(...LOT_LABELS.description),
            ellipsis: true,
            render: (_v, lot) => lotDescription(lot, currentLanguage),
          },
          {
            key: 'startingPrice',
            title: t(...LOT_LABELS.startingPrice),
            align: 'right',
            render: (_v, lot) => formatMoney(lot.startingPrice, currentLanguage),
          },
          { key: 'productCount', title: t(...LOT_LABELS.productCount), dataIndex: 'productCount', align: 'right' },
          { key: 'lotPart', title: t(...LOT_LABELS.lotPart), dataIndex: 'lotPart', align: 'right' },
          { key: 'status', title: t(...LOT_LABELS.status), render: (_v, lot) => <LotStatusTag status={lot.status} /> },
          {
            key: '_actions',
            title: t('admin.actions', 'Actions'),
            align: 'right',
            render: (_v, lot) => (
              <Space size={4}>
                {can('set_lot_part') && (
                  <Tooltip title={t('auction.set_lot_part', 'Set lot part')}>
                    <Button
                      type="text"
                      icon={<OrderedListOutlined />}
                      aria-label={t('auction.set_lot_part', 'Set lot part')}
                      onClick={() => setPartOf(lot)}
                      data-testid={`lot-part-${lot.code}`}
                    />
                  </Tooltip>
                )}
                {can('remove_lot') && (
                  <Popconfirm
                    title={t('auction.remove_lot_confirm', 'Take this lot out of the auction?')}
                    okText={t('auction.remove_lot', 'Remove')}
                    cancelText={t('admin.cancel', 'Cancel')}
                    okButtonProps={{ danger: true, loading: remove.isPending, 'data-testid': 'remove-lot-confirm' }}
                    onConfirm={() =>
                      remove
                        .mutateAsync({ auctionNumber: auction.auctionNumber, lotCode: lot.code })
                        .catch(() => undefined)
                    }
                  >
                    <Tooltip title={t('auction.remove_lot', 'Remove')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('auction.remove_lot', 'Remove')}
                        data-testid={`lot-remove-${lot.code}`}
                      />
                    </Tooltip>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {adding && <AddLotsDialog auction={auction} onClose={() => setAdding(false)} />}
      {partOf && <LotPartDialog auction={auction} lot={partOf} onClose={() => setPartOf(null)} />}
    </Flex>
  );
}
