import { Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { lotCloseSchema, type LotRecord } from '@portal/contracts/auctions';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useEnableLotEdit, useEndLot } from '../api/lot-commands';

const reasonSchema = lotCloseSchema.shape.closeReason;

const TEXTS = {
  close: {
    title: ['lot.close', 'Close lot'],
    text: ['lot.close_text', 'The lot is closed for good and its products are available again.'],
    done: 'CLOSED',
  },
  cancel: {
    title: ['lot.cancel', 'Cancel lot'],
    text: ['lot.cancel_text', 'The lot is cancelled for good and its products are available again.'],
    done: 'CANCELLED',
  },
} as const;

/** Asks the reason (1–1000 characters), then closes or cancels the lot. */
export function LotReasonDialog({
  kind,
  lot,
  onClose,
}: {
  kind: 'close' | 'cancel';
  lot: LotRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { title, text, done } = TEXTS[kind];
  const end = useEndLot(kind, {
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t(done, done) });
      onClose();
    },
  });
  return (
    <ReasonDialog
      title={t(...title)}
      subject={lot.code}
      text={t(...text)}
      okText={t(...title)}
      cancelText={t('admin.back', 'Back')}
      danger
      reason={{ label: t('lot.reason', 'Reason'), schema: reasonSchema, maxLength: 1000, testId: 'lot-reason' }}
      onSubmit={(reason) => end.mutateAsync({ id: lot.id, reason })}
      onCancel={onClose}
      testIds={{ dialog: `lot-${kind}-dialog`, ok: 'lot-reason-ok' }}
    />
  );
}

/** Confirms enable edit: the current version goes to the history and the lot may be saved once more. */
export function EnableEditDialog({ lot, onClose }: { lot: LotRecord; onClose: () => void }) {
  const { t } = useTranslation();
  const enable = useEnableLotEdit({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('EDITED', 'Edited') });
      onClose();
    },
  });
  return (
    <Modal
      open
      title={`${t('lot.enable_edit', 'Enable edit')} · ${lot.code}`}
      okText={t('lot.enable_edit', 'Enable edit')}
      cancelText={t('admin.back', 'Back')}
      okButtonProps={{ loading: enable.isPending, 'data-testid': 'enable-edit-ok' }}
      onOk={() => enable.mutate(lot.id)}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      data-testid="lot-enable-edit-dialog"
    >
      <Typography.Paragraph>
        {t(
          'lot.enable_edit_text',
          'The current version is kept in the history and the lot may be saved once more, although it is in an auction.',
        )}
      </Typography.Paragraph>
    </Modal>
  );
}
