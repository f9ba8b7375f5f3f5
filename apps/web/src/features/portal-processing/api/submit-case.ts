import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { localized } from '@portal/contracts/multilingual';
import { CASE_ERROR, type CaseType, type PortalCase } from '@portal/contracts/portal-cases';
import { missingDocumentsAnswerSchema } from '@portal/contracts/portal-processing';
import { isApiError } from '@/shared/api/api-error';
import { apiClient } from '@/shared/api/client';
import { i18next } from '@/shared/i18n/i18n';
import { notify } from '@/shared/ui/notifications';
import { refreshAfterStep } from './refresh-case';

/** The submit call of each kind the portal files now (the other kinds add theirs here). */
const SUBMIT_PATHS = {
  GENERAL: '/general_cases/submit_general_case',
  COMPLAINT: '/complaint_cases/submit_complaint_case',
  MOVEMENT_CERTIFICATE: '/movement_certificate_cases/submit_movement_certificate_case',
  AUTHORIZATION: '/authorization_cases/submit_authorization_case',
  IPR: '/ipr_cases/submit_ipr_case',
  BTI: '/bti_cases/submit_bti_case',
} as const satisfies Partial<Record<CaseType, ApiPathTemplate>>;
type SubmitPath = (typeof SUBMIT_PATHS)[keyof typeof SUBMIT_PATHS];
const submitPathOf = (type: CaseType) => (SUBMIT_PATHS as Partial<Record<CaseType, SubmitPath>>)[type];

/** `POST {kind}_cases/submit_{kind}_case` with `{ id }` (spec §7). */
export function submitCase(portalCase: Pick<PortalCase, 'id' | 'caseType'>): Promise<PortalCase> {
  const path = submitPathOf(portalCase.caseType);
  if (!path) return Promise.reject(new Error(`no submit for ${portalCase.caseType}`));
  return apiClient.post<PortalCase>(apiPath(path), { json: { id: portalCase.id } });
}

/**
 * "Add the required documents before submitting: Request, Power of attorney." in the user's language, from the
 * server's 409 (its `missingTypes`, else the codes); null for any other refusal.
 */
export function missingDocumentsMessage(error: unknown, lang: string): string | null {
  if (!isApiError(error) || error.status !== 409 || error.key !== CASE_ERROR.missingDocuments) return null;
  const answer = missingDocumentsAnswerSchema.safeParse(error.body);
  const names = answer.success
    ? (answer.data.missingTypes?.map((type) => localized(type, 'label', lang)) ?? answer.data.missing)
    : [];
  const intro = i18next.t('portal.processing.missing_documents', {
    defaultValue: 'Add the required documents before submitting:',
  });
  return names.length > 0 ? `${intro} ${names.join(', ')}.` : intro;
}

/**
 * Submits a case of its kind; the caller says "saved" and moves on. A missing required document is said here,
 * naming the documents; every other refusal goes to the global handler.
 */
export function useSubmitCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ portalCase }: { portalCase: PortalCase }) => submitCase(portalCase),
    meta: { handledStatuses: [409] },
    onError: (error) => {
      const missing = missingDocumentsMessage(error, i18next.language);
      const key = isApiError(error) ? error.key : undefined;
      notify.error({
        title: i18next.t('error', { defaultValue: 'Error' }),
        description: missing ?? (key ? i18next.t(key, { defaultValue: key }) : undefined),
      });
    },
    onSettled: (_data, _error, { portalCase }) => refreshAfterStep(queryClient, portalCase),
  });
}
