import type { CompanyUser } from '@portal/contracts/companies';
import { formatDateTime } from '@/shared/lib/business-time';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<string, string> = { APPROVED: 'green', DISABLED: 'orange', BLOCKED: 'red' };

/** The account status with what qualifies it: the end of a disabling, deactivated, or the block reason. */
export function CompanyUserStatus({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  const deactivated = user.status === 'DISABLED' && !user.disabledTo;
  return (
    <Flex vertical gap={2} data-testid={`company-user-status-${user.username}`} data-status={user.status}>
      <span>
        <Tag color={COLOURS[user.status] ?? 'default'}>
          {deactivated ? t('companies.deactivated', 'Deactivated') : t(`user_status.${user.status}`, user.status)}
        </Tag>
      </span>
      {user.status === 'DISABLED' && user.disabledTo && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('companies.disabled_until', { defaultValue: 'until {{date}}', date: formatDateTime(user.disabledTo) })}
        </Typography.Text>
      )}
      {user.status === 'BLOCKED' && user.blockReason && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis={{ tooltip: user.blockReason }}>
          {user.blockReason}
        </Typography.Text>
      )}
    </Flex>
  );
}
