import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { unauthorized } from '../errors';
import type { EventBus } from '../realtime/bus';
import type { FileStorage } from '../storage/storage';
import { SYSTEM_CALLER, type Caller, type SignedInCaller } from './access';

export type { Caller, SignedInCaller } from './access';

/** The platform services every command may use (the database, the file storage, the event bus); one set per app. */
export type ContextServices = { db: Db; storage: FileStorage; bus: EventBus };

/**
 * What a service takes first (`service(ctx, input)`): the database, the file storage, the event bus and the caller. A route gets
 * it with `contextOf(request)` (public routes) or `signedInContext(request)` (signed-in routes); a job, the seed or
 * another command builds one with `serviceContext`. See docs/adr/0069-service-context.md.
 */
export type ServiceContext = ContextServices & { caller: Caller };

/** The context of a signed-in caller: `ctx.caller.account` is non-null by type, so services do not check it again. */
export type SignedInContext = ContextServices & { caller: SignedInCaller };

declare module 'fastify' {
  interface FastifyRequest {
    /** The app's platform services (`registerServiceContext`), read by `contextOf`. */
    services: ContextServices;
  }
}

/** Makes the app's services reachable from every request, for `contextOf` (one getter, nothing per request). */
export function registerServiceContext(app: FastifyInstance, services: ContextServices): void {
  app.decorateRequest('services', {
    getter: () => services,
  });
}

/** A context of given services and caller (jobs, seeding, a test calling a service); `SYSTEM_CALLER` by default. */
export function serviceContext(services: ContextServices, caller: Caller = SYSTEM_CALLER): ServiceContext {
  return { db: services.db, storage: services.storage, bus: services.bus, caller };
}

/** The context of a request's command: the caller the access hook built, and the app's services. */
export function contextOf(request: FastifyRequest): ServiceContext {
  if (!request.caller)
    throw new Error(`no caller on ${request.method} ${request.url}: not passed through the access hook`);
  return serviceContext(request.services, request.caller);
}

/**
 * The context of a route of `authenticated` or `pages` access: the access hook refused the request unless signed
 * in, so the 401 here is only a guard against a route declared `public` by mistake.
 */
export function signedInContext(request: FastifyRequest): SignedInContext {
  return signedIn(contextOf(request));
}

/** A signed-in context narrowed from any context, or 401 (a service reachable both ways that needs the account). */
export function signedIn(ctx: ServiceContext): SignedInContext {
  const { caller } = ctx;
  if (!caller.account) throw unauthorized();
  return { ...ctx, caller: { ...caller, account: caller.account } };
}
