// The API's description (OpenAPI 3.1) as an integrator generates a client from it: the contracts' zod schemas as named
// components, an operationId, a summary and tags on every operation, its error answers, and examples of the main calls.
// Everything is derived here, once, from the routes as declared: no route repeats it. @fastify/swagger builds the
// document on its first request (the docs, /openapi.json), not at start.
import type { FastifyDynamicSwaggerOptions, SwaggerTransform, SwaggerTransformObject } from '@fastify/swagger';
import { ERROR } from '@portal/contracts';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_EXAMPLES } from './api-examples';
import { CONTRACT_MODULES } from './contract-modules';
import { contractErrorKeys } from './error-keys';

/** The path of the integrators' list of error keys and their texts (translations module). */
export const ERROR_KEYS_PATH = '/data/rest/error_keys';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Json[];
  requestBody?: { content: Record<string, { schema?: Json; examples?: Json }> };
  responses: Record<string, Json>;
};
export type ApiDocument = {
  openapi: string;
  info: Json;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Json>; responses?: Record<string, Json>; [key: string]: unknown };
  [key: string]: unknown;
};

/** What the document needs to know of a route beyond its schema: who may call it, whether it is rate limited. */
type RouteFacts = { access: unknown; rateLimited: boolean; multipart: boolean; input: boolean };

/** A route's key whatever its parameters are named (paths differing only so are merged). */
const factsKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{\w+\}/g, '{}')}`;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** `sendBidAnswerSchema` → `SendBidAnswer`. */
const componentName = (exportName: string) =>
  exportName.replace(/Schema$/, '').replace(/^[a-z]/, (first) => first.toUpperCase());

let contractsNamed = false;

/**
 * Names the contracts' exported schemas (`fooBarSchema` → component `FooBar`, read as an input `FooBarInput`) in zod's
 * global registry, which fastify-type-provider-zod turns into components and `$ref`s. Once per process; a schema
 * exported under two names keeps its first, and a name that would meet another's input name (`FooInput` beside
 * `Foo`) is left inline.
 */
export function nameContractSchemas(modules: Record<string, Record<string, unknown>> = CONTRACT_MODULES): void {
  if (contractsNamed) return;
  contractsNamed = true;
  const names = new Map<string, z.ZodType>();
  const seen = new Set<z.ZodType>();
  for (const exports of Object.values(modules)) {
    for (const [exportName, value] of Object.entries(exports)) {
      if (!(value instanceof z.ZodType) || !/^[a-z]\w*Schema$/.test(exportName)) continue;
      if (seen.has(value) || z.globalRegistry.get(value)?.id !== undefined) continue;
      const name = componentName(exportName);
      if (names.has(name)) continue;
      names.set(name, value);
      seen.add(value);
    }
  }
  // The input reading of `Foo` is `FooInput`: a contract's own `fooInputSchema` is named `FooForm` instead.
  const final = new Map<string, z.ZodType>();
  for (const [name, schema] of names) {
    const own = name.endsWith('Input') && names.has(name.slice(0, -'Input'.length)) ? `${name.slice(0, -5)}Form` : name;
    if (!names.has(own) || own === name) final.set(own, schema);
  }
  for (const [name, schema] of final) {
    if (!final.has(`${name}Input`)) z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id: name });
  }
}

/** `/data/rest/portal_cases/take_over` → `portalCasesTakeOver` (path parameters left out). */
function baseOperationId(path: string): string {
  const words = path
    .replace(/^\/data\/rest\//, '')
    .split('/')
    .filter((segment) => segment !== '' && !segment.startsWith('{'))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const id = words.map((word, i) => (i === 0 ? word : word[0].toUpperCase() + word.slice(1))).join('');
  return /^[A-Za-z]/.test(id) ? id : `call${id}`;
}

const pascal = (word: string) => word[0].toUpperCase() + word.slice(1);

/**
 * The operation ids of every operation: the path's words (`POST /portal_cases/take_over` → `portalCasesTakeOver`);
 * where paths share their words, those with parameters get them (`usersById`); where methods share a path, the
 * method leads (`deleteUsersById`).
 */
export function operationIds(operations: Array<{ method: string; path: string }>): string[] {
  const ids = operations.map((op) => baseOperationId(op.path));
  const clashing = (list: string[]) => {
    const counts = new Map<string, number>();
    for (const id of list) counts.set(id, (counts.get(id) ?? 0) + 1);
    return (id: string) => (counts.get(id) ?? 0) > 1;
  };
  const first = clashing(ids);
  const withParams = ids.map((id, i) => {
    if (!first(id)) return id;
    const params = [...operations[i].path.matchAll(/\{(\w+)\}/g)].map((m) => pascal(m[1]));
    return params.length ? `${id}By${params.join('And')}` : id;
  });
  const second = clashing(withParams);
  const withMethods = withParams.map((id, i) =>
    second(id) ? `${operations[i].method.toLowerCase()}${pascal(id)}` : id,
  );
  const third = clashing(withMethods);
  const seen = new Map<string, number>();
  return withMethods.map((id) => {
    if (!third(id)) return id;
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    return n === 1 ? id : `${id}${n}`;
  });
}

/** The error body (DESIGN.md §4), one component for every error answer. */
const ERROR_BODY: Json = {
  type: 'object',
  description:
    'Every error answer. `_error` is a general message key; on a 400 every other property is an input field (its ' +
    'path, `bid.offeredAmount`) mapped to the message key of what is wrong with it; a 409 may add details of the ' +
    `refusal (\`status\`, \`limit\`, \`endTime\`). The keys and their texts in sq, en and sr: GET ${ERROR_KEYS_PATH}.`,
  properties: { _error: { type: 'string', description: 'A general error key (`not_found`, `auction.not_running`).' } },
  additionalProperties: true,
  examples: [{ _error: 'access_denied' }, { 'bid.offeredAmount': 'validation.too_small' }],
};

