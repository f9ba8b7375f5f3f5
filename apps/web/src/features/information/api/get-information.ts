import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HelpContent, InformationHtml } from '@portal/contracts/information';
import type { Language } from '@portal/contracts/languages';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';

export const informationQueryOptions = (url: string) =>
  queryOptions({
    queryKey: ['information_pages', 'content', url],
    queryFn: () =>
      apiClient.get<InformationHtml>(apiPath('/information_pages/content'), { query: { url }, auth: false }),
  });

/** An information page (`/user_info/terms_en`) as HTML the server rendered and sanitised. */
export const useInformationPage = (url: string) => useQuery(informationQueryOptions(url));

export const helpQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: ['information_pages', 'help', lang],
    queryFn: () => apiClient.get<HelpContent>(apiPath('/information_pages/help'), { query: { lang }, auth: false }),
  });

/** The help tabs' texts in a language. */
export const useHelpContent = (lang: Language) => useQuery(helpQueryOptions(lang));
