import { Alert, Card, Flex } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '@/features/auth/components/change-password-form';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { useSession } from '@/features/auth/hooks/use-session';
import { decideAccess } from '@/features/auth/lib/access';
import { RepresentationsCard } from '@/features/portal-representation/components/representations-card';
import { CompanyLicences } from '@/features/companies/components/company-licences';
import { ProfileAccountForm } from '@/features/users/components/profile-account-form';
import { ProfileDetails } from '@/features/users/components/profile-details';
import { ProfileCompanyCard, ProfilePersonCard } from '@/features/users/components/profile-record-card';
import { changeLanguage, currentLanguage } from '@/shared/i18n/language';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';
import { PORTAL_HOME_PAGE } from '@portal/contracts/portal-cases';

/**
 * /user/profile: the account (editable contact details), the person or company the user is, and
 * the representations a portal party granted, and the password change; an expired password is said at the top (spec §4). One card per concern, so
 * further cards (licences, …) are added as one more line.
 */
export default function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.user_profile', 'Profile'));
  const { user } = useSession();
  const queryClient = useQueryClient();
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
        <Flex vertical gap={24}>
          <ProfileDetails user={user} />
          <ProfileAccountForm
            user={user}
            onSaved={(saved) => {
              queryClient.setQueryData(CURRENT_USER_KEY, saved);
              // A new language is also the interface's: the page reloads in it (spec §1).
              if (saved.lang !== user.lang && saved.lang !== currentLanguage) void changeLanguage(saved.lang);
            }}
          />
        </Flex>
      </Card>
      {user.individual && <ProfilePersonCard />}
      {user.company && <ProfileCompanyCard administrator={user.company.administrator} />}
      {user.company && <CompanyLicences companyId={user.company.id} canEdit={user.company.administrator} />}
      {/* A party of the customs portal names the intermediaries who may submit for it (ADR 0075). */}
      {(user.company || user.individual) && decideAccess(PORTAL_HOME_PAGE, user) === 'allow' && <RepresentationsCard />}
      <Card title={t('profile.change_password', 'Change password')} style={{ maxWidth: 520 }}>
        <ChangePasswordForm user={user} autoFocus={user.passwordExpired} onChanged={() => undefined} />
      </Card>
    </Flex>
  );
}
