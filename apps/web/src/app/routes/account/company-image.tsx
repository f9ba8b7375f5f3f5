import { useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_KEY } from '@/features/auth/api/get-current-user';
import { useSession } from '@/features/auth/hooks/use-session';
import { CompanyImageScreen } from '@/features/companies/components/company-image-screen';
import { CompanyNotice } from '@/features/companies/components/company-notice';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/** The signature or stamp screen of the signed-in user's company; users without a company are told so. */
export function CompanyImageRoute({ kind }: { kind: 'signature' | 'stamp' }) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  if (!user) return <CenteredSpinner />;
  if (!user.company) return <CompanyNotice reason="noCompany" />;
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
