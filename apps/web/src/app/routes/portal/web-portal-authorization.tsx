import {
  authorizationCreation,
  authorizationKind,
} from '@/features/portal-authorization/components/authorization-kind';
import { KindCaseRoute, KindCreateRoute } from './kind-routes';

/** `…/create_authorization_case`, `…/edit_authorization_case/{id}`, `…/view_authorization_case/{id}` (spec §2). */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' }) {
  return mode === 'create' ? (
    <KindCreateRoute creation={authorizationCreation} />
  ) : (
    <KindCaseRoute kind={authorizationKind} mode={mode} />
  );
}
