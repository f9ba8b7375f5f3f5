import { useTranslation } from 'react-i18next';
import {
  DISABLE_DAYS_MAX,
  DISABLE_DAYS_MIN,
  disableUserSchema,
  REASON_MAX_LENGTH,
  rejectUserSchema,
  USER_ACTION_TOASTS,
  type AdminUser,
  type UserAction,
} from '@portal/contracts/user-admin';
import { DisableDaysItem } from '@/shared/admin-kit/disable-days-item';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useUserAction } from '../api/admin-user-actions';

type Values = { reason?: string; days?: number };

export const ACTION_LABELS: Record<UserAction, readonly [string, string]> = {
  approve: ['user.approve', 'Approve'],
  reject: ['user.reject', 'Reject'],
  block: ['user.block', 'Block'],
  enable: ['user.enable', 'Enable'],
  disable: ['user.disable', 'Disable'],
  resend_confirmation: ['user.resend_confirmation', 'Resend confirmation'],
};

const QUESTIONS: Record<UserAction, readonly [string, string]> = {
  approve: ['user.approve_confirm', 'Approve the account {{username}}? The user is told by e-mail and may sign in.'],
  reject: ['user.reject_text', 'The registration of {{username}} is rejected. The reason is mailed to the user.'],
  block: ['user.block_text', 'The account {{username}} is blocked and signed out. The reason is mailed to the user.'],
  enable: ['user.enable_confirm', 'Enable the account {{username}} again? The user is told by e-mail.'],
  disable: [
    'user.disable_text',
    'The account {{username}} cannot sign in for the given number of days and is signed out now.',
  ],
  resend_confirmation: [
    'user.resend_confirmation_confirm',
    'Mail a new confirmation link to {{username}}? Earlier links stop working.',
  ],
};

// The reason's rule is the same for reject and block.
const reasonSchema = rejectUserSchema.shape.rejectReason;
const daysSchema = disableUserSchema.shape.days;

/** The popup of one action on an account: a confirmation, or the reason (reject, block) or the days (disable). */
export function AdminUserActionDialog({
  action,
  user,
  onClose,
}: {
  action: UserAction;
  user: Pick<AdminUser, 'id' | 'username' | 'email'>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const run = useUserAction({
    onSuccess: () => {
      const toast =
        action === 'resend_confirmation'
          ? t('user.confirmation_resent', 'A new confirmation link has been mailed.')
          : t(USER_ACTION_TOASTS[action], USER_ACTION_TOASTS[action]);
      notify.success({ title: t('generic.success', 'Success'), description: toast });
      onClose();
    },
  });
  const needsReason = action === 'reject' || action === 'block';
  const needsDays = action === 'disable';

  return (
    <ReasonDialog<Values>
      title={t(...ACTION_LABELS[action])}
      subject={user.username}
      text={t(QUESTIONS[action][0], QUESTIONS[action][1], { username: user.username })}
      okText={t(...ACTION_LABELS[action])}
      cancelText={t('admin.cancel', 'Cancel')}
      danger={['reject', 'block', 'disable'].includes(action)}
      // The server names the reason `rejectReason` / `blockReason`: its message lands on the dialog's field.
      reason={
        needsReason
          ? {
              label: t('user.reason', 'Reason'),
              schema: reasonSchema,
              maxLength: REASON_MAX_LENGTH,
              help: user.email ? t('user.mailed_to', 'Mailed to {{email}}', { email: user.email }) : undefined,
              testId: 'user-action-reason',
            }
          : undefined
      }
      strayErrorsOn={needsDays ? 'days' : undefined}
      initialValues={needsDays ? { days: 30 } : {}}
      onSubmit={(reason, values) => run.mutateAsync({ action, user, reason: reason || undefined, days: values.days })}
      onCancel={onClose}
      testIds={{ dialog: `user-action-${action}`, ok: 'user-action-ok', cancel: 'user-action-cancel' }}
    >
      {needsDays && (
        <DisableDaysItem
          label={t('user.days', 'Number of days')}
          help={t('user.days_help', 'From {{min}} to {{max}} days.', {
            min: DISABLE_DAYS_MIN,
            max: DISABLE_DAYS_MAX,
          })}
          schema={daysSchema}
          min={DISABLE_DAYS_MIN}
          max={DISABLE_DAYS_MAX}
          style={{ width: 160 }}
          testId="user-action-days"
        />
      )}
    </ReasonDialog>
  );
}
