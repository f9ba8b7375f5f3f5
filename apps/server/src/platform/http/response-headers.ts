import { z } from 'zod';

/**
 * A response schema whose answer also carries `headers`: the body is serialized by `body` as before, and the API
 * description (OpenAPI) declares each header of `headers` on the response, with its type and description (the
 * OpenAPI plugin reads a `headers` map on a response's JSON schema).
 */
export function withResponseHeaders<T extends z.ZodType>(body: T, headers: z.ZodObject): T {
  const declared = Object.fromEntries(
    Object.entries(headers.shape).map(([name, schema]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema as z.ZodType, { target: 'openapi-3.0', io: 'output' });
      return [name, json];
    }),
  );
  return body.meta({ headers: declared });
}
