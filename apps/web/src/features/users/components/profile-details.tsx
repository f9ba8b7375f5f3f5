import type { CurrentUser } from '@portal/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signed-in user's account as the server holds it: identity, status, roles and company (contact details are edited below it). */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="middle"
      bordered
      data-testid="profile-details"
      items={[
        { key: 'username', label: t('profile.username', 'Username'), children: user.username },
        { key: 'status', label: t('profile.status', 'Status'), children: t(`user_status.${user.status}`, user.status) },
        {
          key: 'roles',
          label: t('profile.roles', 'Roles'),
          children: user.roles.length
            ? user.roles.map((role) => <Tag key={role}>{t(`role.${role}`, role)}</Tag>)
            : dash,
        },
        ...(user.company
          ? [
              {
                key: 'company',
                label: t('profile.company', 'Company'),
                children: user.company.administrator
                  ? `${user.company.companyName} (${t('profile.company_administrator', 'administrator')})`
                  : user.company.companyName,
              },
            ]
          : []),
        ...(user.individual
          ? [
              {
                key: 'individual',
                label: t('profile.individual', 'Person'),
                children: `${user.individual.firstName} ${user.individual.lastName}`,
              },
            ]
          : []),
      ]}
    />
  );
}
