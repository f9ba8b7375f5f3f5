import { iprCreation, iprKind } from '@/features/portal-ipr/components/ipr-kind';
import { KindCaseRoute, KindCreateRoute } from './kind-routes';

/** `…/create_ipr_case`, `…/edit_ipr_case/{id}`, `…/view_ipr_case/{id}` (spec §2). */
export default function Component({ screen }: { screen: 'create' | 'edit' | 'view' }) {
  return screen === 'create' ? (
    <KindCreateRoute creation={iprCreation} />
  ) : (
    <KindCaseRoute kind={iprKind} mode={screen} />
  );
}
