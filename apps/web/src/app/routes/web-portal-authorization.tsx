import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { UserGate } from '@/features/portal/cases/components/user-gate';
import { AuthorizationCasePage } from '@/features/portal/authorization/components/authorization-case-page';
import { CreateAuthorizationCaseScreen } from '@/features/portal/authorization/components/authorization-create-screen';
import { paths } from '@/shared/config/paths';

function CreateScreen() {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) => <CreateAuthorizationCaseScreen intermediary={intermediary} ownName={ownName} />}
    </UserGate>
  );
}

function CaseScreen({ mode }: { mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  // A new key per case and mode: the page's forms start from the case they show.
  return <AuthorizationCasePage key={`${mode}-${caseId}`} id={caseId} mode={mode} />;
}

/** `…/create_authorization_case`, `…/edit_authorization_case/{id}`, `…/view_authorization_case/{id}` (spec §2). */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' }) {
  return mode === 'create' ? <CreateScreen /> : <CaseScreen mode={mode} />;
}
