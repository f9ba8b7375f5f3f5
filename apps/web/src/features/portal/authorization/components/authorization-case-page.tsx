import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  CaseQueryState,
  caseTab,
  useSavedToast,
  useViewInstead,
  type CasePageProps,
} from '@/features/portal/cases/components/case-pages';
import { CaseScreen } from '@/features/portal/cases/components/case-screen';
import { useEditAuthorizationCase } from '../api/edit-authorization-case';
import { useAuthorizationCase } from '../api/get-authorization-case';
import { AuthorizationRecords } from './authorization-records';
import { LABELS } from './labels';

/**
 * `…/edit_authorization_case/{id}` and `…/view_authorization_case/{id}`: the case frame with the authorization (or
 * licence) and its goods by tariff code as the records tab; read-only in the view.
 */
export function AuthorizationCasePage({ id, mode }: CasePageProps) {
  const { t } = useTranslation();
  const query = useAuthorizationCase(id);
  const saved = useSavedToast();
  const edit = useEditAuthorizationCase({ onSuccess: saved });
  const portalCase = query.data;
  const redirect = useViewInstead(portalCase, mode);
  if (!portalCase) return <CaseQueryState query={query} />;
  if (redirect) return <Navigate to={redirect} replace />;
  const editable = mode === 'edit' && portalCase.allowedActions.includes('edit');
  return (
    <CaseScreen
      portalCase={portalCase}
      mode={mode}
      caseTab={caseTab(
        portalCase,
        mode,
        'AUTHORIZATION',
        (values) => edit.mutateAsync({ id, ...values }),
        t('portal.save', 'Save'),
      )}
      records={{
        label: t(...(portalCase.licence ? LABELS.licence : LABELS.authorization)),
        content: () => <AuthorizationRecords portalCase={portalCase} editable={editable} />,
      }}
    />
  );
}
