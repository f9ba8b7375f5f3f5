import type { PortalCase } from '@portal/contracts/portal-cases';
import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { fieldsCreateForm } from '@/shared/portal/fields-create-form';
import { useSavedToast } from '@/shared/portal/saved-toast';
import { useCreateMovementCase, useEditMovementCase, useMovementCase } from '../api/movement-case';
import { CertificateTab } from './certificate-tab';
import { LABELS } from './labels';
import { GoodsTab, InvoicesTab } from './lines-tab';

/** The records tab: the certificate (spec §2: goods and invoices are tabs of their own). */
function MovementRecords({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const saved = useSavedToast();
  return (
    <CertificateTab
      caseId={portalCase.id}
      caseNumber={portalCase.number}
      editable={editable}
      canRevoke={portalCase.allowedActions.includes('revoke_certificate')}
      onSaved={saved}
    />
  );
}

function MovementGoods({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const saved = useSavedToast();
  return <GoodsTab caseId={portalCase.id} editable={editable} onSaved={saved} />;
}

function MovementInvoices({ portalCase, editable }: { portalCase: PortalCase; editable: boolean }) {
  const saved = useSavedToast();
  return <InvoicesTab caseId={portalCase.id} editable={editable} onSaved={saved} />;
}

/**
 * `…/edit_movement_certificate_case/{id}` and `…/view_movement_certificate_case/{id}`: the certificate (`recordsTab=4`),
 * goods (5) and invoices (6) as tabs of the case screen.
 */
export const movementKind: CaseKindView = {
  caseType: 'MOVEMENT_CERTIFICATE',
  useCase: useMovementCase,
  useEditCase: useEditMovementCase,
  records: { label: (_portalCase, t) => t(...LABELS.tab), Content: MovementRecords },
  // Spec §2 "Movement certificate edit: tabs for case, outgoing and incoming documents, forum, goods, invoices".
  tabs: [
    { key: 'goods', label: (t) => t(...LABELS.goods), Content: MovementGoods },
    { key: 'invoices', label: (t) => t(...LABELS.invoices), Content: MovementInvoices },
  ],
};

/** `…/create_movement_certificate_case`: the wizard with the case's form; the certificate is filled on its page. */
export const movementCreation: CaseKindCreation = {
  caseType: 'MOVEMENT_CERTIFICATE',
  Form: fieldsCreateForm('MOVEMENT_CERTIFICATE', useCreateMovementCase, 'movement-case-form'),
  openRecords: true,
};
