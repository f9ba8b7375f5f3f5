import { DEFAULT_SYSTEM, navigationSchema, navigationSystemSchema } from '@portal/contracts';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../../platform/http/context';
import type { PublicCacheRule } from '../../platform/http/public-cache';
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
  // Public: visitors get the product categories; a signed-in user gets their own pages. The visitor's menu is the same
  // for every visitor: cached until pages, groups or the product categories change; a signed-in caller's never.
  const signedIn = (request: FastifyRequest) => request.headers['x-auth-token'] !== undefined;
  const publicCache: PublicCacheRule = {
    tags: ['navigation', 'products'],
    vary: (request) => (signedIn(request) ? 'signed-in' : 'visitor'),
    when: (request) => !signedIn(request),
  };
  const config = { access: 'public', allowExpiredPassword: true, publicCache } as const;
  app.get('/pages/navigation', { config, schema, handler: (request) => navigation(contextOf(request), request.query) });
  app.get('/pages/navigation/system', {
    config,
    schema,
    handler: (request) => navigation(contextOf(request), request.query),
  });
};
