import { LANGUAGES, type Language } from '@portal/contracts/languages';
import { multilingualKey, normalizeLanguage } from '@portal/contracts/multilingual';
import type { AuctionDetail } from '@portal/contracts/auctions';

/** Whether sanitised HTML shows any text (an emptied editor leaves `<p></p>`). */
export function htmlHasText(html: string | null | undefined): boolean {
  if (!html) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/**
 * The auction's instructions in the interface language, else the first other language that has
 * text (sq, en, sr); null when none has. Also says which language was used.
 */
export function auctionInstructions(
  detail: Pick<AuctionDetail, 'valueEN' | 'valueSQ' | 'valueSR'>,
  lang: string,
): { html: string; language: Language } | null {
  const wanted = normalizeLanguage(lang);
  for (const language of [wanted, ...LANGUAGES.filter((l) => l !== wanted)]) {
    const html = (detail as Record<string, string | null>)[multilingualKey('value', language)];
    if (htmlHasText(html)) return { html: html!, language };
  }
  return null;
}
