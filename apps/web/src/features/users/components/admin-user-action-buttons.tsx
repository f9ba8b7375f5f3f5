import { useRef, useState } from 'react';
import {
  CheckOutlined,
  CloseOutlined,
  MailOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { allowedUserActions, USER_ACTIONS, type AdminUser, type UserAction } from '@portal/contracts/user-admin';
import { ACTION_LABELS, AdminUserActionDialog } from './admin-user-action-dialog';

const ICONS: Record<UserAction, React.ReactNode> = {
  approve: <CheckOutlined />,
  reject: <CloseOutlined />,
  block: <StopOutlined />,
  enable: <PlayCircleOutlined />,
  disable: <PauseCircleOutlined />,
  resend_confirmation: <MailOutlined />,
};

/**
 * The actions on an account, each enabled when the account's status allows it (the same rule as the
 * server's, from contracts) and the server did not withhold it (`allowed`: not on one's own account).
 */
export function AdminUserActionButtons({
  user,
  allowed,
}: {
  user: Pick<AdminUser, 'id' | 'username' | 'email' | 'status'>;
  allowed?: readonly UserAction[];
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<UserAction | null>(null);
  const group = useRef<HTMLDivElement>(null);
  // The dialog leaves the page when it closes, and the button that opened it may now be disabled:
  // focus comes back to the actions so the keyboard stays where the user was (Escape still closes a drawer).
  const close = () => {
    setOpen(null);
    requestAnimationFrame(() => group.current?.focus());
  };
  const byStatus = allowedUserActions(user.status);
  const enabled = (action: UserAction) => byStatus.includes(action) && (allowed?.includes(action) ?? true);

  return (
    <>
      <div ref={group} tabIndex={-1} role="group" aria-label={t('user.actions', 'Actions')} style={{ outline: 'none' }}>
        <Space wrap data-testid="user-actions">
          {USER_ACTIONS.filter((a) => a !== 'resend_confirmation' || byStatus.includes(a)).map((action) => (
            <Tooltip
              key={action}
              title={
                enabled(action) ? undefined : t('user.action_unavailable', 'Not possible in the account’s status.')
              }
            >
              <Button
                icon={ICONS[action]}
                type={action === 'approve' && enabled(action) ? 'primary' : 'default'}
                danger={['reject', 'block'].includes(action)}
                disabled={!enabled(action)}
                onClick={() => setOpen(action)}
                data-testid={`user-action-open-${action}`}
              >
                {t(...ACTION_LABELS[action])}
              </Button>
            </Tooltip>
          ))}
        </Space>
      </div>
      {open && <AdminUserActionDialog action={open} user={user} onClose={close} />}
    </>
  );
}
