import { DEFAULT_SYSTEM, navigationSchema, navigationSystemSchema } from '@portal/contracts';
import { z } from 'zod';
import { contextOf } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { navigation } from './service';

const navigationQuery = z.object({ system: navigationSystemSchema.default(DEFAULT_SYSTEM) });

export const navigationRoutes: FeaturePlugin = (app) => {
  const schema = {
    tags: ['navigation'],
    summary: 'Menu pages and page groups of the current user (or the visitor) in a system, or in every system (ALL)',
    querystring: navigationQuery,
    response: { 200: navigationSchema },
  };
  // Public: visitors get the product categories; a signed-in user gets their own pages.
  const config = { access: 'public', allowExpiredPassword: true } as const;
  app.get('/pages/navigation', { config, schema, handler: (request) => navigation(contextOf(request), request.query) });
  app.get('/pages/navigation/system', {
    config,
    schema,
    handler: (request) => navigation(contextOf(request), request.query),
  });
};
