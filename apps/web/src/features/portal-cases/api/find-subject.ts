import { useMutation } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { CompanyLookup, IndividualLookup } from '@portal/contracts/portal-cases';
import { apiClient } from '@/shared/api/client';

/** `GET /registered_users/find_individual_from_personal_number` (spec §7; intermediaries). */
export function findIndividual(personalNumber: string): Promise<IndividualLookup> {
  return apiClient.get<IndividualLookup>(apiPath('/registered_users/find_individual_from_personal_number'), {
    query: { personalNumber },
  });
}

/** `GET /registered_users/find_company_from_unique_number` (spec §7; intermediaries). */
export function findCompany(companyUniqueNumber: string): Promise<CompanyLookup> {
  return apiClient.get<CompanyLookup>(apiPath('/registered_users/find_company_from_unique_number'), {
    query: { companyUniqueNumber },
  });
}

/** A search the user starts (a button), so a mutation: its result is the wizard's, not a cached list. */
export function useFindIndividual() {
  return useMutation({ mutationFn: findIndividual, meta: { handledStatuses: [400] } });
}

export function useFindCompany() {
  return useMutation({ mutationFn: findCompany, meta: { handledStatuses: [400] } });
}
