import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Translation } from '@portal/contracts/translations';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

/** `GET /translations/by_key?key=`: the override of a key, or null when the static text applies. */
export const getTranslationByKey = (key: string, signal?: AbortSignal) =>
  apiClient.get<Translation | null>(apiPath('/translations/by_key'), { query: { key }, signal });

export const translationByKeyQueryOptions = (key: string) =>
  queryOptions({
    // Outside the resource's keys: a save does not refetch it while the dialog that asked is closing.
    queryKey: ['translation-by-key', key],
    queryFn: ({ signal }) => getTranslationByKey(key, signal),
    // A half-typed key the server refuses is simply not looked up.
    meta: { handledStatuses: [400] },
  });

export const useTranslationByKey = (key: string, enabled: boolean) =>
  useQuery({ ...translationByKeyQueryOptions(key), enabled });