const errorResponse = (description: string, example: Json): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, example } },
});

/** The error answers every operation may give, by the condition of the route that gives them. */
const ERROR_RESPONSES: Record<string, { status: string; response: Json }> = {
  BadRequest: {
    status: '400',
    response: errorResponse(
      'The input is not valid: each wrong field (its path) with the message key of what is wrong, and maybe a ' +
        'general `_error` (`bad_request` for a body that is no JSON).',
      { subject: 'validation.too_long' },
    ),
  },
  Unauthorized: {
    status: '401',
    response: errorResponse('No session, or it has ended: sign in (`X-Auth-Token`).', { _error: ERROR.unauthorized }),
  },
  Forbidden: {
    status: '403',
    response: errorResponse("The caller's roles do not give this call.", { _error: ERROR.accessDenied }),
  },
  NotFound: {
    status: '404',
    response: errorResponse('No such object, or not one the caller may see.', { _error: ERROR.notFound }),
  },
  Conflict: {
    status: '409',
    response: errorResponse(
      `Refused in the object's present state; \`_error\` says why (the keys: GET ${ERROR_KEYS_PATH}).`,
      { _error: 'auction.not_running', status: 'FINISHED' },
    ),
  },
  TooManyRequests: {
    status: '429',
    response: errorResponse('Too many calls of this operation: wait and try again.', {
      _error: ERROR.tooManyRequests,
    }),
  },
  ServiceUnavailable: {
    status: '503',
    response: {
      ...errorResponse('The database is briefly unreachable: try again (after `Retry-After` seconds).', {
        _error: ERROR.unavailable,
      }),
      headers: { 'retry-after': { description: 'Seconds to wait.', schema: { type: 'integer' } } },
    },
  },
};

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The error answers of one operation. */
function errorResponsesOf(method: string, path: string, facts: RouteFacts | undefined): Record<string, Json> {
  const errors: Record<string, Json> = {};
  if (facts?.input || facts?.multipart || path.includes('{')) errors['400'] = ref('BadRequest');
  if (facts?.access !== 'public') errors['401'] = ref('Unauthorized');
  if (typeof facts?.access === 'object') errors['403'] = ref('Forbidden');
  if (path.includes('{')) errors['404'] = ref('NotFound');
  if (method !== 'get') errors['409'] = ref('Conflict');
  if (facts?.rateLimited) errors['429'] = ref('TooManyRequests');
  errors['503'] = ref('ServiceUnavailable');
  return errors;
}

