import { Navigate, useParams } from 'react-router';
import { ComplaintCasePage, GeneralCasePage } from '@/features/portal/cases/components/case-pages';
import { paths } from '@/shared/config/paths';

/** `…/{edit|view}_{general|complaint}_case/{id}`: a case's edit or read-only page (spec §2). */
export default function Component({ kind, mode }: { kind: 'general' | 'complaint'; mode: 'edit' | 'view' }) {
  const { id } = useParams();
  const caseId = Number(id);
  if (!Number.isInteger(caseId) || caseId <= 0) return <Navigate to={paths.portalHome} replace />;
  const Page = kind === 'general' ? GeneralCasePage : ComplaintCasePage;
  // A new key per case and mode: the page's forms start from the case they show.
  return <Page key={`${kind}-${mode}-${caseId}`} id={caseId} mode={mode} />;
}
