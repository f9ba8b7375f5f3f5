import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { BtiCasePage, CreateBtiCaseScreen } from '@/features/portal/bti/components/bti-case-page';
import { UserGate } from '@/features/portal/cases/components/user-gate';
import { paths } from '@/shared/config/paths';

/** `…/create_bti_case`, `…/edit_bti_case/{id}` and `…/view_bti_case/{id}` (spec §2). */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' }) {
  return mode === 'create' ? <CreateBti /> : <BtiCase mode={mode} />;
}

function CreateBti() {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) => <CreateBtiCaseScreen intermediary={intermediary} ownName={ownName} />}
    </UserGate>
  );
}

function BtiCase({ mode }: { mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  // A new key per case and mode: the page's forms start from the case they show.
  return <BtiCasePage key={`bti-${mode}-${caseId}`} id={caseId} mode={mode} />;
}
