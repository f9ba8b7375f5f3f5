import path from 'node:path';
import {
  languageInputSchema,
  languageRowSchema,
  LANGUAGES,
  pagedFilterQuerySchema,
  pagedSchema,
  translationFileSchema,
  translationInputSchema,
  translationSchema,
} from '@portal/contracts';
import { textSchema, idPathSchema } from '@portal/contracts/input';
import {
  HOME_SCREEN_PATH,
  parseTranslationFileName,
  TRANSLATION_PARTS,
  translationFileStem,
} from '@portal/contracts/home-screen-texts';
import { normalizeLanguage } from '@portal/contracts/multilingual';
import { errorKeysSchema } from '@portal/contracts/translations';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { contractErrorKeys } from '../../platform/http/error-keys';
import { invalidatePublicOnTopic, preferredEncoding } from '../../platform/http/public-cache';
import type { App, FeaturePlugin, Platform } from '../../platform/http/types';
import {
  deleteLanguage,
  deleteTranslation,
  importLanguage,
  languageById,
  listLanguages,
  pagedLanguages,
  pagedTranslations,
  saveLanguage,
  saveTranslation,
  translationById,
  translationByKey,
  TRANSLATIONS_CHANGED,
} from './service';
import { createTranslationFiles, errorKeyTexts, isLanguage } from './translation-files';
import { contextOf, signedInContext } from '../../platform/http/context';
import { repositoryFolder } from '../../platform/server-files';
import { cookieValue, LANGUAGE_COOKIE } from '../../platform/http/language';

const TRANSLATIONS_PAGE = { pages: ['/admin/misc/translations'] } as const;
const LANGUAGES_PAGE = { pages: ['/admin/misc/languages'] } as const;
const langParams = z.object({ lang: z.enum(LANGUAGES) });
const deleted = z.object({ status: z.literal('ok') });

