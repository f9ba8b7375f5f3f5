import { useMutation } from '@tanstack/react-query';
import type { Company, Individual } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import type { CaseCompanyInput, CaseIndividualInput } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';

/** `POST /complaint_cases/individuals` (spec §7): records an individual not on file; one on file is answered. */
export function saveCaseIndividual(input: CaseIndividualInput): Promise<Individual> {
  return apiClient.post<Individual>(apiPath('/complaint_cases/individuals'), { json: input });
}

/** `POST /complaint_cases/companies` (spec §7): records a company not on file; one on file is answered. */
export function saveCaseCompany(input: CaseCompanyInput): Promise<Company> {
  return apiClient.post<Company>(apiPath('/complaint_cases/companies'), { json: input });
}

export function useSaveCaseIndividual(options: { onSuccess?: (saved: Individual) => void } = {}) {
  return useMutation({
    mutationFn: saveCaseIndividual,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}

export function useSaveCaseCompany(options: { onSuccess?: (saved: Company) => void } = {}) {
  return useMutation({
    mutationFn: saveCaseCompany,
    meta: { handledStatuses: [400] },
    onSuccess: (saved) => options.onSuccess?.(saved),
  });
}
