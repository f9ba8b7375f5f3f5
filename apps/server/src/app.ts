import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { writeAudit } from './platform/audit/audit';
import type { Config } from './platform/config';
import { openDatabase, type Database } from './platform/db/database';
import { seed, type SeedResult } from './seed';
import { registerAccessHook } from './platform/http/access';
import { apiDocumentOptions, ERROR_KEYS_PATH } from './platform/http/api-document';
import { registerServiceContext } from './platform/http/context';
import { registerErrorHandler } from './platform/http/error-handler';
import { redactedRequest } from './platform/http/log-redaction';
import { createPublicCache, registerPublicCache, type PublicCacheRule } from './platform/http/public-cache';
import { createFrontDoor, type FrontDoor } from './platform/http/front-door';
import { fastifyTrustProxy } from './platform/http/client-address';
import { registerNoStore, registerSecurityHeaders } from './platform/http/security';
import { serverOptions } from './platform/http/server-options';
import { startStep } from './platform/start-timing';
import type { App, FeaturePlugin, Platform } from './platform/http/types';
import { registerWebApp } from './platform/http/web';
import { startEventBus } from './platform/realtime/bus';
import { registerPlatformJobs } from './platform/scheduler/jobs';
import { attachScheduler, scheduledJobRoutes } from './platform/scheduler/routes';
import { createScheduler } from './platform/scheduler/scheduler';
import { configureSeal } from './platform/pdf/seal';
import { sealerFor } from './platform/pdf/seal-setup';
import { createStorage } from './platform/storage/create-storage';
import { registerMultipart } from './platform/http/multipart';
import { databaseRateLimitStore } from './platform/http/rate-limit-store';
import { createRefusalBudget } from './platform/http/refusal-budget';
import { registerStompEndpoint } from './platform/realtime/stomp-server';
import { createTopicRegistry, type TopicRegistry } from './platform/realtime/topics';
import { createCaptcha } from './platform/captcha/captcha';
import { resolveSession } from './modules/auth';
import { startMailSender } from './modules/mail';
import { MODULES } from './modules/registry';
import { registerTranslationFiles, translationPageHead } from './modules/translations';

export const API_PREFIX = '/data/rest';
/** The API's documentation pages (Swagger UI): pages, with the pages' security headers. */
const API_DOCS_PATH = `${API_PREFIX}/docs`;
/** For main.ts: the thread that checks uploaded files starts with the server, not at the first upload. */
export { warmFileChecks } from './modules/attachments';

/** Feature route plugins, mounted under /data/rest in the modules' dependency order, then the platform's. */
const FEATURES: FeaturePlugin[] = [...MODULES.flatMap((module) => module.routes), scheduledJobRoutes];

/**
 * The API's description (OpenAPI JSON, and JSON and YAML under /docs: about 570 KB and 830 KB, built on the first
 * request) is complete once the app is ready and never changes after: kept encoded with its ETag and a gzipped copy
 * (public-cache.ts) instead of being written out again for every answer of a public route. No command changes it, so
 * it carries no tag.
 */
const API_DOCUMENT: PublicCacheRule = { tags: [] };

/**
 * Every route's schemas are zod's, checked and written by zod's compilers. Given as Fastify's compilers factory (what
 * `setValidatorCompiler` and `setSerializerCompiler` install), they spare every start the loading of Fastify's JSON
 * Schema compilers (Ajv and fast-json-stringify, about 0.2 s), which would never compile a schema here. Fastify types
 * the factory for those compilers, hence the cast.
 */
const ZOD_COMPILERS = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];

/** The input schemas of a route as declared (zod), for the test that checks every route's inputs. */
export type RouteSchemas = { body?: unknown; querystring?: unknown; params?: unknown; headers?: unknown };
export type RouteEntry = { method: string | string[]; url: string; readonly access: unknown; schema?: RouteSchemas };
export type BuiltApp = {
  app: App;
  platform: Platform;
  seedResult: SeedResult;
  routeTable: RouteEntry[];
  /** The destinations the STOMP endpoint opens: the modules' declared topics (tests may open one of their own). */
  topics: TopicRegistry;
  /** Where cached public reads are answered before Fastify (ADR 0110). */
  frontDoor: FrontDoor;
};

