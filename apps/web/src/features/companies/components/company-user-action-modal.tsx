import {
  DISABLE_DAYS_MAX,
  DISABLE_DAYS_MIN,
  blockCompanyUserSchema,
  disableCompanyUserSchema,
  type CompanyUser,
  type CompanyUserAction,
} from '@portal/contracts/companies';
import { useTranslation } from 'react-i18next';
import { DisableDaysItem } from '@/shared/admin-kit/disable-days-item';
import { notify } from '@/shared/ui/notifications';
import { ReasonDialog } from '@/shared/ui/reason-dialog';
import { useChangeCompanyUser, type CompanyUserChange } from '../api/company-users';

type Values = { days?: number; blockReason?: string };

const QUESTIONS: Record<CompanyUserAction, readonly [string, string]> = {
  deactivate: ['companies.confirm_deactivate', 'Deactivate {{username}}? They cannot sign in until enabled again.'],
  enable: ['companies.confirm_enable', 'Enable {{username}}? They can sign in again.'],
  disable: ['companies.confirm_disable', 'Disable {{username}} for a number of days?'],
  block: ['companies.confirm_block', 'Block {{username}}? The reason is sent to them.'],
};

const TITLES: Record<CompanyUserAction, readonly [string, string]> = {
  deactivate: ['companies.deactivate', 'Deactivate'],
  enable: ['companies.enable', 'Enable'],
  disable: ['companies.disable', 'Disable'],
  block: ['companies.block', 'Block'],
};

/** The spec's success toasts: ENABLED, BLOCKED, eauction.disable, and action.saved for the rest. */
const TOASTS: Record<CompanyUserAction, readonly [string, string]> = {
  deactivate: ['action.saved', 'Record saved.'],
  enable: ['ENABLED', 'Enabled'],
  disable: ['eauction.disable', 'Disabled'],
  block: ['BLOCKED', 'Blocked'],
};

export const ACTION_TITLES = TITLES;

/** Confirms an action on a company user; disabling asks the days, blocking the reason. */
export function CompanyUserActionModal({
  user,
  action,
  onClose,
}: {
  user: CompanyUser;
  action: CompanyUserAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeCompanyUser({
    onSuccess: () => {
      notify.success({ title: t('generic.success', 'Success'), description: t(...TOASTS[action]) });
      onClose();
    },
  });

  const submit = (blockReason: string, values: Values) => {
    const username = user.username;
    const request: CompanyUserChange =
      action === 'disable'
        ? { action, body: { username, days: values.days! } }
        : action === 'block'
          ? { action, body: { username, blockReason } }
          : { action, body: { username } };
    return change.mutateAsync(request);
  };

  const [key, fallback] = QUESTIONS[action];
  return (
    <ReasonDialog<Values>
      title={t(...TITLES[action])}
      subject={user.username}
      text={t(key, { defaultValue: fallback, username: user.username })}
      okText={t(...TITLES[action])}
      cancelText={t('admin.cancel', 'Cancel')}
      danger={action !== 'enable'}
      reason={
        action === 'block'
          ? {
              name: 'blockReason',
              label: t('companies.block_reason', 'Reason'),
              schema: blockCompanyUserSchema.shape.blockReason,
              maxLength: 1000,
              rows: 3,
              testId: 'company-user-block-reason',
            }
          : undefined
      }
      strayErrorsOn={action === 'disable' ? 'days' : undefined}
      onSubmit={submit}
      onCancel={onClose}
      testIds={{ dialog: `company-user-${action}-dialog`, ok: 'company-user-action-confirm' }}
    >
      {action === 'disable' && (
        <DisableDaysItem
          label={t('companies.days', 'Days')}
          help={t('companies.days_help', {
            defaultValue: 'From {{min}} to {{max}} days.',
            min: DISABLE_DAYS_MIN,
            max: DISABLE_DAYS_MAX,
          })}
          schema={disableCompanyUserSchema.shape.days}
          min={DISABLE_DAYS_MIN}
          max={DISABLE_DAYS_MAX}
          testId="company-user-days"
        />
      )}
    </ReasonDialog>
  );
}
