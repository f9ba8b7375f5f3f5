import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { useSession } from '@/features/auth/hooks/use-session';
import { ProfileDetails } from '@/features/users/components/profile-details';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** /user/profile: the account and the password change; an expired password is said at the top (spec §4). */
export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.user_profile', 'Profile'));
  const { user } = useSession();
  if (!user) return <CenteredSpinner />;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 960 }} data-testid="profile-page">
      <h1 style={{ margin: 0 }}>{t('page.user_profile', 'Profile')}</h1>
      {user.passwordExpired && (
        <Alert
          type="warning"
          showIcon
          data-testid="password-expired-alert"
          title={t('password_expired', 'Your password has expired.')}
          description={t(
            'expired_password.explanation',
            'Choose a new password to continue. Your other sessions will be signed out.',
          )}
        />
      )}
      <Card title={t('profile.account', 'Account')}>
        <ProfileDetails user={user} />
      </Card>
      <Card title={t('profile.change_password', 'Change password')} style={{ maxWidth: 520 }}>
        <ChangePasswordForm user={user} onChanged={() => undefined} />
      </Card>
    </Flex>
  );
}
