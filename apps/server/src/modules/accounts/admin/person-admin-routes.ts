import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import { individualRowSchema, individualUpdateSchema } from '@portal/contracts/user-admin';
import { idPathSchema } from '@portal/contracts/input';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { pagedPersons, personById, updatePerson } from './person-admin-service';

const PERSONS = { pages: ['/admin/auth/persons'] } as const;

/** `/admin/auth/persons`: staff list and edit individuals, never a staff account's (spec §7 `individuals/update`). */
export const personAdminRoutes: FeaturePlugin = (app) => {
  app.get('/individuals/paged', {
    config: { access: PERSONS },
    schema: {
      tags: ['persons'],
      summary: 'Individuals, paged (filters personalNumber, name, city)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(individualRowSchema) },
    },
    handler: (request) => pagedPersons(signedInContext(request), request.query),
  });
  app.get('/individuals/:id', {
    config: { access: PERSONS },
    schema: {
      tags: ['persons'],
      summary: 'One individual',
      params: idPathSchema,
      response: { 200: individualRowSchema },
    },
    handler: (request) => personById(signedInContext(request), request.params.id),
  });
  // `/individuals/update` is the spec's path; `/individuals` (with the id) is the admin kit's save.
  const updateSchema = {
    tags: ['persons'],
    summary: 'Staff: change an individual’s record (not the personal number)',
    body: individualUpdateSchema,
    response: { 200: individualRowSchema },
  };
  app.post('/individuals/update', {
    config: { access: PERSONS },
    schema: updateSchema,
    handler: (request) => updatePerson(signedInContext(request), request.body),
  });
  app.post('/individuals', {
    config: { access: PERSONS },
    schema: updateSchema,
    handler: (request) => updatePerson(signedInContext(request), request.body),
  });
};
