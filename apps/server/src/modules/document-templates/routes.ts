import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import {
  DOCUMENT_TEMPLATE_BEAN,
  DOCUMENT_TEMPLATE_PAGES,
  documentTemplateGroupInputSchema,
  documentTemplateGroupRowSchema,
  documentTemplateInputSchema,
  documentTemplateRowSchema,
  publicDocumentTemplateSchema,
  templatesByGroupQuerySchema,
} from '@portal/contracts/document-templates';
import { attachmentSchema } from '@portal/contracts/attachments';
import type { FastifyRequest } from 'fastify';
import { idParamSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { multipartFiles } from '../attachments';
import { sendFile, uploadAttachments } from '../attachments';
import { registerTemplateFiles } from './files';
import { seedDemoTemplates } from './seed';
import * as templates from './service';
import { contextOf, signedInContext } from '../../platform/http/context';

const MANAGE = { access: { pages: DOCUMENT_TEMPLATE_PAGES } } as const;
const tags = ['document templates'];
const id = idParamSchema;
const idParams = z.object({ id });
const ok = z.object({ status: z.literal('ok') });
const paged = pagedFilterQuerySchema;

const attachmentActor = (request: FastifyRequest) => ({ auth: request.auth, ip: request.ip });

/**
 * `/admin/misc/document_templates`: groups and templates, one file per template
 * (`document_templates/upload/{templateId}`), and the public `document_template_vocabulary/by_group`.
 */
export const documentTemplateRoutes: FeaturePlugin = async (app, { db, storage, config }) => {
  registerTemplateFiles();
  // Demo templates with files; tests (in-memory databases) build their own.
  if (config.demoSeed && config.demoFiles) await seedDemoTemplates({ db, storage }, app.log);

  app.get('/document_template_vocabulary/by_group', {
    config: { access: 'public', publicCache: { tags: ['templates'] } },
    schema: {
      tags,
      summary: 'The active templates of a group (e.g. code=HELP), by weight, with the file to download',
      querystring: templatesByGroupQuerySchema,
      response: { 200: z.array(publicDocumentTemplateSchema) },
    },
    handler: (request) => templates.publicTemplatesOfGroup(contextOf(request), request.query.code),
  });

  app.get('/get_document_template_vocabulary_template/:id', {
    // Public like the spec's other downloads; the file of an inactive template only for its managers.
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Download a template's file by the template's id (404 when it has none)",
      params: idPathSchema,
    },
    handler: async (request, reply) => {
      const { attachment, content } = await templates.openTemplateFile(contextOf(request), request.params.id);
      return sendFile(reply, attachment, content);
    },
  });

  // Groups
  app.get('/document_template_groups/paged', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Template groups, paged (filter code, name, active)',
      querystring: paged,
      response: { 200: pagedSchema(documentTemplateGroupRowSchema) },
    },
    handler: (request) => templates.pagedGroups(signedInContext(request), request.query),
  });
  app.get('/document_template_groups/active', {
    config: MANAGE,
    schema: { tags, summary: 'Active groups', response: { 200: z.array(documentTemplateGroupRowSchema) } },
    handler: (request) => templates.activeGroups(signedInContext(request)),
  });
  app.get('/document_template_groups/:id', {
    config: MANAGE,
    schema: { tags, summary: 'One group', params: idParams, response: { 200: documentTemplateGroupRowSchema } },
    handler: (request) => templates.groupById(signedInContext(request), request.params.id),
  });
  app.post('/document_template_groups', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Create, or with an id update, a group',
      body: documentTemplateGroupInputSchema,
      response: { 200: documentTemplateGroupRowSchema },
    },
    handler: (request) => templates.saveGroup(signedInContext(request), request.body),
  });
  app.delete('/document_template_groups/:id', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Delete a group without templates (seeded groups are refused with 409)',
      params: idParams,
      response: { 200: ok },
    },
    handler: async (request) => {
      await templates.deleteGroup(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  // Templates
  app.get('/document_templates/paged', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Templates, paged (filter groupId, code, name, active)',
      querystring: paged,
      response: { 200: pagedSchema(documentTemplateRowSchema) },
    },
    handler: (request) => templates.pagedTemplates(signedInContext(request), request.query),
  });
  app.get('/document_templates/:id', {
    config: MANAGE,
    schema: { tags, summary: 'One template', params: idParams, response: { 200: documentTemplateRowSchema } },
    handler: (request) => templates.templateById(signedInContext(request), request.params.id),
  });
  app.post('/document_templates', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Create, or with an id update, a template (descriptions are rich text, sanitised)',
      body: documentTemplateInputSchema,
      response: { 200: documentTemplateRowSchema },
    },
    handler: (request) => templates.saveTemplate(signedInContext(request), request.body),
  });
  app.delete('/document_templates/:id', {
    config: MANAGE,
    schema: { tags, summary: 'Delete a template and its file', params: idParams, response: { 200: ok } },
    handler: async (request) => {
      await templates.deleteTemplate(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
  app.post('/document_templates/upload/:templateId', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Upload the file of a template: exactly one file per request; it replaces the previous one',
      consumes: ['multipart/form-data'],
      params: z.object({ templateId: id }),
      response: { 200: z.array(attachmentSchema) },
    },
    handler: async (request, reply) => {
      try {
        return await uploadAttachments(
          { db, storage },
          attachmentActor(request),
          { bean: DOCUMENT_TEMPLATE_BEAN, objectId: request.params.templateId },
          multipartFiles(request),
        );
      } catch (error) {
        // The rest of a refused body is not read: close the connection instead of leaving it half-read.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });
};
