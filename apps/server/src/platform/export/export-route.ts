// The route of a list's export: `GET …/export?format=csv|xlsx&<the list's filters and sort>`, declared next to the
// list route with the list's own access and read, so adding a list's export is one declaration:
//
//   app.get('/auction_news/export', listExport({ config: MANAGE, name: 'news', read: pagedNews, columns }));
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES, pagedFilterQuerySchema, type Language, type Paged, type PagedFilterQuery } from '@portal/contracts';
import { z } from 'zod';
import { readerLanguage } from '../http/language';
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_FORMATS,
  exportFileName,
  exportStream,
  pagesOf,
  type ExportColumn,
  type Texts,
} from './list-export';

/** The export's query: the list's query without its page, and the format. */
export const exportQuerySchema = pagedFilterQuerySchema
  .omit({ page: true, count: true })
  .extend({ format: z.enum(EXPORT_FORMATS) });
export type ExportQuery = z.output<typeof exportQuerySchema>;

/** Where the language files are: the built web app's, else its sources' (worked out on first use, not at load). */
const textFolders = () => [
  path.resolve(process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../../../web/dist'), 'i18n'),
  path.resolve(import.meta.dirname, '../../../../web/public/i18n'),
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

export type ListExport<R> = {
  /** The list route's config (its access): whoever may read the list may export it, nobody else. */
  config: FastifyContextConfig;
  /** The file's name, before the day and the extension. */
  name: string;
  tags: string[];
  /** The list route's read, called page by page with the export's filter and sort. */
  read: (request: FastifyRequest, query: PagedFilterQuery) => Promise<Paged<R>>;
  columns: ExportColumn<R>[];
};

/** Route options (config, schema, handler) of a list's export. */
export function listExport<R>({ config, name, tags, read, columns }: ListExport<R>) {
  return {
    config: { ...config, noStore: true },
    schema: {
      tags,
      summary: `The list as a file (CSV or XLSX), every row its filter matches (${name})`,
      querystring: exportQuerySchema,
    },
    handler: async (request: FastifyRequest<{ Querystring: ExportQuery }>, reply: FastifyReply) => {
      const { format, ...listQuery } = request.query;
      const lang = readerLanguage(request);
      const texts = await interfaceTexts(LANGUAGES.includes(lang) ? lang : 'sq');
      // The first page is read before answering: a bad filter or sort is the list's 400, not a broken file.
      await read(request, { ...listQuery, page: 1, count: 1 } as PagedFilterQuery);
      const stream = exportStream({
        format,
        columns,
        lang,
        texts,
        rows: pagesOf((page, count) => read(request, { ...listQuery, page, count } as PagedFilterQuery)),
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
