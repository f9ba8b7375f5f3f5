import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { NoticePreferences } from '@portal/contracts/notifications';
import { apiClient } from '@/shared/api/client';
import type { PreferenceRow } from './get-preferences';
import { noticeKeys } from './keys';

/** `POST /notifications/preferences`: answers every kind as stored (a legal kind's mail stays on). */
export const savePreferences = (input: NoticePreferences) =>
  apiClient.post<PreferenceRow[]>(apiPath('/notifications/preferences'), { json: input });

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (rows) => queryClient.setQueryData(noticeKeys.preferences, rows),
  });
}
