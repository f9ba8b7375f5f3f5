import { ERROR } from '@portal/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/database';
import { HttpError } from '../errors';

function fieldName(instancePath: string, context: string | undefined): string {
  const field = instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field || context || '_error';
}

/** Maps every error to the shapes of DESIGN.md §4; 5xx details are logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = fieldName(issue.instancePath, error.validationContext);
        body[key] ??= issue.message ?? 'validation.invalid';
      }
      return reply.status(400).send(body);
    }
    if (error.validation) {
      return reply.status(400).send({ _error: ERROR.badRequest });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ _error: ERROR.tooManyRequests });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, body too large, …
      const key =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'unsupported_media_type'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'payload_too_large'
            : ERROR.badRequest;
      const code =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? status : 400;
      return reply.status(code).send({ _error: key });
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({ _error: ERROR.unavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ _error: ERROR.internal });
  });
}
