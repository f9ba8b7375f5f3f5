import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import { LANGUAGES } from '../common/languages';

/**
 * Translation keys are flat and mostly dotted (`login.error`), but the spec also uses texts as
 * keys ('Invalid Date Format'): any single line without surrounding spaces.
 */
// eslint-disable-next-line no-control-regex
export const TRANSLATION_KEY_PATTERN = /^[^\s\u0000-\u001f](?:[^\u0000-\u001f]*[^\s\u0000-\u001f])?$/;

const value = textSchema().max(4000).nullable().optional();

export const translationInputSchema = z.object({
  id: idSchema.optional(),
  key: textSchema().trim().min(1).max(200).regex(TRANSLATION_KEY_PATTERN, 'validation.invalid_format'),
  valueSQ: value,
  valueEN: value,
  valueSR: value,
});
export type TranslationInput = z.infer<typeof translationInputSchema>;

export const translationSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  valueSQ: z.string().nullable(),
  valueEN: z.string().nullable(),
  valueSR: z.string().nullable(),
  updatedAt: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const languageRowSchema = z.object({
  id: z.number().int(),
  code: z.enum(LANGUAGES),
  name: z.string(),
  active: z.boolean(),
  weight: z.number().int(),
  fieldProperties: z.record(z.string(), z.object({ disabled: z.boolean() })),
});
export type LanguageRow = z.infer<typeof languageRowSchema>;

export const languageInputSchema = z.object({
  id: idSchema.optional(),
  code: textSchema().trim().toLowerCase().pipe(z.enum(LANGUAGES, 'language.unsupported')),
  name: textSchema().trim().min(1).max(100),
  active: z.boolean().default(true),
  weight: z.number().int().min(0).max(1000).default(0),
});
export type LanguageInput = z.infer<typeof languageInputSchema>;

/** A language file for export and import: key → text. */
export const translationFileSchema = z.record(
  textSchema().max(200).regex(TRANSLATION_KEY_PATTERN, 'validation.invalid_format'),
  textSchema().max(4000),
);

/**
 * `GET /error_keys`, for integrators: every message key an error answer of the API carries (`_error`, and a field's
 * message on a 400) with its text in each language (null where a language has none).
 */
export const errorKeySchema = z.object({
  key: z.string(),
  sq: z.string().nullable(),
  en: z.string().nullable(),
  sr: z.string().nullable(),
});
export const errorKeysSchema = z.array(errorKeySchema);
export type ErrorKeyText = z.infer<typeof errorKeySchema>;
