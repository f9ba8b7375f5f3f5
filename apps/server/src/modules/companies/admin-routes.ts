import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import { companyRowSchema, companyUpdateSchema } from '@portal/contracts/user-admin';
import { idPathSchema } from '@portal/contracts/input';
import type { FeaturePlugin } from '../../platform/http/types';
import { companyByIdForStaff, pagedCompanies, updateCompanyByStaff } from './admin-service';
import { signedInContext } from '../../platform/http/context';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
import type { CompanyRow } from '@portal/contracts/user-admin';

const TRADERS = { pages: ['/admin/auth/traders'] } as const;

/** `/admin/auth/traders`: staff list and edit companies (spec §7 `companies/update`). */
/** The companies list's columns as the administration's list shows them. */
const COMPANY_EXPORT: ExportColumn<CompanyRow>[] = [
  { header: 'admin.id', fallback: 'ID', value: (row) => row.id },
  { header: 'party.company_name', fallback: 'Company name', value: (row) => row.companyName },
  {
    header: 'party.company_unique_number',
    fallback: 'Company unique number (NUIS)',
    value: (row) => row.companyUniqueNumber,
  },
  { header: 'party.fiscal_number', fallback: 'Fiscal number', value: (row) => row.fiscalNumber },
  { header: 'party.place_name', fallback: 'Place', value: (row) => row.placeName },
  { header: 'party.is_intermediary', fallback: 'Intermediary', kind: 'boolean', value: (row) => row.isIntermediary },
];

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
  app.get(
    '/companies/export',
    listExport({
      config: { access: TRADERS },
      name: 'companies',
      tags: ['companies'],
      read: (request, query) => pagedCompanies(signedInContext(request), query),
      columns: COMPANY_EXPORT,
    }),
  );
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
