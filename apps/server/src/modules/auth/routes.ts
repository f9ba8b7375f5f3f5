import {
  captchaChallengeQuerySchema,
  changePasswordSchema,
  loginErrorSchema,
  loginFormSchema,
  tokenResponseSchema,
} from '@portal/contracts';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { contextOf, signedInContext } from '../../platform/http/context';
import { captchaCost, changePassword, signIn, signOut } from './service';

const okSchema = z.object({ status: z.literal('ok') });

export const authRoutes: FeaturePlugin = (app, { captcha, config }) => {
  app.post('/user/authenticate', {
    config: { access: 'public', rateLimit: { max: config.loginRateLimit, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in (form-encoded username, password, rememberMe; altcha once a captcha is due)',
      consumes: ['application/x-www-form-urlencoded'],
      body: loginFormSchema,
      response: { 200: tokenResponseSchema, 401: loginErrorSchema, 429: loginErrorSchema },
    },
    handler: async (request, reply) => {
      const result = await signIn(contextOf(request), captcha, {
        ...request.body,
        userAgent: request.headers['user-agent'],
        publicUrl: config.publicUrl,
      });
      if (!result.ok) {
        if (result.retryAfterSeconds) reply.header('retry-after', String(result.retryAfterSeconds));
        return reply.status(result.status).send(result.body);
      }
      return { token: result.token };
    },
  });

  app.get('/captcha/challenge', {
    config: { access: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
    schema: {
      tags: ['auth'],
      summary:
        'A proof-of-work challenge for the captcha; with `username`, as much work as the next sign-in of that account from this address needs',
      querystring: captchaChallengeQuerySchema,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const cost = await captchaCost(contextOf(request), request.query.username);
      return captcha.challenge(cost ?? 1);
    },
  });

  app.post('/user/logout', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: { tags: ['auth'], summary: 'End the current session', response: { 200: okSchema } },
    handler: async (request) => {
      await signOut(signedInContext(request));
      return { status: 'ok' as const };
    },
  });

  app.post('/user/change_password', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: {
      tags: ['auth'],
      summary: 'Change the signed-in user’s password; every other session ends',
      body: changePasswordSchema,
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => {
      return changePassword(signedInContext(request), request.body, request.headers['user-agent']);
    },
  });
};
