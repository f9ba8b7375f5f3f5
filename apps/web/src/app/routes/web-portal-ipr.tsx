import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { UserGate } from '@/features/portal/cases/components/user-gate';
import { CreateIprCaseScreen } from '@/features/portal/ipr/components/create-ipr-screen';
import { IprCasePage } from '@/features/portal/ipr/components/ipr-case-page';
import { paths } from '@/shared/config/paths';

function CreateIpr() {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) => <CreateIprCaseScreen intermediary={intermediary} ownName={ownName} />}
    </UserGate>
  );
}

function IprCase({ mode }: { mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  // A new key per case and mode: the page's forms start from the case they show.
  return <IprCasePage key={`ipr-${mode}-${caseId}`} id={caseId} mode={mode} />;
}

/** `…/create_ipr_case`, `…/edit_ipr_case/{id}`, `…/view_ipr_case/{id}` (spec §2). */
export default function Component({ screen }: { screen: 'create' | 'edit' | 'view' }) {
  return screen === 'create' ? <CreateIpr /> : <IprCase mode={screen} />;
}
