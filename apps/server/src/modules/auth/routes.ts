import {
  captchaChallengeQuerySchema,
  changePasswordSchema,
  loginErrorSchema,
  loginFormSchema,
  tokenResponseSchema,
  usernameKey,
} from '@portal/contracts';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { requireAuth } from '../../platform/http/access';
import { changePassword, signIn, signOut } from './service';
import { requiredCaptchaCost } from './sign-in-protection';

const okSchema = z.object({ status: z.literal('ok') });

export const authRoutes: FeaturePlugin = (app, { db, captcha, config }) => {
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
      const result = await signIn(db, captcha, {
        ...request.body,
        ip: request.ip,
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
      const { username } = request.query;
      const cost = await requiredCaptchaCost(db, username ? usernameKey(username) : null, request.ip);
      return captcha.challenge(cost ?? 1);
    },
  });

  app.post('/user/logout', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: { tags: ['auth'], summary: 'End the current session', response: { 200: okSchema } },
    handler: async (request) => {
      await signOut(db, requireAuth(request), request.ip);
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
      const auth = requireAuth(request);
      return changePassword(
        db,
        {
          userId: auth.userId,
          username: auth.username,
          rememberMe: auth.rememberMe,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.body,
      );
    },
  });
};