/** Every `$ref` to a schema reachable from `value`. */
function collectRefs(value: unknown, into: Set<string>, schemas: Record<string, Json>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into, schemas);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
      const name = child.slice('#/components/schemas/'.length);
      if (!into.has(name)) {
        into.add(name);
        collectRefs(schemas[name], into, schemas);
      }
    } else collectRefs(child, into, schemas);
  }
}

/** The bounds zod writes on every integer (±2^53-1): true of any JSON integer a client reads, only noise here. */
function dropSafeIntegerBounds(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) dropSafeIntegerBounds(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const schema = value as Json;
  if (schema.type === 'integer') {
    if (schema.minimum === -Number.MAX_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  }
  for (const child of Object.values(schema)) dropSafeIntegerBounds(child);
}

/** A page of a named schema (`{ content: X[], totalElements }`, pagedSchema of the contracts) becomes `PagedX`. */
function namePages(value: unknown, schemas: Record<string, Json>): void {
  if (Array.isArray(value)) {
    for (const item of value) namePages(item, schemas);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value as Json)) {
    const page = child as { type?: string; properties?: { content?: { items?: { $ref?: string } } } } | null;
    const item = page?.properties?.content?.items?.$ref;
    if (
      page?.type === 'object' &&
      item?.startsWith('#/components/schemas/') &&
      Object.keys(page.properties ?? {}).join() === 'content,totalElements'
    ) {
      const name = `Paged${item.slice('#/components/schemas/'.length)}`;
      schemas[name] ??= page as Json;
      (value as Json)[key] = { $ref: `#/components/schemas/${name}` };
    } else namePages(child, schemas);
  }
}

/**
 * Paths that differ only by the names of their parameters (`/attachments/{bean}/{objectId}` for one method,
 * `…/{bean}/{id}` for another) are one path to the router: one path item, named as the first.
 */
function mergeIdenticalPaths(document: ApiDocument): void {
  const byShape = new Map<string, string>();
  for (const path of Object.keys(document.paths)) {
    const shape = path.replace(/\{\w+\}/g, '{}');
    const first = byShape.get(shape);
    if (first === undefined) {
      byShape.set(shape, path);
      continue;
    }
    const names = [...first.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const own = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const op of Object.values(document.paths[path])) {
      for (const parameter of op.parameters ?? []) {
        const at = parameter.in === 'path' ? own.indexOf(String(parameter.name)) : -1;
        if (at >= 0) parameter.name = names[at];
      }
    }
    document.paths[first] = { ...document.paths[first], ...document.paths[path] };
    delete document.paths[path];
  }
}

