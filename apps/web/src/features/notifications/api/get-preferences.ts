import { useQuery } from '@tanstack/react-query';
import { apiPath } from '@portal/contracts/api-paths';
import type { NoticeChannel, NoticeKind } from '@portal/contracts/notifications';
import { apiClient } from '@/shared/api/client';
import { noticeKeys } from './keys';

export type PreferenceRow = { kind: NoticeKind; channel: NoticeChannel; legal: boolean };

/** `GET /notifications/preferences`: every kind with its channel and whether its mail is forced. */
export const getPreferences = (signal?: AbortSignal) =>
  apiClient.get<PreferenceRow[]>(apiPath('/notifications/preferences'), { signal });

export const usePreferences = () =>
  useQuery({ queryKey: noticeKeys.preferences, queryFn: ({ signal }) => getPreferences(signal) });
