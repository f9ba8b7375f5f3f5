import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LANGUAGES, type Language } from '@portal/contracts';
import { isHomeScreenText, type TranslationPart } from '@portal/contracts/home-screen-texts';
import type { ErrorKeyText } from '@portal/contracts/translations';
import type { Db } from '../../platform/db/database';
import { translations } from './tables';

/**
 * A language's file as it is served: the text, the hash of its content (the `/i18n/{lang}.{hash}.json` name, a new one
 * whenever an administrator's change alters the content) and the same bytes compressed once, Brotli and gzip.
 */
export type TranslationFile = { body: string; hash: string; brotli: Buffer; gzip: Buffer };

const brotliCompress = promisify(zlib.brotliCompress);
const gzipCompress = promisify(zlib.gzip);

/** The content hash of a file's text: 16 URL-safe characters of its SHA-256. */
export function contentHash(body: string): string {
  return crypto.createHash('sha256').update(body).digest('base64url').slice(0, 16);
}

const COLUMN = { sq: 'valueSQ', en: 'valueEN', sr: 'valueSR' } as const satisfies Record<Language, string>;

export function isLanguage(code: string): code is Language {
  return (LANGUAGES as readonly string[]).includes(code);
}

/**
 * `/i18n/{lang}.json`: the static file of the web app merged with the administrators'
 * translations (which win key by key), cached per language and part until a translation changes (its ETag is the
 * public cache's).
 */
export function createTranslationFiles(db: Db, staticDirs: string[]) {
  const cache = new Map<string, Promise<TranslationFile>>();

  async function readStatic(lang: Language): Promise<Record<string, string>> {
    for (const dir of staticDirs) {
      try {
        return JSON.parse(await fs.readFile(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
      } catch {
        // next folder
      }
    }
    return {};
  }

  async function build(lang: Language, part: TranslationPart): Promise<TranslationFile> {
    const texts = await mergedTexts(lang);
    const body = JSON.stringify(
      part === 'all' ? texts : Object.fromEntries(Object.entries(texts).filter(([key]) => isHomeScreenText(key))),
    );
    const bytes = Buffer.from(body);
    // Compressed off the event loop (the thread pool), once per content.
    const [brotli, gzip] = await Promise.all([
      brotliCompress(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipCompress(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    return { body, hash: contentHash(body), brotli, gzip };
  }

  async function mergedTexts(lang: Language): Promise<Record<string, string>> {
    const [base, rows] = await Promise.all([readStatic(lang), db.select().from(translations)]);
    const merged: Record<string, string> = { ...base };
    for (const row of rows) {
      const value = row[COLUMN[lang]];
      if (value) merged[row.key] = value;
    }
    return Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  }

  /** The files built and still current (read without waiting, on every request of the server's front door). */
  const built = new Map<string, TranslationFile>();

  return {
    get(lang: Language, part: TranslationPart = 'all'): Promise<TranslationFile> {
      const key = `${lang}/${part}`;
      let file = cache.get(key);
      if (!file) {
        const building = build(lang, part);
        file = building;
        building.then(
          (done) => cache.get(key) === building && built.set(key, done),
          () => cache.delete(key),
        );
        cache.set(key, file);
      }
      return file;
    },
    /** The language's current file (or part) if it is built, without building it. */
    peek: (lang: Language, part: TranslationPart = 'all'): TranslationFile | undefined => built.get(`${lang}/${part}`),
    /** Every key and its text in one language, as the client sees it. */
    mergedTexts,
    /** The static text of a key in each language, to show beside an override. */
    staticFiles: async () =>
      Object.fromEntries(await Promise.all(LANGUAGES.map(async (l) => [l, await readStatic(l)] as const))),
    invalidate() {
      cache.clear();
      built.clear();
    },
  };
}

export type TranslationFiles = ReturnType<typeof createTranslationFiles>;

/**
 * The error keys and their texts in every language, as the web shows them (the same merged files): the given general
 * keys and every field message (`validation.…`, `generic.…`) the texts hold.
 */
export async function errorKeyTexts(files: TranslationFiles, generalKeys: readonly string[]): Promise<ErrorKeyText[]> {
  const texts = Object.fromEntries(
    await Promise.all(LANGUAGES.map(async (lang) => [lang, await files.mergedTexts(lang)] as const)),
  ) as Record<Language, Record<string, string>>;
  const keys = new Set(generalKeys);
  for (const key of Object.keys(texts.en)) if (/^(validation|generic)\./.test(key)) keys.add(key);
  return [...keys].sort().map((key) => ({
    key,
    sq: texts.sq[key] ?? null,
    en: texts.en[key] ?? null,
    sr: texts.sr[key] ?? null,
  }));
}
export { COLUMN as TRANSLATION_COLUMN };
