import { CompanyUsersScreen } from '@/features/companies/components/company-users-screen';
import { CompanyNotice } from '@/features/companies/components/company-notice';
import { useSession } from '@/features/auth/hooks/use-session';
import { CenteredSpinner } from '@/shared/ui/centered-spinner';

/**
 * `/user/company_users`: the company administrator's users. An account without a company, or a member who does not
 * administer it, is told why instead of meeting the server's refusal.
 */
export default function Component() {
  const { user } = useSession();
  if (!user) return <CenteredSpinner />;
  if (!user.company) return <CompanyNotice reason="noCompany" />;
  if (!user.company.administrator) return <CompanyNotice reason="notAdministrator" />;
  return <CompanyUsersScreen companyName={user.company.companyName} />;
}
