import { pagedQuerySchema, type PagedFilterQuery, type PagedQuery } from '@portal/contracts/paging';
import {
  pagedFilterQuerySchema,
  pagedSchema,
  type VocabularyType,
  VOCABULARY_IMPORT_MAX_BYTES,
  vocabularyImportResultSchema,
  vocabularyLogEntrySchema,
  vocabularyPageUrl,
} from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { readSmallUpload } from '../../platform/http/small-upload';
import { idParamSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import { contextOf, signedInContext } from '../../platform/http/context';
import { importVocabulary } from './csv-import';
import { vocabularyDefinition, vocabularySchemasOf } from './registry';
import {
  activeVocabulary,
  deleteVocabulary,
  getVocabulary,
  newVocabulary,
  pagedVocabulary,
  saveVocabulary,
  vocabularyLog,
} from './service';

const okSchema = z.object({ status: z.literal('ok') });
const tags = ['vocabularies'];

/** The uploaded CSV of an import, read whole (it is bounded); any multipart fault is a 400. */
function uploadedCsv(request: FastifyRequest): Promise<Buffer> {
  return readSmallUpload(request, {
    maxBytes: VOCABULARY_IMPORT_MAX_BYTES,
    extensions: /\.(csv|txt)$/i,
    unreadable: 'validation.csv_invalid',
  });
}

/**
 * The options (access, schema, handler) of the routes every vocabulary type has (spec §7); the
 * routes file declares each type's paths with them, one literal path per route.
 */
export function vocabularyRouteOptions(type: VocabularyType) {
  const schemas = vocabularySchemasOf(type);
  const config = { access: { pages: [vocabularyPageUrl(type)] } } as const;
  const activeQuery = vocabularyDefinition(type).activeQuery?.schema ?? z.object({});
  return {
    paged: {
      config,
      schema: {
        tags,
        summary: `${type}: one page (page, count, sort, filter[code|label|active|…])`,
        querystring: pagedFilterQuerySchema,
        response: { 200: pagedSchema(schemas.record) },
      },
      handler: (request: FastifyRequest<{ Querystring: PagedFilterQuery }>) =>
        pagedVocabulary(signedInContext(request), type, request.query),
    },
    active: {
      // Public: registration and product screens fill their selects from it.
      config: { access: 'public' as const },
      schema: {
        tags,
        summary: `${type}: the active records, by Albanian label`,
        querystring: activeQuery,
        response: { 200: z.array(schemas.option) },
      },
      handler: (request: FastifyRequest<{ Querystring: Record<string, unknown> }>) =>
        activeVocabulary(contextOf(request).db, type, request.query),
    },
    log: {
      config,
      schema: {
        tags,
        summary: `${type}: the audit log of one record (id), newest first`,
        querystring: pagedQuerySchema.extend({ id: idParamSchema }),
        response: { 200: pagedSchema(vocabularyLogEntrySchema) },
      },
      handler: (request: FastifyRequest<{ Querystring: PagedQuery & { id: number } }>) =>
        vocabularyLog(signedInContext(request), type, request.query.id, request.query),
    },
    blank: {
      config,
      schema: { tags, summary: `${type}: a blank record with its defaults`, response: { 200: schemas.draft } },
      handler: () => newVocabulary(type),
    },
    one: {
      config,
      schema: { tags, summary: `${type}: one record`, params: idPathSchema, response: { 200: schemas.record } },
      handler: (request: FastifyRequest<{ Params: { id: number } }>) =>
        getVocabulary(signedInContext(request), type, request.params.id),
    },
    save: {
      config,
      schema: {
        tags,
        summary: `${type}: create, or update when the body has an id`,
        body: schemas.input,
        response: { 200: schemas.record },
      },
      handler: (request: FastifyRequest<{ Body: Record<string, unknown> }>) =>
        saveVocabulary(signedInContext(request), type, request.body),
    },
    remove: {
      config,
      schema: {
        tags,
        summary: `${type}: delete (409 while in use)`,
        params: idPathSchema,
        response: { 200: okSchema },
      },
      handler: async (request: FastifyRequest<{ Params: { id: number } }>) => {
        await deleteVocabulary(signedInContext(request), type, request.params.id);
        return { status: 'ok' as const };
      },
    },
    import: {
      config,
      schema: {
        tags,
        summary: `${type}: import a CSV file (header code,labelSQ,labelEN,labelSR,active and the type's own columns)`,
        consumes: ['multipart/form-data'],
        response: { 200: vocabularyImportResultSchema },
      },
      handler: async (request: FastifyRequest) =>
        importVocabulary(signedInContext(request), type, await uploadedCsv(request)),
    },
  };
}
