import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import { companyRowSchema, companyUpdateSchema } from '@portal/contracts/user-admin';
import { idPathSchema } from '@portal/contracts/input';
import type { FeaturePlugin } from '../../platform/http/types';
import { companyByIdForStaff, pagedCompanies, updateCompanyByStaff } from './admin-service';
import { signedInContext } from '../../platform/http/context';

const TRADERS = { pages: ['/admin/auth/traders'] } as const;

/** `/admin/auth/traders`: staff list and edit companies (spec §7 `companies/update`). */
export const companyAdminRoutes: FeaturePlugin = (app) => {
  app.get('/companies/paged', {
    config: { access: TRADERS },
    schema: {
      tags: ['traders'],
      summary: 'Companies, paged (filters companyName, companyUniqueNumber, fiscalNumber, placeName, isIntermediary)',
      querystring: pagedFilterQuerySchema,
      response: { 200: pagedSchema(companyRowSchema) },
    },
    handler: (request) => pagedCompanies(signedInContext(request), request.query),
  });
  app.get('/companies/:id', {
    config: { access: TRADERS },
    schema: { tags: ['traders'], summary: 'One company', params: idPathSchema, response: { 200: companyRowSchema } },
    handler: (request) => companyByIdForStaff(signedInContext(request).db, request.params.id),
  });
  // `/companies/update` is the spec's path; `/companies` (with the id) is the admin kit's save.
  const updateSchema = {
    tags: ['traders'],
    summary: 'Staff: change a company’s record (not the unique number)',
    body: companyUpdateSchema,
    response: { 200: companyRowSchema },
  };
  app.post('/companies/update', {
    config: { access: TRADERS },
    schema: updateSchema,
    handler: (request) => updateCompanyByStaff(signedInContext(request), request.body),
  });
  app.post('/companies', {
    config: { access: TRADERS },
    schema: updateSchema,
    handler: (request) => updateCompanyByStaff(signedInContext(request), request.body),
  });
};
