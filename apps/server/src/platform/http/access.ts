import { ERROR, pathGrantedByPages } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../audit/audit';
import { forbidden, unauthorized } from '../errors';

/** Who may call a route: anyone, any signed-in user, or users holding one of the pages. */
export type Access = 'public' | 'authenticated' | { pages: readonly string[] };

export type AuthContext = {
  userId: number;
  username: string;
  sessionId: number;
  rememberMe: boolean;
  roles: string[];
  pageUrls: string[];
  passwordExpired: boolean;
  companyId: number | null;
  /** The person's own individual record (persons); a case about it filed by an intermediary is shown to them. */
  individualId?: number | null;
  companyAdministrator: boolean;
  /** The user's language (profile), for documents and messages made for them. */
  lang?: string;
};

/**
 * Who makes a request, built once by the access hook (`registerAccessHook`) and carried to the services in their
 * context (`context.ts`): the signed-in account or null, the audit `Actor` written into every command's rows, and the
 * client's address (`request.ip`, behind trusted proxies the first untrusted one). See docs/adr/0069-service-context.md.
 */
export type Caller = {
  account: AuthContext | null;
  actor: Actor;
  /** The client's address; empty for work no request started (`SYSTEM_CALLER`). */
  address: string;
};

/** The caller of a route of `authenticated` or `pages` access: the access hook let it through only signed in. */
export type SignedInCaller = Caller & { account: AuthContext };

/** The caller of work no request started (jobs, seeding, start-up): no account, no address (the audit's ip null). */
export const SYSTEM_CALLER: Caller = {
  account: null,
  actor: { actorId: null, actorUsername: null, ip: null },
  address: '',
};

/** The caller of an account (or of no account) at an address: the audit actor is taken from the account. */
export function callerOf(account: AuthContext | null, address: string): Caller {
  return {
    account,
    actor: { actorId: account?.userId ?? null, actorUsername: account?.username ?? null, ip: address },
    address,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable with an expired password (reading the user, changing the password, logging out). */
    allowExpiredPassword?: boolean;
    /** A public route whose answer carries personal data: never stored by a cache (see `registerNoStore`). */
    noStore?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Set by the access hook on every request that matched a route. */
    caller: Caller | null;
  }
}

export type SessionResolver = (token: string, request: FastifyRequest) => Promise<AuthContext | null>;
export type AccessRefusal = (request: FastifyRequest, reason: string) => Promise<void>;

export function routeAccess(request: FastifyRequest): Access | undefined {
  return request.routeOptions.config?.access;
}

/**
 * The rate-limit key (`config.rateLimit.keyGenerator`) of a route limited per user: the signed-in caller's id, so a
 * new session (signing in again) does not start a new count. A route's limit runs after this access hook (a route's
 * own hooks run after the app's), so `request.auth` is known; without it (a public route) the address counts.
 */
export function userRateLimitKey(request: FastifyRequest): string {
  return request.auth ? `user:${request.auth.userId}` : request.ip;
}

/** The one hook that enforces every route's declared access (DESIGN.md §4). */
export function registerAccessHook(app: FastifyInstance, resolveSession: SessionResolver, onRefused: AccessRefusal) {
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    // Requests that matched no route reach the not-found handler, which needs no access.
    if (!request.routeOptions.url) return;
    const access = routeAccess(request);
    const header = request.headers['x-auth-token'];
    const token = Array.isArray(header) ? header[0] : header;
    request.auth = token ? await resolveSession(token, request) : null;
    request.caller = callerOf(request.auth, request.ip);
    if (access === 'public') return;
    if (access === undefined) {
      // Fail closed: a route without a declaration is never served (a test also forbids them).
      await onRefused(request, 'undeclared_route');
      throw forbidden();
    }
    if (!request.auth) {
      await onRefused(request, token ? 'invalid_token' : 'no_token');
      throw unauthorized();
    }
    if (request.auth.passwordExpired && !request.routeOptions.config.allowExpiredPassword) {
      throw forbidden(ERROR.passwordExpired);
    }
    if (access !== 'authenticated' && !access.pages.some((url) => pathGrantedByPages(url, request.auth!.pageUrls))) {
      await onRefused(request, 'missing_page');
      throw forbidden();
    }
  });
}
