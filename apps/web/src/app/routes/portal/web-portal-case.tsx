import { generalKind } from '@/features/portal-cases/components/kind-case-page';
import { complaintKind } from '@/features/portal-complaint/components/complaint-kind';
import { KindCaseRoute } from './kind-routes';

/** `…/{edit|view}_{general|complaint}_case/{id}`: a case's edit or read-only page (spec §2). */
export default function Component({ kind, mode }: { kind: 'general' | 'complaint'; mode: 'edit' | 'view' }) {
  return <KindCaseRoute kind={kind === 'general' ? generalKind : complaintKind} mode={mode} />;
}
