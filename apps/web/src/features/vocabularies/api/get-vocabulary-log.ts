import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '@portal/contracts/paging';
import type { VocabularyLogEntry, VocabularyType } from '@portal/contracts/vocabularies';
import { apiPath, type ApiPathTemplate } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

type VocabularyLogPath = `/${VocabularyType}/log`;
// Every type's log is in the API path registry (a type added without one fails here).
const registered: VocabularyLogPath extends ApiPathTemplate ? true : never = true;
void registered;

const logPath = (type: VocabularyType): VocabularyLogPath => `/${type}/log`;

/** `GET /{type}/log?id=`: the audit log of one record, newest first. */
export const getVocabularyLog = (type: VocabularyType, id: number, page: number, count: number, signal?: AbortSignal) =>
  apiClient.get<Paged<VocabularyLogEntry>>(apiPath(logPath(type)), { query: { id, page, count }, signal });

export const vocabularyLogQueryOptions = (type: VocabularyType, id: number, page: number, count: number) =>
  queryOptions({
    // Under the type's key: saving a record (which invalidates the type) refreshes its log too.
    queryKey: [type, 'log', id, page, count] as const,
    queryFn: ({ signal }) => getVocabularyLog(type, id, page, count, signal),
    placeholderData: keepPreviousData,
  });
