import { CompanyUsersScreen } from '@/features/companies/components/company-users-screen';
import { useSession } from '@/features/auth/hooks/use-session';

/** `/user/company_users`: the company administrator's users (the server refuses everyone else). */
export default function Component() {
  const { user } = useSession();
  return <CompanyUsersScreen companyName={user?.company?.companyName} />;
}
