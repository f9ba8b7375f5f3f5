/** The public home's path: index.html preloads the home part of the translations there, the whole file elsewhere. */
export const HOME_SCREEN_PATH = '/';

/**
 * The texts the public home draws before the rest of the translations arrive (ADR 0112): the shell, the portal's
 * layout (header, menus, footer) and the home page with its auction blocks. Each entry is a key prefix; a key is a home
 * text when it starts with one of them, or when it has no dot at all (the general words and error keys an answer may
 * carry: `not_found`, `network_error`, `ACTIVE`). A web test reads the modules the home is drawn from and fails on a
 * literal key, or a key's fixed start, that no entry covers.
 */
export const HOME_SCREEN_TEXTS = [
  'action.saved',
  'admin.load_failed',
  'app.',
  'auction.announcement',
  'auction.end_date',
  'auction.lot_count',
  'auction.progress_',
  'auction.start_date',
  'auction.status_',
  'document_template.description',
  'document_template.download',
  'document_template.file',
  'document_template.help_templates',
  'document_template.load_failed',
  'document_template.name',
  'document_template.no_file',
  'document_template.none',
  'eauction.no_auction_anouncement',
  'footer.',
  'generic.',
  'group.',
  'header.',
  'home.',
  'language.',
  'login.register_',
  'lot.guarantee_amount',
  'lot.minimum_increment',
  'lot.starting_price',
  'lot.status_',
  'menu.',
  'notifications.',
  'page.',
  'portal.case_status.',
  'profile.language_',
  'public_auction.',
  'public_lot.',
  'session.',
  'system.',
  'unsaved.',
] as const;

/** Whether a key (or a key's fixed start, `auction.status_` of `auction.status_${status}`) is a home text. */
export function isHomeScreenText(key: string): boolean {
  return !key.includes('.') || HOME_SCREEN_TEXTS.some((prefix) => key.startsWith(prefix));
}

/** A language's whole file of texts, or its home part: the texts the public home draws first. */
export const TRANSLATION_PARTS = ['all', 'home'] as const;
export type TranslationPart = (typeof TRANSLATION_PARTS)[number];

/** The name of a translation file without its hash: `sq` for the whole file, `sq-home` for its home part. */
export function translationFileStem(lang: string, part: TranslationPart = 'all'): string {
  return part === 'home' ? `${lang}-home` : lang;
}

/** `{lang}.json`, `{lang}-home.json`, each also with a 16-character content hash before `.json`. */
const FILE_NAME = /^([a-z]{2})(-home)?(?:\.([A-Za-z0-9_-]{16}))?\.json$/;

/**
 * Reads a translation file's name (`sq.json`, `sq-home.{hash}.json`) back into its language, part and hash; undefined
 * for any other name. The pattern is anchored and bounded, so a request's name is checked whole without a schema.
 */
export function parseTranslationFileName(
  name: string,
): { lang: string; part: TranslationPart; hash: string | undefined } | undefined {
  const match = FILE_NAME.exec(name);
  if (!match) return undefined;
  return { lang: match[1], part: match[2] ? 'home' : 'all', hash: match[3] };
}
