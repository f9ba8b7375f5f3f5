import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserAction } from '@portal/contracts/user-admin';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { APPROVAL_LIST_RESOURCES, APPROVAL_RESOURCE } from './admin-get-approval';

/** What an action needs besides the account: the reason of reject and block, the days of disable. */
export type UserActionInput = {
  action: UserAction;
  user: Pick<AdminUser, 'id' | 'username'>;
  reason?: string;
  days?: number;
};

/** `POST /registered_users/{approve|reject|block|enable|disable|manually_resend_confirmation_urls}`. */
export function runUserAction({ action, user, reason, days }: UserActionInput): Promise<unknown> {
  const registeredUser = { id: user.id, username: user.username };
  switch (action) {
    case 'approve':
      return apiClient.post(apiPath('/registered_users/approve'), { json: { registeredUser } });
    case 'reject':
      return apiClient.post(apiPath('/registered_users/reject'), { json: { registeredUser, rejectReason: reason } });
    case 'block':
      return apiClient.post(apiPath('/registered_users/block'), { json: { registeredUser, blockReason: reason } });
    case 'enable':
      return apiClient.post(apiPath('/registered_users/enable'), { json: { username: user.username } });
    case 'disable':
      return apiClient.post(apiPath('/registered_users/disable'), { json: { username: user.username, days } });
    case 'resend_confirmation':
      return apiClient.post(apiPath('/registered_users/manually_resend_confirmation_urls'), {
        json: { username: user.username },
      });
  }
}

/**
 * Runs an action and refreshes every list and detail of accounts. 400 (a missing reason, days out of
 * range) is shown on the dialog's field; 409 and the rest by the global handler.
 */
export function useUserAction(options: { onSuccess?: (input: UserActionInput) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    meta: { handledStatuses: [400] },
    onSuccess: async (_answer, input) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all(APPROVAL_RESOURCE) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.all('users') }),
        ...Object.values(APPROVAL_LIST_RESOURCES).map((resource) =>
          queryClient.invalidateQueries({ queryKey: adminKeys.all(resource) }),
        ),
      ]);
      options.onSuccess?.(input);
    },
  });
}
