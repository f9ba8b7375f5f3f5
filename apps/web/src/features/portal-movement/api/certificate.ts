import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type {
  EditMovementCertificate,
  LoadDeclarationAnswer,
  LoadDeclarationData,
  MovementCertificate,
  MovementDisplay,
  RevokeCertificate,
} from '@portal/contracts/portal-movement';
import { apiClient } from '@/shared/api/client';
import { processingKeys } from '@/shared/portal/query-keys';
import { movementKeys } from './keys';

/** `GET /movement_certificates/by_movement_certificate_case_id/{id}`. */
export function getCertificate(caseId: number, signal?: AbortSignal): Promise<MovementCertificate | null> {
  return apiClient.get<MovementCertificate | null>(
    apiPath('/movement_certificates/by_movement_certificate_case_id/{id}', { id: caseId }),
    { signal },
  );
}

export const certificateQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: movementKeys.certificate(caseId), queryFn: ({ signal }) => getCertificate(caseId, signal) });

export const useCertificate = (caseId: number) => useQuery(certificateQueryOptions(caseId));

/** `POST /movement_certificates/edit_movement_certificate`. */
export function editCertificate(input: EditMovementCertificate): Promise<MovementCertificate> {
  return apiClient.post<MovementCertificate>(apiPath('/movement_certificates/edit_movement_certificate'), {
    json: input,
  });
}

export function useEditCertificate(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editCertificate,
    onSuccess: (saved) => {
      queryClient.setQueryData(movementKeys.certificate(caseId), saved);
      options.onSuccess?.();
    },
  });
}

/** `POST /movement_certificate_cases/load_customs_declaration_data`: fills the certificate and goods. */
export function loadDeclarationData(input: LoadDeclarationData): Promise<LoadDeclarationAnswer> {
  return apiClient.post<LoadDeclarationAnswer>(apiPath('/movement_certificate_cases/load_customs_declaration_data'), {
    json: input,
  });
}

export function useLoadDeclarationData(caseId: number, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadDeclarationData,
    onSuccess: (answer) => {
      queryClient.setQueryData(movementKeys.certificate(caseId), answer.movementCertificate);
      queryClient.setQueryData(movementKeys.goods(caseId), answer.goods);
      options.onSuccess?.();
    },
  });
}

/** `GET /movement_certificates/movement_certificate_display/{urlNumber}` (public). */
export function getCertificateDisplay(
  urlNumber: string,
  token: string,
  signal?: AbortSignal,
): Promise<MovementDisplay> {
  const path = apiPath('/movement_certificates/movement_certificate_display/{urlNumber}', { urlNumber });
  // The QR code's verification token: only with it is a revoked certificate told apart from an unknown one.
  return apiClient.get<MovementDisplay>(token ? `${path}?token=${encodeURIComponent(token)}` : path, { signal });
}

export const useCertificateDisplay = (urlNumber: string, token = '') =>
  useQuery({
    queryKey: movementKeys.display(urlNumber, token),
    queryFn: ({ signal }) => getCertificateDisplay(urlNumber, token, signal),
    enabled: urlNumber !== '',
    retry: false,
    meta: { handledStatuses: [404] },
  });

/** `POST /movement_certificates/revoke_movement_certificate` (officers): the certificate, revoked. */
export function revokeCertificate(input: RevokeCertificate): Promise<MovementCertificate> {
  return apiClient.post<MovementCertificate>(apiPath('/movement_certificates/revoke_movement_certificate'), {
    json: input,
  });
}

export function useRevokeCertificate(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: (revoked) => {
      queryClient.setQueryData(movementKeys.certificate(caseId), revoked);
      // The case's timeline has the revocation now.
      void queryClient.invalidateQueries({ queryKey: processingKeys.timeline(caseId) });
    },
  });
}
