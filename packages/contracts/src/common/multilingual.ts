import type { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './languages';

/** Normalizes a language code case-insensitively: gb means en, unknown or empty codes mean sq. */
export function normalizeLanguage(code: string | null | undefined): Language {
  const normalized = (code ?? '').trim().toLowerCase();
  if (normalized === 'gb') return 'en';
  return (LANGUAGES as readonly string[]).includes(normalized) ? (normalized as Language) : DEFAULT_LANGUAGE;
}

/** Key of a multilingual field: the field name plus the upper-case language code (`labelEN`). */
export function multilingualKey(field: string, lang: string): string {
  return `${field}${normalizeLanguage(lang).toUpperCase()}`;
}

/** Value of a multilingual field in a language, falling back to SQ, then EN, then SR, then ''. */
export function localized(record: Record<string, unknown>, field: string, lang: string): string {
  // LANGUAGES is ordered sq, en, sr: the fallback order of the spec.
  const candidates = [normalizeLanguage(lang), ...LANGUAGES];
  for (const language of candidates) {
    const value = record[multilingualKey(field, language)];
    if (typeof value === 'string' && value !== '') return value;
  }
  return '';
}

type LanguageSuffix = 'SQ' | 'EN' | 'SR';

/** The fields of a text kept in every language (`nameSQ`, `nameEN`, `nameSR`), each checked by `schema`. */
export function multilingualFields<F extends string, S extends z.ZodType>(
  field: F,
  schema: S,
): { [K in `${F}${LanguageSuffix}`]: S } {
  return Object.fromEntries(LANGUAGES.map((lang) => [multilingualKey(field, lang), schema])) as {
    [K in `${F}${LanguageSuffix}`]: S;
  };
}

/** A text written in every interface language (an issued document's description), keyed by language. */
export type TextInEveryLanguage = Record<Language, string>;

/** The text `build` writes for each interface language: `{ sq, en, sr }`. */
export function inEveryLanguage(build: (lang: Language) => string): TextInEveryLanguage {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, build(lang)])) as TextInEveryLanguage;
}

/**
 * The reader's language's text of one kept in every language, else the Albanian one (the spec's default), else
 * `fallback` (a text kept in one language only, e.g. written before the text was kept in every language).
 */
export function textInLanguage(
  texts: Partial<Record<Language, string>> | null | undefined,
  lang: Language,
  fallback: string | null,
): string | null {
  return texts?.[lang] || texts?.[DEFAULT_LANGUAGE] || fallback;
}

/**
 * The English and Serbian texts of a field whose Albanian text keeps the field's plain name (a lot's `description`
 * with `descriptionEN` and `descriptionSR`): the Albanian one is the spec's field and the one every language falls
 * back to.
 */
export function translationFields<F extends string, S extends z.ZodType>(
  field: F,
  schema: S,
): { [K in `${F}EN` | `${F}SR`]: S } {
  return { [`${field}EN`]: schema, [`${field}SR`]: schema } as { [K in `${F}EN` | `${F}SR`]: S };
}

/** The text of such a field in `lang`: its own translation, else the Albanian text under the plain name. */
export function translatedText<F extends string>(
  record: { [K in F]: string | null } & { [K in `${F}EN` | `${F}SR`]?: string | null },
  field: F,
  lang: Language,
): string {
  const own =
    lang === 'sq' ? null : (record as Record<string, string | null | undefined>)[`${field}${lang.toUpperCase()}`];
  return own || record[field] || '';
}
