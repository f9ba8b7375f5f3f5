import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';

export const healthRoutes: FeaturePlugin = (app, { db }) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['platform'],
      summary: 'Readiness: 200 once migrations and seed are done and the database answers',
      response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable') }) },
    },
    handler: async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' as const });
      }
    },
  });
};