export const translationRoutes: FeaturePlugin = (app) => {
  app.get('/translations/paged', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'Translation overrides, paged',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(translationSchema) },
    },
    handler: (request) => pagedTranslations(signedInContext(request), request.query),
  });
  app.get('/translations/new', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'A blank translation',
      response: { 200: translationInputSchema.extend({ key: z.string() }) },
    },
    handler: () => ({ key: '', valueSQ: null, valueEN: null, valueSR: null }),
  });
  app.get('/translations/by_key', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'The override of a key (null when the static text applies)',
      querystring: z.object({ key: textSchema().min(1).max(200) }),
      response: { 200: translationSchema.nullable() },
    },
    handler: (request) => translationByKey(signedInContext(request), request.query.key),
  });
  app.get('/translations/:id', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'One translation override',
      params: idPathSchema,
      response: { 200: translationSchema },
    },
    handler: (request) => translationById(signedInContext(request), request.params.id),
  });
  app.post('/translations', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'Create, or with an id update, a translation override',
      body: translationInputSchema,
      response: { 200: translationSchema },
    },
    handler: (request) => saveTranslation(signedInContext(request), request.body),
  });
  app.post('/translations/insert', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'Create a translation override for a new key',
      body: translationInputSchema,
      response: { 200: translationSchema },
    },
    handler: (request) => saveTranslation(signedInContext(request), request.body, true),
  });
  app.delete('/translations/:id', {
    config: { access: TRANSLATIONS_PAGE },
    schema: {
      tags: ['translations'],
      summary: 'Delete an override (the static text applies again)',
      params: idPathSchema,
      response: { 200: deleted },
    },
    handler: async (request) => {
      await deleteTranslation(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};

/** Language administration and the export/import of a language file. */
export const languageRoutes: FeaturePlugin = (app, { db, bus, config }) => {
  const files = translationFilesOf(app, { db, bus, config });

  app.get('/languages', {
    config: { access: 'public' },
    schema: {
      tags: ['languages'],
      summary: 'Active interface languages',
      response: { 200: z.array(languageRowSchema) },
    },
    handler: (request) => listLanguages(contextOf(request), true),
  });
  app.get('/error_keys', {
    config: { access: 'public', publicCache: { tags: ['translations'] } },
    schema: {
      tags: ['translations'],
      summary:
        'For integrators: every error key of the API (`_error` of an error answer, a field message of a 400) with ' +
        'its text in sq, en and sr',
      response: { 200: errorKeysSchema },
    },
    handler: () => errorKeyTexts(files, contractErrorKeys()),
  });
  app.get('/languages/paged', {
    config: { access: LANGUAGES_PAGE },
    schema: {
      tags: ['languages'],
      summary: 'Languages, paged',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(languageRowSchema) },
    },
    handler: (request) => pagedLanguages(signedInContext(request), request.query),
  });
  app.get('/languages/:id', {
    config: { access: LANGUAGES_PAGE },
    schema: {
      tags: ['languages'],
      summary: 'One language',
      params: idPathSchema,
      response: { 200: languageRowSchema },
    },
    handler: (request) => languageById(signedInContext(request), request.params.id),
  });
  app.post('/languages', {
    config: { access: LANGUAGES_PAGE },
    schema: {
      tags: ['languages'],
      summary: 'Name, order and activate a language',
      body: languageInputSchema,
      response: { 200: languageRowSchema },
    },
    handler: (request) => saveLanguage(signedInContext(request), request.body),
  });
  app.delete('/languages/:id', {
    config: { access: LANGUAGES_PAGE },
    schema: { tags: ['languages'], summary: 'Languages are built in: always refused with 409', params: idPathSchema },
    handler: (request) => deleteLanguage(signedInContext(request), request.params.id),
  });
  app.get('/languages/:lang/export', {
    config: { access: { pages: ['/admin/misc/languages', '/admin/misc/translations'] } },
    schema: {
      tags: ['languages'],
      summary: 'Every key of a language with its current text, as JSON',
      params: langParams,
    },
    handler: async (request, reply) => {
      reply.header('content-disposition', `attachment; filename="${request.params.lang}.json"`);
      return files.mergedTexts(request.params.lang);
    },
  });
  app.post('/languages/:lang/import', {
    config: { access: { pages: ['/admin/misc/languages', '/admin/misc/translations'] } },
    bodyLimit: 2 * 1024 * 1024,
    schema: {
      tags: ['languages'],
      summary: 'Import a language file (key → text); texts that differ from the static file become overrides',
      params: langParams,
      body: translationFileSchema,
      response: { 200: z.object({ saved: z.number().int(), unchanged: z.number().int() }) },
    },
    handler: (request) => importLanguage(signedInContext(request), files, request.params.lang, request.body),
  });
};

const filesByApp = new WeakMap<object, ReturnType<typeof createTranslationFiles>>();

/** One cache of language files per app, dropped whenever any instance changes a translation. */
function translationFilesOf(app: App, { db, bus, config }: Pick<Platform, 'db' | 'bus' | 'config'>) {
  const key = bus;
  let files = filesByApp.get(key);
  if (!files) {
    const created = createTranslationFiles(db, [
      path.join(config.webDist, 'i18n'),
      path.join(repositoryFolder(), 'apps/web/public/i18n'),
    ]);
    const unsubscribe = bus.subscribe((event) => {
      if (event.topic === TRANSLATIONS_CHANGED) created.invalidate();
    });
    app.addHook('onClose', (_instance, done) => {
      unsubscribe();
      done();
    });
    filesByApp.set(key, created);
    files = created;
  }
  return files;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /i18n/{lang}.json and /i18n/{lang}.{hash}.json (and each `{lang}-home` part), outside the API prefix: the files
 * the web app loads at start.
 * The plain name is answered by the public cache with its ETag (304 to `If-None-Match`) until an instance changes a
 * translation. The hashed name is the one index.html names (`translationPageHead`): with the current hash it is kept
 * by the browser for a year, compressed once (Brotli or gzip, as the browser accepts); an older hash (a page opened
 * before an administrator's change) gets the current text, revalidated each time.
 */
export function registerTranslationFiles(app: App, platform: Platform) {
  const files = translationFilesOf(app, platform);
  invalidatePublicOnTopic(TRANSLATIONS_CHANGED, ['translations']);
  app.get('/i18n/:file', {
    config: {
      access: 'public',
      // Only the plain name is kept by the public cache: a hashed one is sent from the file's compressed copies.
      publicCache: { tags: ['translations'], when: (request) => fileNameOf(request)?.hash === undefined },
    },
    // The name is checked whole by parseTranslationFileName (bounded, anchored): no schema to run on each of the app's
    // first reads.
    schema: { hide: true },
    handler: async (request, reply) => {
      const { lang = '', part = 'all', hash } = fileNameOf(request) ?? {};
      if (!isLanguage(lang)) return reply.status(404).send({ _error: 'not_found' });
      const file = await files.get(lang, part);
      reply.type('application/json; charset=utf-8');
      if (hash === undefined) return reply.send(file.body);
      reply.header('vary', 'accept-encoding');
      reply.header('etag', `"${file.hash}"`);
      reply.header('cache-control', hash === file.hash ? IMMUTABLE : 'no-cache');
      if (hash === file.hash) {
        // The next requests for this name are answered at the front door until a translation changes (ADR 0110).
        platform.frontDoor.rememberFile(request, reply, {
          identity: Buffer.from(file.body),
          br: file.brotli,
          gzip: file.gzip,
          current: () => files.peek(lang, part) === file,
        });
      }
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      if (encoding === 'br') return reply.header('content-encoding', 'br').send(file.brotli);
      if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(file.gzip);
      return reply.send(file.body);
    },
  });
}

/** `{lang}.json`, `{lang}.{hash}.json`, `{lang}-home.json` or `{lang}-home.{hash}.json` (ADR 0112). */
const fileNameOf = (request: FastifyRequest) => parseTranslationFileName((request.params as { file: string }).file);

/**
 * What index.html carries for the translations, made when the page is served: every language's hashed file names, the
 * whole file's and the home part's (`<meta name="portal-i18n">`, read by the web app), and a preload of the visitor's
 * language (its `lang` cookie), so the file downloads beside the scripts, in no request of its own to learn its name.
 * The public home preloads its part only (ADR 0112): the rest is fetched once the home is drawn. Any other page
 * preloads the whole file, which it waits for before it draws.
 */
export function translationPageHead(app: App, platform: Platform) {
  const files = translationFilesOf(app, platform);
  return async (request: FastifyRequest): Promise<string> => {
    const names = await Promise.all(
      LANGUAGES.flatMap((lang) =>
        TRANSLATION_PARTS.map((part) =>
          files.get(lang, part).then((file) => ({ stem: translationFileStem(lang, part), hash: file.hash })),
        ),
      ),
    );
    const lang = normalizeLanguage(cookieValue(request, LANGUAGE_COOKIE));
    const stem = translationFileStem(lang, request.url.split('?')[0] === HOME_SCREEN_PATH ? 'home' : 'all');
    const preloaded = names.find((name) => name.stem === stem)!;
    return (
      `<meta name="portal-i18n" content="${names.map((name) => `${name.stem}.${name.hash}`).join(' ')}">` +
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/i18n/${stem}.${preloaded.hash}.json">`
    );
  };
}
