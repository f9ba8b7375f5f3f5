import { useMutation } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/languages';
import { apiPath } from '@portal/contracts/api-paths';
import { apiClient } from '@/shared/api/client';
import { saveFile } from '@/shared/lib/save-file';

/** `GET /languages/{lang}/export`: every key with the text shown now, saved as `{lang}.json`. */
export async function exportLanguage(lang: Language): Promise<void> {
  const texts = await apiClient.get<Record<string, string>>(apiPath('/languages/{lang}/export', { lang }));
  saveFile(`${JSON.stringify(texts, null, 2)}\n`, `${lang}.json`, 'application/json;charset=utf-8');
}

export const useExportLanguage = () => useMutation({ mutationFn: exportLanguage });
