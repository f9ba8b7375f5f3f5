import { useState } from 'react';
import { Button, Form, Modal, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { auctionDuplicateSchema, type AuctionCopyResult } from '@portal/contracts/auction-copies';
import type { AuctionRecord } from '@portal/contracts/auctions';
import { showServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useDuplicateAuction } from '../api/auction-commands';
import { LOT_LABELS } from '../config';
import { copyDates, CopyDateFields, showDateIssues } from './copy-date-fields';
import { AppForm } from '@/shared/form/app-form';

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

/**
 * Duplicate: a CREATED copy with new dates (toast `eauction.auction_duplicate`); afterwards the lots
 * that could not be copied are listed. (Republish has its own screen, `/admin/auctions/republish/{id}`.)
 */
export function DuplicateAuctionDialog({
  auction,
  onClose,
  onOpen,
}: {
  auction: AuctionRecord;
  onClose: () => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const [result, setResult] = useState<AuctionCopyResult | null>(null);
  const duplicate = useDuplicateAuction({
    onSuccess: (copy) => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('eauction.auction_duplicate', 'The auction was duplicated.'),
      });
      setResult(copy);
    },
  });
  const formId = 'auction-duplicate-form';

  const submit = (values: Record<string, unknown>) => {
    const parsed = auctionDuplicateSchema.safeParse({ id: auction.id, ...copyDates(values) });
    if (!parsed.success) return showDateIssues(form, parsed.error.issues, t);
    duplicate.mutate(parsed.data, { onError: (error: unknown) => showServerErrors(form, error, t) });
  };

  const title = t('auction.duplicate', 'Duplicate');
  return (
    <Modal
      open
      width={640}
      title={`${title} · ${auction.auctionNumber}`}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="auction-duplicate-dialog"
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
                loading={duplicate.isPending}
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
        <AppForm id={formId} form={form} layout="vertical" requiredMark onFinish={submit}>
          <Typography.Paragraph>
            {t(
              'auction.duplicate_text',
              'A new created auction with these dates gets copies of the lots whose products are still available.',
            )}
          </Typography.Paragraph>
          <CopyDateFields />
        </AppForm>
      )}
    </Modal>
  );
}
