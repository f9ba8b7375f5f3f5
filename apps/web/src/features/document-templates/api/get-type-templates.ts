import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TemplateVocabularyType, VocabularyOption } from '@portal/contracts/vocabularies';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export type TypeWithTemplate = VocabularyOption<TemplateVocabularyType>;

const ACTIVE_PATHS = {
  portal_authorization_types: apiPath('/portal_authorization_types/active'),
  portal_goods_types: apiPath('/portal_goods_types/active'),
} as const satisfies Record<TemplateVocabularyType, string>;

/** `GET /{type}/active` of authorization or goods types: the active ones, each with its template file or null. */
export const getTypeTemplates = (type: TemplateVocabularyType) =>
  apiClient.get<TypeWithTemplate[]>(ACTIVE_PATHS[type], { auth: false });

export const typeTemplatesQueryOptions = (type: TemplateVocabularyType) =>
  queryOptions({
    // Under the type's key (as the admin kit's lists): a change on the admin screen refreshes it.
    queryKey: [type, 'templates'] as const,
    queryFn: () => getTypeTemplates(type),
    staleTime: 5 * 60_000,
  });

/** The active authorization or goods types with their template files, for everyone. */
export const useTypeTemplates = (type: TemplateVocabularyType) => useQuery(typeTemplatesQueryOptions(type));
