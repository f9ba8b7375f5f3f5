import { currentUserSchema } from '@portal/contracts';
import { z } from 'zod';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { ownPasswordExpired, signedInUser } from './current-user';

export const userRoutes: FeaturePlugin = (app) => {
  app.get('/user', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: { tags: ['users'], summary: 'The signed-in user with their pages', response: { 200: currentUserSchema } },
    handler: (request) => signedInUser(signedInContext(request)),
  });

  app.get('/users/check_password_expiration', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: {
      tags: ['users'],
      summary: 'Whether the signed-in user’s password has expired',
      response: { 200: z.boolean() },
    },
    handler: (request) => ownPasswordExpired(signedInContext(request)),
  });
};
