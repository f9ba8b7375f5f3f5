import {
  pagedFilterQuerySchema,
  pagedSchema,
  type VocabularyType,
  VOCABULARY_IMPORT_MAX_BYTES,
  VOCABULARY_TYPES,
  vocabularyImportResultSchema,
  vocabularyPageUrl,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { idParamSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { actorOf } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, HttpError } from '../../platform/errors';
import type { App, FeaturePlugin } from '../../platform/http/types';
import { importVocabulary } from './csv-import';
import { vocabularyDefinition, vocabularySchemasOf } from './registry';
import {
  activeVocabulary,
  deleteVocabulary,
  getVocabulary,
  newVocabulary,
  pagedVocabulary,
  saveVocabulary,
} from './service';

const idParams = z.object({ id: idParamSchema });
const okSchema = z.object({ status: z.literal('ok') });

/** The uploaded CSV of an import, read whole (it is bounded); any multipart fault is a 400. */
async function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest({ file: 'generic.required' });
  try {
    const file = await request.file({ limits: { fileSize: VOCABULARY_IMPORT_MAX_BYTES, files: 1 } });
    if (!file || !file.filename) throw badRequest({ file: 'generic.required' });
    if (!/\.(csv|txt)$/i.test(file.filename)) {
      file.file.resume();
      throw badRequest({ file: 'action.invalid_extension' });
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ file: 'validation.file_too_large' });
    throw badRequest({ file: 'validation.csv_invalid' });
  }
}

/** The routes of one vocabulary type; every type gets the same ones (spec §7). */
function typeRoutes(app: App, db: Db, type: VocabularyType) {
  const schemas = vocabularySchemasOf(type);
  const manage = { access: { pages: [vocabularyPageUrl(type)] } } as const;
  const tags = ['vocabularies'];
  const base = `/${type}`;
  const activeQuery = vocabularyDefinition(type).activeQuery?.schema ?? z.object({});

  app.get(`${base}/paged`, {
    config: manage,
    schema: {
      tags,
      summary: `${type}: one page (page, count, sort, filter[code|label|active|…])`,
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(schemas.record) },
    },
    handler: (request) => pagedVocabulary(db, type, request.query, request.query as Record<string, unknown>),
  });

  app.get(`${base}/active`, {
    // Public: registration and product screens fill their selects from it.
    config: { access: 'public' },
    schema: {
      tags,
      summary: `${type}: the active records, by Albanian label`,
      querystring: activeQuery,
      response: { 200: z.array(schemas.option) },
    },
    handler: (request) => activeVocabulary(db, type, request.query as Record<string, unknown>),
  });

  app.get(`${base}/new`, {
    config: manage,
    schema: { tags, summary: `${type}: a blank record with its defaults`, response: { 200: schemas.draft } },
    handler: async () => newVocabulary(type),
  });

  app.get(`${base}/:id`, {
    config: manage,
    schema: { tags, summary: `${type}: one record`, params: idParams, response: { 200: schemas.record } },
    handler: (request) => getVocabulary(db, type, request.params.id),
  });

  app.post(base, {
    config: manage,
    schema: {
      tags,
      summary: `${type}: create, or update when the body has an id`,
      body: schemas.input,
      response: { 200: schemas.record },
    },
    handler: (request) => saveVocabulary(db, type, request.body as Record<string, unknown>, actorOf(request)),
  });

  app.delete(`${base}/:id`, {
    config: manage,
    schema: { tags, summary: `${type}: delete (409 while in use)`, params: idParams, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteVocabulary(db, type, request.params.id, actorOf(request));
      return { status: 'ok' as const };
    },
  });

  app.post(`${base}/import`, {
    config: manage,
    schema: {
      tags,
      summary: `${type}: import a CSV file (header code,labelSQ,labelEN,labelSR,active and the type's own columns)`,
      consumes: ['multipart/form-data'],
      response: { 200: vocabularyImportResultSchema },
    },
    handler: async (request) => importVocabulary(db, type, await uploadedCsv(request), actorOf(request)),
  });
}

/** `/data/rest/{type}` for every generic vocabulary. */
export const vocabularyRoutes: FeaturePlugin = (app, { db }) => {
  for (const type of VOCABULARY_TYPES) typeRoutes(app, db, type);
};
