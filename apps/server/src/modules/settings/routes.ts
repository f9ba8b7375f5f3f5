import {
  applicationParameterSchema,
  pagedFilterQuerySchema,
  pagedSchema,
  parameterInputSchema,
} from '@portal/contracts';
import { textSchema } from '@portal/contracts/input';
import { publicSettingsSchema } from '@portal/contracts/public-settings';
import { AUTHORITY_LOGO_MAX_BYTES } from '@portal/contracts/settings';
import type { FastifyRequest } from 'fastify';
import { readSmallUpload } from '../../platform/http/small-upload';
import { z } from 'zod';
import { logoContent, removeLogo, saveLogo } from './authority';
import type { FeaturePlugin } from '../../platform/http/types';
import { publicSettings } from './business-time-zone';
import { listParameters, pagedParameters, parameterByCode, saveParameter } from './service';
import { contextOf, signedInContext } from '../../platform/http/context';

/** The parameters screen, the grouped settings screen and the tests screen (which reuses it) share the API. */
const SETTINGS_PAGES = {
  pages: ['/admin/misc/application_parameters', '/admin/misc/application_settings', '/admin/misc/tests'],
} as const;
const codeParams = z.object({ code: textSchema().min(1).max(100) });
const authoritySchema = publicSettingsSchema.shape.authority;

/** The uploaded logo (multipart field `file`), read whole: it is small and bounded; any multipart fault is a 400. */
function uploadedLogo(request: FastifyRequest): Promise<Buffer> {
  return readSmallUpload(request, {
    maxBytes: AUTHORITY_LOGO_MAX_BYTES,
    extensions: /\.(png|svg)$/i,
    unreadable: 'validation.file_content_mismatch',
  });
}

export const settingsRoutes: FeaturePlugin = (app) => {
  app.get('/public_settings', {
    // Public: the web app reads the business time zone before its first screen, signed in or not.
    config: { access: 'public', publicCache: { tags: ['settings'] } },
    schema: {
      tags: ['settings'],
      summary: 'Settings every visitor needs: the business time zone of all times shown and typed',
      response: { 200: publicSettingsSchema },
    },
    handler: (request) => publicSettings(contextOf(request)),
  });
  app.get('/application_parameters', {
    config: { access: SETTINGS_PAGES },
    schema: {
      tags: ['settings'],
      summary: 'Every application parameter with its value, default and bounds',
      response: { 200: z.array(applicationParameterSchema) },
    },
    handler: (request) => listParameters(signedInContext(request)),
  });
  app.get('/application_parameters/paged', {
    config: { access: SETTINGS_PAGES },
    schema: {
      tags: ['settings'],
      summary: 'Application parameters, paged (filters: code, group, type)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(applicationParameterSchema.extend({ id: z.string() })) },
    },
    handler: (request) => pagedParameters(signedInContext(request), request.query),
  });
  app.get('/application_parameters/:code', {
    config: { access: SETTINGS_PAGES },
    schema: {
      tags: ['settings'],
      summary: 'One application parameter',
      params: codeParams,
      response: { 200: applicationParameterSchema },
    },
    handler: (request) => parameterByCode(signedInContext(request), request.params.code),
  });
  app.post('/application_parameters', {
    config: { access: SETTINGS_PAGES },
    schema: {
      tags: ['settings'],
      summary: 'Set a parameter; the value is checked against its definition',
      body: parameterInputSchema,
      response: { 200: applicationParameterSchema },
    },
    handler: (request) => saveParameter(signedInContext(request), request.body),
  });
  app.get('/authority/logo', {
    // Public: the web shows the issuer's logo on pages anyone may open.
    config: { access: 'public' },
    schema: { tags: ['settings'], summary: 'The authority’s logo as a PNG; 404 when none was uploaded' },
    handler: async (request, reply) => {
      const png = await logoContent(contextOf(request));
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=300')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(png);
    },
  });
  app.post('/authority/logo', {
    config: { access: SETTINGS_PAGES },
    schema: {
      tags: ['settings'],
      summary: 'Replace the authority’s logo (multipart field `file`, PNG or SVG); it is re-encoded as a PNG',
      consumes: ['multipart/form-data'],
      response: { 200: authoritySchema },
    },
    handler: async (request, reply) => {
      try {
        return await saveLogo(signedInContext(request), await uploadedLogo(request));
      } catch (error) {
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });
  app.delete('/authority/logo', {
    config: { access: SETTINGS_PAGES },
    schema: { tags: ['settings'], summary: 'Remove the authority’s logo', response: { 200: authoritySchema } },
    handler: (request) => removeLogo(signedInContext(request)),
  });
};
