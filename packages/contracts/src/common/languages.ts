/** Interface languages (spec §1: Albanian by default). Kept free of zod so the first page load stays small. */
export const LANGUAGES = ['sq', 'en', 'sr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sq';
