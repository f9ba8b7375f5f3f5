import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@portal/contracts';
import type { UpdateUserData } from '@portal/contracts/profile';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** The signed-in user's own e-mail, phone and language; answers the user as it now stands. */
export const updateUserData = (body: UpdateUserData) =>
  apiClient.post<CurrentUser>(apiPath('/user/update_data'), { json: body });

// Field messages (the e-mail taken) go on the form.
export const useUpdateUserData = () => useMutation({ mutationFn: updateUserData, meta: { handledStatuses: [400] } });
