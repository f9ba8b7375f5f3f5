import { queryOptions, useQueries } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '@portal/contracts/languages';

export const interfaceTextsRootKey = ['interface-texts'] as const;

/**
 * `GET /i18n/{lang}.json`: the texts the interface shows in a language, i.e. the static file
 * merged with the saved overrides (the server has no call for the static file alone).
 */
export async function getInterfaceTexts(lang: Language, signal?: AbortSignal): Promise<Record<string, string>> {
  const response = await fetch(`/i18n/${lang}.json`, { headers: { Accept: 'application/json' }, signal });
  if (!response.ok) throw new Error(`/i18n/${lang}.json: HTTP ${response.status}`);
  return (await response.json()) as Record<string, string>;
}

export const interfaceTextsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: [...interfaceTextsRootKey, lang],
    queryFn: ({ signal }) => getInterfaceTexts(lang, signal),
    staleTime: 60_000,
  });

/** The shown texts of every language: `texts.en['login.submit']`, and every key of any language. */
export function useInterfaceTexts() {
  return useQueries({
    queries: LANGUAGES.map((lang) => interfaceTextsQueryOptions(lang)),
    combine: (results) => {
      const texts = Object.fromEntries(LANGUAGES.map((lang, i) => [lang, results[i].data ?? {}])) as Record<
        Language,
        Record<string, string>
      >;
      return {
        texts,
        loading: results.some((r) => r.isLoading),
        failed: results.some((r) => r.isError),
      };
    },
  });
}
