import { translationFileSchema } from '@portal/contracts/translations';

/** What `POST /languages/{lang}/import` takes at most (its body limit and key count). */
export const LANGUAGE_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const LANGUAGE_FILE_MAX_KEYS = 10_000;

export type LanguageFileResult =
  { ok: true; texts: Record<string, string>; count: number } | { ok: false; error: string; detail?: string };

/**
 * Reads a language file in the browser before it is sent: JSON, one object of key → text, the
 * keys and texts as the server takes them. Errors are translation keys (with the offending key).
 */
export function readLanguageFile(content: string): LanguageFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, error: 'translation.file_not_json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, error: 'translation.file_not_object' };
  }
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (entries.length === 0) return { ok: false, error: 'translation.file_empty' };
  if (entries.length > LANGUAGE_FILE_MAX_KEYS) return { ok: false, error: 'translation.file_too_many_keys' };
  const notText = entries.find(([, value]) => typeof value !== 'string');
  if (notText) return { ok: false, error: 'translation.file_not_text', detail: notText[0] };
  const checked = translationFileSchema.safeParse(parsed);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    return { ok: false, error: 'translation.file_invalid_entry', detail: String(issue?.path[0] ?? '') };
  }
  return { ok: true, texts: checked.data, count: entries.length };
}
