import { Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { useSession } from '@/features/auth/hooks/use-session';
import { CompanyImageScreen } from '@/features/companies/components/company-image-screen';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** The signature or stamp screen of the signed-in user's company; users without a company are told so. */
export function CompanyImageRoute({ kind }: { kind: 'signature' | 'stamp' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user) return <CenteredSpinner />;
  // The answer is the page's heading (its h1), as the screen's title is otherwise.
  if (!user.company)
    return (
      <Result
        status="info"
        title={
          <h1 style={{ font: 'inherit', margin: 0 }}>
            {t('companies.no_company', 'Your account does not belong to a company.')}
          </h1>
        }
      />
    );
  return (
    <CompanyImageScreen
      kind={kind}
      companyId={user.company.id}
      canEdit={user.company.administrator}
      exists={kind === 'signature' ? user.company.hasSignature : user.company.hasStamp}
      // The user's company now has the image: its record says so from here on.
      onUploaded={() => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })}
    />
  );
}
