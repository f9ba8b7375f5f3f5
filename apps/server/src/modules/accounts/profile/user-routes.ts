import { currentUserSchema } from '@portal/contracts';
import { z } from 'zod';
import { notFound } from '../../../platform/errors';
import { requireAuth } from '../../../platform/http/access';
import type { FeaturePlugin } from '../../../platform/http/types';
import { findUserById, isPasswordExpired } from '../../users';
import { currentUser } from './current-user';

export const userRoutes: FeaturePlugin = (app, { db }) => {
  app.get('/user', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: { tags: ['users'], summary: 'The signed-in user with their pages', response: { 200: currentUserSchema } },
    handler: async (request) => {
      const user = await currentUser(db, requireAuth(request).userId);
      if (!user) throw notFound();
      return user;
    },
  });

  app.get('/users/check_password_expiration', {
    config: { access: 'authenticated', allowExpiredPassword: true },
    schema: {
      tags: ['users'],
      summary: 'Whether the signed-in user’s password has expired',
      response: { 200: z.boolean() },
    },
    handler: async (request) => {
      const user = await findUserById(db, requireAuth(request).userId);
      if (!user) throw notFound();
      return isPasswordExpired(db, user);
    },
  });
};
