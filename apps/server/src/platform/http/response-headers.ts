import { z } from 'zod';

/**
 * A response schema whose answer also carries `headers`: the body is serialized by `body` as before, and the API
 * description (OpenAPI) declares each header of `headers` on the response, with its type and description (the
 * OpenAPI plugin reads a `headers` map on a response's JSON schema).
 */
export function withResponseHeaders<T extends z.ZodType>(body: T, headers: z.ZodObject): T {
  const declared = Object.fromEntries(
    Object.entries(headers.shape).map(([name, schema]) => {
      // JSON Schema 2020-12 as the rest of the description (OpenAPI 3.1), written out whole: a header whose schema is
      // one the description names (api-document.ts) comes as a `$ref` to its `$defs`, taken in here.
      const {
        $schema: _,
        $ref,
        $defs,
        ...rest
      } = z.toJSONSchema(schema as z.ZodType, {
        target: 'draft-2020-12',
        io: 'output',
      });
      const named = typeof $ref === 'string' ? $defs?.[$ref.replace('#/$defs/', '')] : undefined;
      const json = { ...(typeof named === 'object' ? named : {}), ...rest };
      return [name, json];
    }),
  );
  return body.meta({ headers: declared });
}