/** Adds what routes do not declare to the document @fastify/swagger built: see the file's head. */
export function completeDocument(document: ApiDocument, facts: Map<string, RouteFacts>): ApiDocument {
  mergeIdenticalPaths(document);
  const errorKeys = new Set(contractErrorKeys());
  const operations = Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, op: item[method] })),
  );
  const ids = operationIds(operations);
  operations.forEach(({ path, method, op }, i) => {
    const routeFacts = facts.get(factsKey(method, path));
    op.operationId = ids[i];
    if (routeFacts?.access === 'public') op.security = [];
    for (const [status, response] of Object.entries(op.responses)) {
      if (response.description === 'Default Response') {
        response.description = status.startsWith('2') ? 'Done' : (ERROR_DESCRIPTIONS[status] ?? 'Refused');
      }
    }
    for (const [status, response] of Object.entries(errorResponsesOf(method, path, routeFacts))) {
      op.responses[status] ??= response;
    }
    // The refusals a route's summary names (`…; 409 portal.case_assigned_to_other`) are listed on its 409.
    const named = [...new Set(op.summary?.match(/\b[a-z_]+(?:\.[a-z_]+)+\b/g) ?? [])].filter((key) =>
      errorKeys.has(key),
    );
    if (named.length > 0 && op.responses['409']?.$ref === ref('Conflict').$ref) {
      op.responses['409'] = errorResponse(
        `Refused in the object's present state: \`_error\` is ${named.map((key) => `\`${key}\``).join(', ')}, or ` +
          `another key of GET ${ERROR_KEYS_PATH}.`,
        { _error: named[0] },
      );
    }
    if (routeFacts?.multipart && !op.requestBody) {
      op.requestBody = {
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                file: {
                  type: 'string',
                  contentMediaType: 'application/octet-stream',
                  description: 'The file: the multipart field `file`.',
                },
              },
            },
          },
        },
      };
    }
    const example = API_EXAMPLES[`${method.toUpperCase()} ${path}`];
    if (example?.request && op.requestBody) {
      const [type, content] = Object.entries(op.requestBody.content)[0];
      op.requestBody.content[type] = { ...content, examples: { [example.name]: { value: example.request } } };
    }
    for (const parameter of op.parameters ?? []) {
      const value = example?.parameters?.[String(parameter.name)];
      if (value !== undefined) parameter.example = value;
    }
    const ok = op.responses['200'] as { content?: Record<string, Json> } | undefined;
    if (example?.response && ok?.content?.['application/json']) {
      ok.content['application/json'] = {
        ...ok.content['application/json'],
        examples: { [example.name]: { value: example.response } },
      };
    }
  });

  const schemas: Record<string, Json> = { ...(document.components.schemas ?? {}), ErrorBody: ERROR_BODY };
  dropSafeIntegerBounds(document.paths);
  dropSafeIntegerBounds(schemas);
  namePages(document.paths, schemas);
  document.components = {
    ...document.components,
    schemas,
    responses: Object.fromEntries(Object.entries(ERROR_RESPONSES).map(([name, { response }]) => [name, response])),
  };
  // Only the components some operation uses (the registry names every schema of the contracts, read both ways).
  const used = new Set<string>();
  collectRefs({ paths: document.paths, responses: document.components.responses }, used, schemas);
  document.components.schemas = Object.fromEntries(
    Object.keys(schemas)
      .filter((name) => used.has(name))
      .sort()
      .map((name) => [name, schemas[name]]),
  );
  return document;
}

const ERROR_DESCRIPTIONS: Record<string, string> = Object.fromEntries(
  Object.values(ERROR_RESPONSES).map(({ status, response }) => [status, String(response.description)]),
);

/**
 * The options of @fastify/swagger for this API: the transforms that name schemas, note each route's facts, and
 * complete the document.
 */
export function apiDocumentOptions(info: {
  title: string;
  version: string;
  description: string;
}): FastifyDynamicSwaggerOptions {
  const facts = new Map<string, RouteFacts>();
  const transformRoute = createJsonSchemaTransform({ skipList: [] });
  // Parameters are listed one by one, never a `$ref`: their schemas are written out whole (a registry naming none).
  const transformParameters = createJsonSchemaTransform({
    skipList: [],
    schemaRegistry: z.registry<{ id?: string }>(),
  });
  const transformDocument = createJsonSchemaTransformObject({});
  const transform: SwaggerTransform = (routeObject) => {
    const { schema, url, route } = routeObject;
    nameContractSchemas();
    const input = Boolean(schema?.body || schema?.querystring || schema?.params || schema?.headers);
    const config = (route.config ?? {}) as { access?: unknown; rateLimit?: unknown };
    const consumes = (schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    const path = url.replace(/:(\w+)/g, '{$1}');
    for (const method of [route.method].flat()) {
      facts.set(factsKey(method, path), {
        access: config.access,
        rateLimited: config.rateLimit !== undefined && config.rateLimit !== false,
        multipart: consumes.includes('multipart/form-data') && !schema?.body,
        input,
      });
    }
    if (!schema) return { schema, url };
    const { params, querystring, headers, ...rest } = schema;
    const named = transformRoute({ ...routeObject, schema: rest });
    if (named.schema?.hide) return named;
    const listed = transformParameters({ ...routeObject, schema: { params, querystring, headers } });
    return { ...named, schema: { ...named.schema, ...listed.schema } };
  };
  const transformObject: SwaggerTransformObject = (documentObject) => {
    nameContractSchemas();
    const document = transformDocument(documentObject) as unknown as ApiDocument;
    return completeDocument(document, facts) as unknown as ReturnType<SwaggerTransformObject>;
  };
  return {
    openapi: {
      openapi: '3.1.0',
      info,
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } } },
      security: [{ token: [] }],
      servers: [{ url: '/', description: 'This portal (every path starts with /data/rest)' }],
    },
    transform,
    transformObject,
  };
}
