import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import { individualRowSchema, individualUpdateSchema } from '@portal/contracts/user-admin';
import { idPathSchema } from '@portal/contracts/input';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { pagedPersons, personById, updatePerson } from './person-admin-service';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import type { IndividualRow } from '@portal/contracts/user-admin';

const PERSONS = { pages: ['/admin/auth/persons'] } as const;

/** `/admin/auth/persons`: staff list and edit individuals, never a staff account's (spec §7 `individuals/update`). */
/** The persons list's columns as the administration's list shows them. */
const PERSON_EXPORT: ExportColumn<IndividualRow>[] = [
  { header: 'admin.id', fallback: 'ID', value: (row) => row.id },
  { header: 'party.personal_number', fallback: 'Personal number', value: (row) => row.personalNumber },
  { header: 'party.first_name', fallback: 'First name', value: (row) => row.firstName },
  { header: 'party.last_name', fallback: 'Last name', value: (row) => row.lastName },
  { header: 'party.date_of_birth', fallback: 'Date of birth', kind: 'date', value: (row) => row.dateOfBirth },
  { header: 'party.city', fallback: 'City', value: (row) => row.city },
];

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
  app.get(
    '/individuals/export',
    listExport({
      config: { access: PERSONS },
      name: 'individuals',
      tags: ['individuals'],
      read: (request, query) => pagedPersons(signedInContext(request), query),
      columns: PERSON_EXPORT,
    }),
  );
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
