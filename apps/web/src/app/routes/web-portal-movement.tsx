import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { UserGate } from '@/features/portal/cases/components/user-gate';
import { CertificateDisplay } from '@/features/portal/movement/components/certificate-display';
import { CreateMovementCaseScreen, MovementCasePage } from '@/features/portal/movement/components/movement-case-page';
import { paths } from '@/shared/config/paths';

/**
 * `…/create_movement_certificate_case`, `…/edit_movement_certificate_case/{id}`, `…/view_movement_certificate_case/{id}`
 * and the public `/web_portal/movement_certificate_display` (spec §2).
 */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' | 'display' }) {
  if (mode === 'display') return <CertificateDisplay />;
  return mode === 'create' ? <CreateMovement /> : <MovementCase mode={mode} />;
}

function CreateMovement() {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) => <CreateMovementCaseScreen intermediary={intermediary} ownName={ownName} />}
    </UserGate>
  );
}

function MovementCase({ mode }: { mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  return <MovementCasePage key={`movement-${mode}-${caseId}`} id={caseId} mode={mode} />;
}
