import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  BlockCompanyUser,
  CompanyUser,
  CompanyUserRef,
  CreateCompanyUser,
  DisableCompanyUser,
} from '@portal/contracts/companies';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';

/** The list resource: `GET /registered_users/company_users/paged` (the admin kit's list screen). */
export const COMPANY_USERS_RESOURCE = 'registered_users/company_users';

export function createCompanyUser(input: CreateCompanyUser): Promise<CompanyUser> {
  return apiClient.post<CompanyUser>(apiPath('/registered_users/create_company_user'), { json: input });
}

export type CompanyUserChange =
  | { action: 'deactivate'; body: CompanyUserRef }
  | { action: 'enable'; body: CompanyUserRef }
  | { action: 'disable'; body: DisableCompanyUser }
  | { action: 'block'; body: BlockCompanyUser };

const CHANGE_PATHS = {
  deactivate: '/registered_users/deactivate_company_user',
  enable: '/registered_users/enable_company_user',
  disable: '/registered_users/disable_company_user',
  block: '/registered_users/block_company_user',
} as const satisfies Record<CompanyUserChange['action'], ApiPathTemplate>;

/** `POST /registered_users/{deactivate|enable|disable|block}_company_user`. */
export function changeCompanyUser(change: CompanyUserChange): Promise<CompanyUser> {
  return apiClient.post<CompanyUser>(apiPath(CHANGE_PATHS[change.action]), { json: change.body });
}

function useRefreshList() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.all(COMPANY_USERS_RESOURCE) });
}

export function useCreateCompanyUser(options: { onSuccess?: (user: CompanyUser) => void } = {}) {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: createCompanyUser,
    // Field errors (400) are shown on the form.
    meta: { handledStatuses: [400] },
    onSuccess: async (user) => {
      await refresh();
      options.onSuccess?.(user);
    },
  });
}

export function useChangeCompanyUser(
  options: { onSuccess?: (user: CompanyUser, change: CompanyUserChange) => void } = {},
) {
  const refresh = useRefreshList();
  return useMutation({
    mutationFn: changeCompanyUser,
    meta: { handledStatuses: [400] },
    onSuccess: async (user, change) => {
      await refresh();
      options.onSuccess?.(user, change);
    },
    // A refused change (409: the status changed meanwhile) is shown by the global handler; the list is reloaded.
    onError: () => void refresh(),
  });
}
