import { AccountLinkNotices } from '@/features/auth/components/account-link-notices';
import { CertificateDisplay } from '@/features/portal-movement/components/certificate-display';
import { movementCreation, movementKind } from '@/features/portal-movement/components/movement-kind';
import { KindCaseRoute, KindCreateRoute } from './kind-routes';

/**
 * `…/create_movement_certificate_case`, `…/edit_movement_certificate_case/{id}`, `…/view_movement_certificate_case/{id}`
 * and the public `/web_portal/movement_certificate_display` (spec §2).
 */
export default function Component({ mode }: { mode: 'create' | 'edit' | 'view' | 'display' }) {
  if (mode === 'display') {
    // Its address, like the login page's, may carry an account confirmation `code` and `error`/`info` keys.
    return (
      <>
        <AccountLinkNotices />
        <CertificateDisplay />
      </>
    );
  }
  return mode === 'create' ? (
    <KindCreateRoute creation={movementCreation} />
  ) : (
    <KindCaseRoute kind={movementKind} mode={mode} />
  );
}
