import { z } from 'zod';
import type { Language } from '../common/languages';
import { translatedText, translationFields } from '../common/multilingual';

/**
 * The texts of lots and their goods kept per language (docs/adr/0093): a lot's description, a product's location and
 * a measurement unit's symbol are written in Albanian under the spec's field name, with optional English and Serbian
 * texts (`descriptionEN`, `descriptionSR`) that fall back to the Albanian one when empty.
 */
export const LOT_DESCRIPTION_MAX = 4000;

/** A lot's description in English and Serbian as its reads carry them (null: the Albanian one is shown). */
export const lotDescriptionTranslations = translationFields('description', z.string().nullable());

/** A lot's description in the reader's language (the Albanian one where it has none). */
export function lotDescription(
  lot: { description: string; descriptionEN?: string | null; descriptionSR?: string | null },
  lang: Language,
): string {
  return translatedText(lot, 'description', lang);
}
