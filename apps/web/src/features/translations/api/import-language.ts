import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/languages';
import { apiPath } from '@portal/contracts/api-paths';
import { adminKeys } from '@/shared/admin-kit/api/keys';
import { apiClient } from '@/shared/api/client';
import { interfaceTextsRootKey } from './get-interface-texts';

export type LanguageImportResult = { saved: number; unchanged: number };

/** `POST /languages/{lang}/import`: texts that differ from the static file become overrides. */
export const importLanguage = (lang: Language, texts: Record<string, string>) =>
  apiClient.post<LanguageImportResult>(apiPath('/languages/{lang}/import', { lang }), { json: texts });

export function useImportLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lang, texts }: { lang: Language; texts: Record<string, string> }) => importLanguage(lang, texts),
    // A file the server refuses is said in the dialog, next to the file.
    meta: { handledStatuses: [400] },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all('translations') }),
        queryClient.invalidateQueries({ queryKey: interfaceTextsRootKey }),
      ]);
    },
  });
}
