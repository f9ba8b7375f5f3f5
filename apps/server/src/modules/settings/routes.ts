import {
  applicationParameterSchema,
  pagedFilterQuerySchema,
  pagedSchema,
  parameterInputSchema,
} from '@portal/contracts';
import { textSchema } from '@portal/contracts/input';
import { publicSettingsSchema } from '@portal/contracts/public-settings';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { publicSettings } from './business-time-zone';
import { listParameters, pagedParameters, parameterByCode, saveParameter } from './service';
import { contextOf, signedInContext } from '../../platform/http/context';

/** The parameters screen, the grouped settings screen and the tests screen (which reuses it) share the API. */
const SETTINGS_PAGES = {
  pages: ['/admin/misc/application_parameters', '/admin/misc/application_settings', '/admin/misc/tests'],
} as const;
const codeParams = z.object({ code: textSchema().min(1).max(100) });

export const settingsRoutes: FeaturePlugin = (app) => {
  app.get('/public_settings', {
    // Public: the web app reads the business time zone before its first screen, signed in or not.
    config: { access: 'public' },
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
};
