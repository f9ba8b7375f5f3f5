import { useMutation } from '@tanstack/react-query';
import type { CheckCompanyResult, CheckIndividualResult } from '@portal/contracts';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/**
 * Whether a person with this personal number may register, and the record on file to prefill: only for staff and
 * the intermediary who entered it, so the session's token goes with it when there is one.
 */
export const checkPersonalNumber = (personalNumber: string) =>
  apiClient.get<CheckIndividualResult>(apiPath('/registered_users/check_personal_number'), {
    query: { personalNumber },
  });

/** Whether a company with this unique number may register, and the record on file to prefill (as above). */
export const checkCompanyUniqueNumber = (companyUniqueNumber: string) =>
  apiClient.get<CheckCompanyResult>(apiPath('/registered_users/check_company_unique_number'), {
    query: { companyUniqueNumber },
  });

/** Either check's answer: may the record be registered, and the record on file if there is one. */
export type NumberCheck = { allowCreate: boolean; record: Record<string, unknown> | null };

const checkNumber = async (record: 'individual' | 'company', number: string): Promise<NumberCheck> => {
  if (record === 'individual') {
    const answer = await checkPersonalNumber(number);
    return { allowCreate: answer.allowCreate, record: answer.individual };
  }
  const answer = await checkCompanyUniqueNumber(number);
  return { allowCreate: answer.allowCreate, record: answer.company };
};

/**
 * The check made when the number field is left. A malformed number is said on the field by its
 * own rule; a failed check leaves the decision to the server at submit.
 */
export const useCheckNumber = (record: 'individual' | 'company') =>
  useMutation({ mutationFn: (number: string) => checkNumber(record, number), meta: { handledStatuses: [400] } });
