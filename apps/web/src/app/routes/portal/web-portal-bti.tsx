import { btiCreation, btiKind } from '@/features/portal-bti/components/bti-kind';
import { KindCaseRoute, KindCreateRoute } from './kind-routes';

/** `…/create_bti_case`, `…/edit_bti_case/{id}` and `…/view_bti_case/{id}` (spec §2). */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' }) {
  return mode === 'create' ? <KindCreateRoute creation={btiCreation} /> : <KindCaseRoute kind={btiKind} mode={mode} />;
}