/** Builds the whole server (used by main.ts and by tests): database, seed, plugins, routes. */
export async function buildApp(
  config: Config,
  options: {
    database?: Database;
    seeded?: SeedResult;
    /** Where the log goes instead of standard output (tests read it). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<BuiltApp> {
  // The seal every issued PDF gets (main.ts has refused to start when a configured one cannot be opened).
  startStep('modules loaded');
  configureSeal(await sealerFor(config));
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemory }));
  startStep('database open and migrated');
  // A database copied from one seeded with this configuration (tests) is not seeded again.
  const seedResult = options.seeded ?? (await seed(database.db, config));
  startStep('seeded');

  const logger: FastifyServerOptions['logger'] =
    config.logLevel === 'silent'
      ? false
      : {
          level: config.logLevel,
          // A request's line shows its URL without the secrets a query string may carry (log-redaction.ts).
          serializers: { req: redactedRequest },
          ...(options.logStream ? { stream: options.logStream } : {}),
        };
  // Cached public reads are answered at the server's front door once Fastify has answered their URL (ADR 0110); not
  // when every request is logged, which the door would skip.
  const publicCache = createPublicCache();
  const frontDoor = createFrontDoor({
    cache: publicCache,
    trust: fastifyTrustProxy(config.trustProxy),
    enabled: config.logLevel !== 'debug',
  });
  const app = Fastify({
    ...serverOptions(config),
    serverFactory: frontDoor.serverFactory,
    logger,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // One line per request only when debugging; errors are always logged.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' }),
    schemaController: { compilersFactory: ZOD_COMPILERS },
  }).withTypeProvider<ZodTypeProvider>();
  // Every route as registered, with its access declaration (a test fails on undeclared ones).
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    // Read lazily: hooks of inner scopes (docs, static files) declare access after this one runs.
    routeTable.push({
      method: route.method,
      url: route.url,
      get access() {
        return route.config?.access;
      },
      schema: route.schema,
    });
  });

  const bus = await startEventBus(database, app.log);
  const storage = createStorage(config, database);
  const platform: Platform = {
    config,
    database,
    db: database.db,
    bus,
    captcha: createCaptcha(config.captchaSecret),
    storage,
    frontDoor,
  };
  // Background jobs, claimed with FOR UPDATE SKIP LOCKED so instances never double-run one.
  const scheduler = createScheduler(database.db, {
    tickMs: Number(process.env.SCHEDULER_TICK_MS) > 0 ? Number(process.env.SCHEDULER_TICK_MS) : 5000,
    log: app.log,
  });
  registerPlatformJobs(scheduler);
  for (const job of MODULES.flatMap((module) => module.jobs?.(config) ?? [])) {
    scheduler.register(job);
  }
  attachScheduler(platform, scheduler);

  registerErrorHandler(app);
  // The translation files are data the app reads, not documents: the API's set (ADR 0106).
  registerSecurityHeaders(app, [API_PREFIX, '/i18n'], API_DOCS_PATH);
  registerNoStore(app, API_PREFIX);
  // Before the access hook: a cached public answer needs no session lookup.
  registerPublicCache(app, bus, publicCache, frontDoor.remember);
  app.addHook('onReady', (done) => {
    frontDoor.open();
    done();
  });
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // Files are streamed by the routes that take them; these are hard ceilings per request.
  await registerMultipart(app, {
    limits: { files: 10, fields: 20, fieldSize: 64 * 1024, parts: 40, headerPairs: 200 },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, so several instances share one count per caller.
    store: databaseRateLimitStore(database.db, app.log),
    errorResponseBuilder: () => ({ statusCode: 429, _error: 'too_many_requests' }),
  });

  startStep('plugins registered');
  await app.register(
    swagger,
    apiDocumentOptions({
      title: 'E-auction and customs portal API',
      version: '2.0.0',
      description:
        'Sign in with `POST /data/rest/user/authenticate` and send its token as `X-Auth-Token`. Every error answer ' +
        `is an ErrorBody; its keys and their texts in sq, en and sr: \`GET ${ERROR_KEYS_PATH}\`.`,
    }),
  );
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      const document = /\/docs\/(json|yaml)$/.test(route.url);
      route.config = { ...(route.config ?? {}), access: 'public', ...(document ? { publicCache: API_DOCUMENT } : {}) };
    });
    // The portal's own policy, with the inline styles Swagger UI writes (its hash list is empty, so `staticCSP: true`
    // blocked them) and without `upgrade-insecure-requests`, which breaks the page on a plain http host.
    await docs.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      // The operations listed by tag; the 350 schemas only under each operation (a section of them all slows the page).
      uiConfig: { defaultModelsExpandDepth: -1 },
      staticCSP: {
        'default-src': ["'self'"],
        'base-uri': ["'none'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
      },
    });
  });

  startStep('API documentation registered');
  registerServiceContext(app, { db: database.db, storage, bus });
  const authenticate = (token: string) => resolveSession(database.db, token);
  // A refused request is audited one by one within a budget per address and minute; past it, once (refusal-budget.ts).
  const refusals = createRefusalBudget();
  registerAccessHook(app, authenticate, async (request, reason) => {
    const verdict = refusals.take(request.ip);
    if (verdict === 'skip') return;
    await writeAudit(database.db, {
      action: verdict === 'audit' ? `access.refused.${reason}` : 'access.refused.throttled',
      entity: 'route',
      entityId: `${request.method} ${request.routeOptions.url}`,
      ...(verdict === 'audit'
        ? {}
        : {
            after: { reason, throttled: verdict === 'throttled-address' ? 'address' : 'instance' },
          }),
      actorId: request.auth?.userId ?? null,
      actorUsername: request.auth?.username ?? null,
      ip: request.ip,
    }).catch((err) => request.log.warn({ err }, 'audit of refused access failed'));
  });

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const feature of FEATURES) await feature(typed, platform);
      typed.get('/openapi.json', {
        config: { access: 'public', publicCache: API_DOCUMENT },
        schema: { hide: true },
        handler: () => app.swagger(),
      });
    },
    { prefix: API_PREFIX },
  );

  startStep('routes registered');
  const topics = createTopicRegistry(MODULES.flatMap((module) => module.topics ?? []));
  registerStompEndpoint(app, platform, authenticate, topics);
  registerTranslationFiles(app, platform);
  await registerWebApp(app, config.webDist, translationPageHead(app, platform), platform.frontDoor);

  // Without SMTP_URL messages stay QUEUED in the outbox, where administrators read them.
  const mailSender = config.smtpUrl
    ? startMailSender(database.db, {
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        pollMs: config.mailPollMs,
        retryDelaysMs: config.mailRetryDelaysMs,
        log: app.log,
      })
    : undefined;

  await scheduler.start();
  startStep('web app and jobs');

  app.addHook('onClose', async () => {
    await scheduler.stop();
    await mailSender?.stop();
    await bus.close();
    if (!options.database) await database.close();
    await storage.close();
  });
  return { app, platform, seedResult, routeTable, topics, frontDoor };
}
