import { useSession } from '@/features/auth/hooks/use-session';
import { CasesHome } from '@/features/portal-cases/components/cases-home';
import { UserGate } from '@/features/portal-cases/components/user-gate';
import { ForumDialog } from '@/features/portal-forum/components/forum-dialog';
import { caseSteps } from './kind-routes';

/** `/web_portal/web_portal_home_page`: the filer's cases, once the signed-in user is read. */
export default function Component() {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {(portalUser) => <CasesHome ForumDialog={ForumDialog} steps={caseSteps} inCompany={portalUser.inCompany} />}
    </UserGate>
  );
}
