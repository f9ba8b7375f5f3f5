import { Alert, Descriptions, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTimeWithZone } from '@/shared/lib/business-time';
import { auctionPostponeSchema, type AuctionRecord } from '@portal/contracts/auctions';
import { fieldRule, isRequired, issuesByField, toFormValues, toPayload } from '@/shared/admin-kit/field-rules';
import { FormControl } from '@/shared/admin-kit/form-control';
import type { FormField, ObjectSchema } from '@/shared/admin-kit/types';
import { showServerErrors } from '@/shared/form/server-errors';
import { notify } from '@/shared/ui/notifications';
import { useLifecycleCommand, usePostponeAuction, type LifecycleCommand } from '../api/auction-commands';
import { AUCTION_LABELS } from '../config';
import { AnnouncementPreviewButton } from './announcement-preview-button';
import { RequestUsers } from './request-users';
import { AppForm } from '@/shared/form/app-form';

/** What each confirmation says, and the status word of the success toast (spec §4). */
const COMMANDS: Record<LifecycleCommand, { title: [string, string]; text: [string, string]; done: string }> = {
  publish: {
    title: ['auction.publish', 'Publish'],
    text: ['auction.publish_text', 'Publish the auction with these dates? Traders can then ask to take part.'],
    done: 'PUBLISHED',
  },
  close: {
    title: ['auction.close', 'Close'],
    text: ['auction.close_text', 'Close participation? No more requests are taken for this auction.'],
    done: 'CLOSED',
  },
  cancel: {
    title: ['auction.cancel', 'Cancel auction'],
    text: ['auction.cancel_text', 'Cancel the auction? Its lots become unsold and it cannot be published again.'],
    done: 'CANCELLED',
  },
  force_finish: {
    title: ['auction.force_finish', 'Force finish'],
    text: ['auction.force_finish_text', 'Finish the running auction now? Lots with a highest bid are sold.'],
    done: 'FINISHED',
  },
};

/** Publish (with the dates to confirm), close, cancel or force finish one auction. */
export function ConfirmCommandDialog({
  auction,
  command,
  onClose,
}: {
  auction: AuctionRecord;
  command: LifecycleCommand;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { title, text, done } = COMMANDS[command];
  const mutation = useLifecycleCommand(command, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t(done, done) });
      onClose();
    },
  });
  const danger = command === 'cancel' || command === 'force_finish';
  return (
    <Modal
      open
      title={`${t(...title)} · ${auction.auctionNumber}`}
      okText={t(...title)}
      cancelText={t('admin.back', 'Back')}
      okButtonProps={{ danger, loading: mutation.isPending, 'data-testid': 'auction-command-ok' }}
      onOk={() => mutation.mutate(auction.id)}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid={`auction-${command}-dialog`}
    >
      <Typography.Paragraph>{t(...text)}</Typography.Paragraph>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t(...AUCTION_LABELS.startDate)}>
          {formatDateTimeWithZone(auction.startDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t(...AUCTION_LABELS.endDate)}>
          {formatDateTimeWithZone(auction.endDate)}
        </Descriptions.Item>
        <Descriptions.Item label={t(...AUCTION_LABELS.lotCount)}>{auction.lotCount}</Descriptions.Item>
      </Descriptions>
      {command === 'publish' && auction.lotCount > 0 && (
        <div style={{ marginTop: 12 }}>
          <Typography.Paragraph type="secondary">
            {t('announcement.preview_hint', 'Check the announcement that will be published with the auction.')}
          </Typography.Paragraph>
          <AnnouncementPreviewButton auctionId={auction.id} auctionNumber={auction.auctionNumber} />
        </div>
      )}
      {command === 'publish' && auction.lotCount === 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          title={t('auction.publish_no_lots', 'The auction has no lots yet; it cannot be published.')}
        />
      )}
      {command === 'cancel' && auction.status !== 'CREATED' && <RequestUsers auctionId={auction.id} />}
    </Modal>
  );
}

const POSTPONE_FIELDS: FormField[] = [
  { name: 'startDate', label: AUCTION_LABELS.startDate, kind: 'dateTime' },
  { name: 'endDate', label: AUCTION_LABELS.endDate, kind: 'dateTime' },
  { name: 'notes', label: AUCTION_LABELS.notes, kind: 'textarea' },
];
const POSTPONE_SCHEMA = auctionPostponeSchema as unknown as ObjectSchema;

/** New dates and notes of a published or closed auction (toast `eauction.auction_postpone`). */
export function PostponeDialog({ auction, onClose }: { auction: AuctionRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Record<string, unknown>>();
  const postpone = usePostponeAuction({
    onSuccess: () => {
      notify.success({
        title: t('generic.success', 'Success'),
        description: t('eauction.auction_postpone', 'The auction was postponed.'),
      });
      onClose();
    },
  });
  const submit = (values: Record<string, unknown>) => {
    const payload = { ...toPayload(values, POSTPONE_FIELDS), id: auction.id };
    const parsed = auctionPostponeSchema.safeParse(payload);
    if (!parsed.success) {
      const errors = issuesByField(parsed.error.issues);
      form.setFields(Object.entries(errors).map(([name, key]) => ({ name, errors: [t(key, key)] })));
      return;
    }
    postpone.mutate(parsed.data, { onError: (error) => showServerErrors(form, error, t) });
  };
  return (
    <Modal
      open
      title={`${t('auction.postpone', 'Postpone')} · ${auction.auctionNumber}`}
      okText={t('auction.postpone', 'Postpone')}
      cancelText={t('admin.back', 'Back')}
      okButtonProps={{ htmlType: 'submit', form: 'auction-postpone-form', loading: postpone.isPending }}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      data-testid="auction-postpone-dialog"
    >
      <AppForm
        id="auction-postpone-form"
        form={form}
        layout="vertical"
        requiredMark
        initialValues={toFormValues(auction, POSTPONE_FIELDS)}
        onFinish={submit}
      >
        {POSTPONE_FIELDS.map((field) => (
          <Form.Item
            key={field.name}
            name={field.name}
            label={t(...field.label)}
            required={isRequired(POSTPONE_SCHEMA, field)}
            rules={[fieldRule(POSTPONE_SCHEMA, field, t)]}
            validateTrigger={field.kind === 'dateTime' ? 'onBlur' : 'onChange'}
          >
            <FormControl field={field} record={auction} disabled={false} maxLength={4000} />
          </Form.Item>
        ))}
      </AppForm>
    </Modal>
  );
}
