import { z } from 'zod';
import { contextOf } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { databaseAnswers } from './service';

export const healthRoutes: FeaturePlugin = (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['platform'],
      summary: 'Readiness: 200 once migrations and seed are done and the database answers',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
    },
    handler: async (request, reply) =>
      (await databaseAnswers(contextOf(request)))
        ? { status: 'ok' as const }
        : reply.status(503).send({ status: 'unavailable' as const }),
  });
};
