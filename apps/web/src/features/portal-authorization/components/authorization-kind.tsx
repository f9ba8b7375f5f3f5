import type { CaseKindCreation, CaseKindView } from '@/shared/portal/case-kind-view';
import { useEditAuthorizationCase } from '../api/edit-authorization-case';
import { useAuthorizationCase } from '../api/get-authorization-case';
import { AuthorizationCreateForm } from './authorization-create-form';
import { AuthorizationRecords } from './authorization-records';
import { LABELS } from './labels';

/**
 * `…/edit_authorization_case/{id}` and `…/view_authorization_case/{id}`: the case frame with the authorization (or
 * licence) and its goods by tariff code as the records tab; read-only in the view.
 */
export const authorizationKind: CaseKindView = {
  caseType: 'AUTHORIZATION',
  useCase: useAuthorizationCase,
  useEditCase: useEditAuthorizationCase,
  records: {
    label: (portalCase, t) => t(...(portalCase.licence ? LABELS.licence : LABELS.authorization)),
    Content: AuthorizationRecords,
  },
};

/** `…/create_authorization_case`: the wizard with the authorization's form; the records are filled on the edit page. */
export const authorizationCreation: CaseKindCreation = { caseType: 'AUTHORIZATION', Form: AuthorizationCreateForm };
