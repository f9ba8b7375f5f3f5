import { useState } from 'react';
import { Alert, Button, Form, Modal, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  auctionDuplicateSchema,
  auctionRepublishSchema,
  type AuctionCopyResult,
} from '@portal/contracts/auction-copies';
import type { AuctionRecord, LotRecord } from '@portal/contracts/auctions';
import { fieldRule, issuesByField, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import type { FormField, ObjectSchema } from '@/shared/admin-kit/types';
import { applyServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useDuplicateAuction, useRepublishAuction } from '../api/auction-commands';
import { useAuctionLots } from '../api/get-auction';
import { AUCTION_LABELS, LOT_LABELS } from '../config';

const DATE_FIELDS: FormField[] = [
  { name: 'startDate', label: AUCTION_LABELS.startDate, kind: 'dateTime' },
  { name: 'endDate', label: AUCTION_LABELS.endDate, kind: 'dateTime' },
];
const DATES_SCHEMA = auctionDuplicateSchema as unknown as ObjectSchema;

/** What a copy produced: the new number and (spec "auctionLots") the lots that could not be copied. */
function CopyOutcome({ result, onOpen }: { result: AuctionCopyResult; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status={result.auctionLots.length ? 'warning' : 'success'}
      title={result.auctionNumber}
      subTitle={t('auction.copied_lots', 'Lots copied: {{count}}', { count: result.copiedLots })}
      extra={
        <Button type="primary" onClick={() => onOpen(result.id)} data-testid="copy-open">
          {t('auction.open_new', 'Open the new auction')}
        </Button>
      }
    >
      {result.auctionLots.length > 0 && (
        <Table
          rowKey="lotId"
          size="small"
          pagination={false}
          dataSource={result.auctionLots}
          data-testid="copy-failed-lots"
          title={() => t('auction.failed_lots', 'Lots that could not be copied')}
          columns={[
            { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'lotCode' },
            { key: 'reason', title: t('lot.reason', 'Reason'), render: (_v, l) => t(l.reason, l.reason) },
          ]}
        />
      )}
    </Result>
  );
}

/** The new auction's dates, typed as the spec's date input takes them. */
function DateFields() {
  const { t } = useTranslation();
  return (
    <>
      {DATE_FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={t(...field.label)}
          required
          rules={[fieldRule(DATES_SCHEMA, field, t)]}
          validateTrigger="onBlur"
        >
          <FormControl field={field} record={{}} disabled={false} />
        </Form.Item>
      ))}
    </>
  );
}

type CopyKind = 'duplicate' | 'republish';

/**
 * Duplicate (a CREATED copy with new dates, toast `eauction.auction_duplicate`) or republish (chosen
 * unsold lots into a new auction); afterwards the lots that could not be copied are listed.
 */
export function CopyAuctionDialog({
  kind,
  auction,
  onClose,
  onOpen,
}: {
  kind: CopyKind;
  auction: AuctionRecord;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [result, setResult] = useState<AuctionCopyResult | null>(null);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const lots = useAuctionLots(auction.id);
  const unsold = (lots.data ?? []).filter((lot) => lot.status === 'UNSOLD');
  const done = (copy: AuctionCopyResult) => {
    notify.success({
      title: t('generic.success', 'Success'),
      description:
        kind === 'duplicate'
          ? t('eauction.auction_duplicate', 'The auction was duplicated.')
          : t('auction.republished', 'The auction was republished.'),
    });
    setResult(copy);
  };
  const duplicate = useDuplicateAuction({ onSuccess: done });
  const republish = useRepublishAuction({ onSuccess: done });
  const pending = duplicate.isPending || republish.isPending;
  const formId = `auction-${kind}-form`;

  const submit = (values: Record<string, unknown>) => {
    const dates = toPayload(values, DATE_FIELDS) as { startDate: string; endDate: string };
    const onError = { onError: (error: unknown) => applyServerErrors(form, error, t) };
    const parsed =
      kind === 'duplicate'
        ? auctionDuplicateSchema.safeParse({ id: auction.id, ...dates })
        : auctionRepublishSchema.safeParse({
            auctionId: auction.id,
            lots: chosen ?? unsold.map((l) => l.id),
            ...dates,
          });
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(
        Object.entries(errors)
          .filter(([name]) => name === 'startDate' || name === 'endDate')
          .map(([name, key]) => ({ name, errors: [t(key, key)] })),
      );
      return;
    }
    if ('auctionId' in parsed.data) republish.mutate(parsed.data, onError);
    else duplicate.mutate(parsed.data, onError);
  };

  const title = kind === 'duplicate' ? t('auction.duplicate', 'Duplicate') : t('auction.republish', 'Republish');
  return (
    <Modal
      open
      width={640}
      title={`${title} · ${auction.auctionNumber}`}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid={`auction-${kind}-dialog`}
      footer={
        result
          ? [
              <Button key="close" onClick={onClose}>
                {t('admin.close', 'Close')}
              </Button>,
            ]
          : [
              <Button key="back" onClick={onClose}>
                {t('admin.back', 'Back')}
              </Button>,
              <Button
                key="ok"
                type="primary"
                htmlType="submit"
                form={formId}
                loading={pending}
                disabled={kind === 'republish' && (chosen ?? unsold).length === 0}
                data-testid="auction-copy-ok"
              >
                {title}
              </Button>,
            ]
      }
    >
      {result ? (
        <CopyOutcome result={result} onOpen={onOpen} />
      ) : (
        <Form id={formId} form={form} layout="vertical" requiredMark onFinish={submit}>
          <Typography.Paragraph>
            {kind === 'duplicate'
              ? t(
                  'auction.duplicate_text',
                  'A new created auction with these dates gets copies of the lots whose products are still available.',
                )
              : t(
                  'auction.republish_text',
                  'The chosen unsold lots are offered again in a new created auction with these dates.',
                )}
          </Typography.Paragraph>
          <DateFields />
          {kind === 'republish' &&
            (unsold.length === 0 && !lots.isLoading ? (
              <Alert type="info" showIcon title={t('auction.no_unsold_lots', 'The auction has no unsold lots.')} />
            ) : (
              <Table<LotRecord>
                rowKey="id"
                size="small"
                pagination={false}
                loading={lots.isLoading}
                dataSource={unsold}
                rowSelection={{
                  selectedRowKeys: chosen ?? unsold.map((l) => l.id),
                  onChange: (keys) => setChosen(keys as number[]),
                }}
                columns={[
                  { key: 'code', title: t(...LOT_LABELS.code), dataIndex: 'code' },
                  { key: 'description', title: t(...LOT_LABELS.description), dataIndex: 'description', ellipsis: true },
                ]}
                data-testid="republish-lots"
              />
            ))}
        </Form>
      )}
    </Modal>
  );
}
