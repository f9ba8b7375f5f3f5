import { companySchema, currentUserSchema, individualSchema } from '@portal/contracts';
import { PROFILE_PAGE, updatePersonSchema, updateTraderSchema, updateUserDataSchema } from '@portal/contracts/profile';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { ownCompany, ownIndividual, updateOwnCompany, updateOwnData, updateOwnIndividual } from './profile-service';

/** The signed-in user's own profile: account details, their individual record, their company. */
export const profileRoutes: FeaturePlugin = (app) => {
  const access = { pages: [PROFILE_PAGE] };

  app.post('/user/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'Change the signed-in user’s e-mail, phone and language',
      body: updateUserDataSchema,
      response: { 200: currentUserSchema },
    },
    handler: (request) => updateOwnData(signedInContext(request), request.body),
  });

  app.get('/persons/current', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'The signed-in individual’s record',
      response: { 200: individualSchema },
    },
    handler: (request) => ownIndividual(signedInContext(request)),
  });

  app.post('/persons/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'An individual user edits their own record (not the personal number)',
      body: updatePersonSchema,
      response: { 200: individualSchema },
    },
    handler: (request) => updateOwnIndividual(signedInContext(request), request.body),
  });

  app.get('/traders/current', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'The company of the signed-in user',
      response: { 200: companySchema },
    },
    handler: (request) => ownCompany(signedInContext(request)),
  });

  app.post('/traders/update_data', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'A company administrator edits their company (not the unique number)',
      body: updateTraderSchema,
      response: { 200: companySchema },
    },
    handler: (request) => updateOwnCompany(signedInContext(request), request.body),
  });
};
