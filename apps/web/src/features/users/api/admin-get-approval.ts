import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApprovalDetail } from '@portal/contracts/user-admin';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';

/** The resource whose queries every account change refreshes (lists, details, logs). */
export const APPROVAL_RESOURCE = 'registered_users';

/** The admin kit's list resources of the two approval screens (`GET /{resource}/paged`). */
export const APPROVAL_LIST_RESOURCES = {
  companies: 'registered_users/companies_for_approval',
  individuals: 'registered_users/individuals_for_approval',
} as const;

/** `GET /registered_users/{id}`: the account, its company or individual, allowed actions and latest log. */
export const getApproval = (id: number, signal?: AbortSignal) =>
  apiClient.get<ApprovalDetail>(apiPath('/registered_users/{id}', { id }), { signal });

export const approvalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminKeys.record(APPROVAL_RESOURCE, id),
    queryFn: ({ signal }) => getApproval(id, signal),
    // The drawer shows a missing record itself.
    meta: { handledStatuses: [404] },
  });

export const useApproval = (id: number) => useQuery(approvalQueryOptions(id));
