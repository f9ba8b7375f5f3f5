import { useTranslation } from 'react-i18next';
import {
  PARTICIPATION_REASON_MAX,
  participationRejectSchema,
  type ParticipationRequest,
} from '@portal/contracts/participation-requests';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useDecideRequest } from '../api/decide-request';
import { LABELS } from './labels';

/** Rejecting asks the reason (required: it is mailed to the user) and shows the REJECTED toast. */
export function RejectDialog({ request, onClose }: { request: ParticipationRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const decide = useDecideRequest({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t('REJECTED', 'Rejected') });
      onClose();
    },
  });

  return (
    <ReasonDialog
      title={t(...LABELS.reject)}
      subject={`${request.user.username} · ${request.lot.code}`}
      okText={t(...LABELS.reject)}
      cancelText={t('admin.cancel', 'Cancel')}
      danger
      reason={{
        name: 'rejectReason',
        label: t(...LABELS.rejectReason),
        schema: participationRejectSchema.shape.rejectReason,
        maxLength: PARTICIPATION_REASON_MAX,
        help: t('participation.reason_help', 'The reason is sent to the user by e-mail.'),
        testId: 'participation-reject-reason',
      }}
      onSubmit={(rejectReason) => decide.mutateAsync({ id: request.id, decision: 'reject', rejectReason })}
      // Decided meanwhile by someone else: the app's toast says so; the list shows the new status.
      closeOnStatuses={[404, 409]}
      onCancel={onClose}
      testIds={{ dialog: 'participation-reject-dialog', ok: 'participation-reject-confirm' }}
    />
  );
}
