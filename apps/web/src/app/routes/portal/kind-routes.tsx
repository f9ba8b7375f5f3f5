import { Navigate, useParams } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { CreateCaseScreen } from '@/features/portal-cases/components/create-case-screen';
import { KindCasePage } from '@/features/portal-cases/components/kind-case-page';
import type { CaseParts } from '@/features/portal-cases/components/case-screen';
import { UserGate } from '@/features/portal-cases/components/user-gate';
import { CaseDocuments } from '@/features/portal-documents/components/case-documents';
import { CaseForum } from '@/features/portal-forum/components/case-forum';
import { useCancelCase } from '@/features/portal-processing/api/cancel-case';
import { useRevokeRepresentation, useWithdrawCase } from '@/features/portal-processing/api/withdraw-case';
import { useSubmitCase } from '@/features/portal-processing/api/submit-case';
import { CaseTimeline } from '@/features/portal-processing/components/case-timeline';
import { OfficerActions } from '@/features/portal-processing/components/officer-actions';
import { paths } from '@/shared/config/paths';
import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';

/** The submit and cancel of a case: the processing feature's, for the case screens and the home list. */
export const caseSteps = { useSubmitCase, useCancelCase, useWithdrawCase, useRevokeRepresentation };

/** What every case screen shows beside its kind's parts: documents, forum, history, the officer's actions. */
const caseParts: CaseParts = {
  Documents: CaseDocuments,
  Forum: CaseForum,
  Timeline: CaseTimeline,
  OfficerActions,
  steps: caseSteps,
};

/** `…/edit_{kind}_case/{id}` and `…/view_{kind}_case/{id}` of a kind: its case page with every part handed in. */
export function KindCaseRoute({ kind, mode }: { kind: CaseKindView; mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  // A new key per case and mode: the page's forms start from the case they show.
  return (
    <KindCasePage key={`${kind.caseType}-${mode}-${caseId}`} id={caseId} mode={mode} kind={kind} parts={caseParts} />
  );
}

/** `…/create_{kind}_case`: the kind's wizard, once the signed-in user is read. */
export function KindCreateRoute({ creation }: { creation: CaseKindCreation }) {
  const { user, retry } = useSession();
  return (
    <UserGate user={user} retry={retry}>
      {({ intermediary, ownName }) => (
        <CreateCaseScreen intermediary={intermediary} ownName={ownName} creation={creation} />
      )}
    </UserGate>
  );
}
