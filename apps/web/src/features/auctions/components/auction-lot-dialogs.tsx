import { lotDescription } from '@portal/contracts/lot-texts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Typography } from 'antd';
import { ScrollTable } from '@/shared/ui/scroll-table';
import { useTranslation } from 'react-i18next';
import { LOT_PART_MAX, lotPartSchema, type AuctionRecord, type LotRecord } from '@portal/contracts/auctions';
import { showServerErrors } from '@/shared/form/server-errors';
import { schemaRule } from '@/shared/form/schema-rule';
import { notify } from '@/shared/ui/notifications';
import { useAddLots, useSetLotPart } from '../api/auction-commands';
import { freeLotsQueryOptions } from '../api/lot-queries';
import { currentLanguage } from '@/shared/i18n/language';
import { formatMoney } from '@portal/contracts/money-format';
import { LOT_LABELS } from '../config';
import { AppForm } from '@/shared/form/app-form';

/** Chooses free CREATED lots (in no auction) and adds them to the auction (`add_lots`). */
export function AddLotsDialog({ auction, onClose }: { auction: AuctionRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const free = useQuery(freeLotsQueryOptions(search));
  const add = useAddLots({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('action.saved', 'Record saved.') });
      onClose();
    },
  });
  return (
    <Modal
      open
      width={760}
      title={`${t('auction.add_lots', 'Add lots')} · ${auction.auctionNumber}`}
      okText={t('auction.add_chosen', 'Add {{count}} lots', { count: chosen.length })}
      cancelText={t('admin.cancel', 'Cancel')}
      okButtonProps={{ disabled: chosen.length === 0, loading: add.isPending, 'data-testid': 'add-lots-ok' }}
      onOk={() => add.mutate({ auctionNumber: auction.auctionNumber, lots: chosen })}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="add-lots-dialog"
    >
      <Input.Search
        allowClear
        placeholder={t(...LOT_LABELS.search)}
        onSearch={(value) => setSearch(value.trim())}
        style={{ marginBottom: 12 }}
        data-testid="add-lots-search"
      />
      <ScrollTable<LotRecord>
        rowKey="id"
        size="small"
        // Only while there is nothing to show: a refetch in the background must not cover the ticks being made.
        loading={free.isLoading}
        dataSource={free.data?.content ?? []}
        pagination={false}
        scroll={{ y: 360 }}
        rowSelection={{ selectedRowKeys: chosen, onChange: (keys) => setChosen(keys as number[]) }}
        locale={{
          emptyText: free.isError
            ? t('admin.load_failed', 'The records could not be loaded.')
            : t('auction.no_free_lots', 'There are no free created lots.'),
        }}
        data-testid="add-lots-table"
        columns={[
          { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code', width: 130 },
          {
            key: 'description',
            title: t(...LOT_LABELS.description),
            ellipsis: true,
            render: (_v, lot) => lotDescription(lot, currentLanguage),
          },
          { key: 'products', title: t(...LOT_LABELS.productCount), dataIndex: 'productCount', width: 90 },
          {
            key: 'startingPrice',
            title: t(...LOT_LABELS.startingPrice),
            width: 130,
            align: 'right',
            render: (_v, lot) => formatMoney(lot.startingPrice, currentLanguage),
          },
        ]}
      />
      <Typography.Text type="secondary">
        {t('auction.add_lots_help', 'A lot needs at least one product before the auction can be published.')}
      </Typography.Text>
    </Modal>
  );
}

const partSchema = lotPartSchema.shape.lotPart;

/** The part of a lot in the auction (1–100): lots of a later part end later (`add_lot_part`). */
export function LotPartDialog({
  auction,
  lot,
  onClose,
}: {
  auction: AuctionRecord;
  lot: LotRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ lotPart: number }>();
  const save = useSetLotPart({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('eauction.lot_part_saved', 'The lot part was saved.'),
      });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`${t('auction.set_lot_part', 'Set lot part')} · ${lot.code}`}
      okText={t('admin.save', 'Save')}
      cancelText={t('admin.cancel', 'Cancel')}
      okButtonProps={{
        htmlType: 'submit',
        form: 'lot-part-form',
        loading: save.isPending,
        'data-testid': 'lot-part-ok',
      }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="lot-part-dialog"
    >
      <AppForm
        id="lot-part-form"
        form={form}
        layout="vertical"
        requiredMark
        initialValues={{ lotPart: lot.lotPart }}
        onFinish={({ lotPart }) =>
          save.mutate(
            { lotId: lot.id, auctionId: auction.id, lotPart },
            { onError: (error) => showServerErrors(form, error, t) },
          )
        }
      >
        <Form.Item
          name="lotPart"
          label={t(...LOT_LABELS.lotPart)}
          required
          rules={[schemaRule(partSchema, t)]}
          extra={t('auction.lot_part_help', 'From 1 to {{max}}.', { max: LOT_PART_MAX })}
        >
          <InputNumber
            min={1}
            max={LOT_PART_MAX}
            precision={0}
            autoFocus
            style={{ width: 160 }}
            data-testid="lot-part-input"
          />
        </Form.Item>
      </AppForm>
    </Modal>
  );
}
