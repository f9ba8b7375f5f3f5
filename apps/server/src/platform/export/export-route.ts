// The route of a list's export: `GET …/export?format=csv|xlsx&<the list's filters and sort>`, declared next to the
// list route with the list's own access and read, so adding a list's export is one declaration:
//
//   app.get('/auction_news/export', listExport({ config: MANAGE, name: 'news', read: pagedNews, columns }));
//
// A list with its own query schema (the customs portal's, with their own default sort) gives it as `query`; the
// export's query is then that schema without its page and count, and the format.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, pagedFilterQuerySchema, type Language, type Paged } from '@portal/contracts';
import { z } from 'zod';
import { readerLanguage } from '../http/language';
import { repositoryFolder } from '../server-files';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportFileName,
  type ExportFormat,
  exportStream,
  pagesOf,
  type ExportColumn,
  type Texts,
} from './list-export';

/** A list's paged query schema: an object with a page and a count (its sort and filters as it has them). */
export type PagedListQuerySchema = z.ZodObject<{ page: z.ZodType<number>; count: z.ZodType<number> } & z.ZodRawShape>;

/** The export's query of a list's query: the list's query without its page and count, and the format. */
export function exportQuerySchemaOf<Q extends PagedListQuerySchema>(query: Q) {
  return query.omit({ page: true, count: true }).extend({ format: z.enum(EXPORT_FORMATS) });
}

/** The export's query of the lists that take `pagedFilterQuerySchema`. */
export const exportQuerySchema = exportQuerySchemaOf(pagedFilterQuerySchema);
/** What an export's handler reads: the format, and the list's sort and filters. */
export type ExportQuery = { format: ExportFormat } & Record<string, unknown>;

/** Where the language files are: the built web app's, else its sources' (worked out on first use, not at load). */
const textFolders = () => [
  path.resolve(process.env.WEB_DIST ?? path.join(repositoryFolder(), 'apps/web/dist'), 'i18n'),
  path.join(repositoryFolder(), 'apps/web/public/i18n'),
];
const textsByLanguage = new Map<Language, Promise<Texts>>();

/** The interface's texts of a language (the web's language files), read once. */
export function interfaceTexts(lang: Language): Promise<Texts> {
  let texts = textsByLanguage.get(lang);
  if (!texts) {
    texts = (async () => {
      for (const folder of textFolders()) {
        try {
          return JSON.parse(await fs.readFile(path.join(folder, `${lang}.json`), 'utf8')) as Texts;
        } catch {
          // the next folder
        }
      }
      return {};
    })();
    textsByLanguage.set(lang, texts);
  }
  return texts;
}

export type ListExport<R, Q extends PagedListQuerySchema = typeof pagedFilterQuerySchema> = {
  /** The list route's config (its access): whoever may read the list may export it, nobody else. */
  config: FastifyContextConfig;
  /** The file's name, before the day and the extension. */
  name: string;
  tags: string[];
  /** The list route's query schema, when it is not `pagedFilterQuerySchema` (the default). */
  query?: Q;
  /** The list route's read, called page by page with the export's filter and sort. */
  read: (request: FastifyRequest, query: z.output<Q>) => Promise<Paged<R>>;
  columns: ExportColumn<R>[];
};

/** Route options (config, schema, handler) of a list's export. */
export function listExport<R, Q extends PagedListQuerySchema = typeof pagedFilterQuerySchema>({
  config,
  name,
  tags,
  query,
  read,
  columns,
}: ListExport<R, Q>) {
  const querystring = query ? exportQuerySchemaOf(query) : exportQuerySchema;
  type ListQuery = z.output<Q>;
  return {
    config: { ...config, noStore: true },
    schema: {
      tags,
      summary: `The list as a file (CSV or XLSX), every row its filter matches (${name})`,
      querystring,
    },
    handler: async (request: FastifyRequest<{ Querystring: ExportQuery }>, reply: FastifyReply) => {
      const { format, ...listQuery } = request.query;
      const lang = readerLanguage(request);
      const texts = await interfaceTexts(LANGUAGES.includes(lang) ? lang : 'sq');
      // The first page is read before answering: a bad filter or sort is the list's 400, not a broken file.
      await read(request, { ...listQuery, page: 1, count: 1 } as ListQuery);
      const stream = exportStream({
        format,
        columns,
        lang,
        texts,
        rows: pagesOf((page, count) => read(request, { ...listQuery, page, count } as ListQuery)),
        sheetName: name,
      });
      return reply
        .header('content-type', EXPORT_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(name, format)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  };
}
