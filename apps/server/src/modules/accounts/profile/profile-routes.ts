import { companySchema, currentUserSchema, individualSchema } from '@portal/contracts';
import { PROFILE_PAGE, updatePersonSchema, updateTraderSchema, updateUserDataSchema } from '@portal/contracts/profile';
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../../platform/http/access';
import type { FeaturePlugin } from '../../../platform/http/types';
import {
  ownCompany,
  ownIndividual,
  updateOwnCompany,
  updateOwnData,
  updateOwnIndividual,
  type ProfileActor,
} from './profile-service';

/** The signed-in user's own profile: account details, their individual record, their company. */
export const profileRoutes: FeaturePlugin = (app, { db }) => {
  const access = { pages: [PROFILE_PAGE] };
  const actorOf = (request: FastifyRequest): ProfileActor => {
    const auth = requireAuth(request);
    return { userId: auth.userId, username: auth.username, ip: request.ip };
  };

  app.post('/user/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'Change the signed-in user’s e-mail, phone and language',
      body: updateUserDataSchema,
      response: { 200: currentUserSchema },
    },
    handler: async (request) => updateOwnData(db, actorOf(request), request.body),
  });

  app.get('/persons/current', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'The signed-in individual’s record',
      response: { 200: individualSchema },
    },
    handler: async (request) => ownIndividual(db, requireAuth(request).userId),
  });

  app.post('/persons/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'An individual user edits their own record (not the personal number)',
      body: updatePersonSchema,
      response: { 200: individualSchema },
    },
    handler: async (request) => updateOwnIndividual(db, actorOf(request), request.body),
  });

  app.get('/traders/current', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'The company of the signed-in user',
      response: { 200: companySchema },
    },
    handler: async (request) => ownCompany(db, requireAuth(request).userId),
  });

  app.post('/traders/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'A company administrator edits their company (not the unique number)',
      body: updateTraderSchema,
      response: { 200: companySchema },
    },
    handler: async (request) => updateOwnCompany(db, actorOf(request), request.body),
  });
};
