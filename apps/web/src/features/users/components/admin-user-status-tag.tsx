import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserStatus } from '@portal/contracts';

const COLORS: Record<UserStatus, string> = {
  PENDING_CONFIRMATION: 'default',
  PENDING_APPROVAL: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  BLOCKED: 'volcano',
  DISABLED: 'purple',
};

export const userStatusLabel = (status: UserStatus, t: (key: string, fallback: string) => string) =>
  t(`user.status_${status.toLowerCase()}`, status);

/** An account's status as a coloured tag. */
export function AdminUserStatusTag({ status }: { status: UserStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} data-testid="user-status">
      {userStatusLabel(status, t)}
    </Tag>
  );
}
