import { companySchema, individualSchema } from '@portal/contracts';
import {
  PORTAL_HOME_PAGE,
  caseCompanyInputSchema,
  caseIndividualInputSchema,
  companyLookupSchema,
  findCompanyQuerySchema,
  findIndividualQuerySchema,
  individualLookupSchema,
} from '@portal/contracts/portal-cases';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { findCompanyForCase, findIndividualForCase, saveCaseCompany, saveCaseIndividual } from './subjects';

/** The wizard's first step; the services answer 409 to a filer who is not an intermediary. */
const FILERS = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const tags = ['portal cases'];

/** Who a case is about (customs portal spec §7): finders by number and records of those not on file. */
export const caseSubjectRoutes: FeaturePlugin = (app) => {
  app.get('/registered_users/find_individual_from_personal_number', {
    config: FILERS,
    schema: {
      tags,
      summary: 'An individual on file by personal number, and whether an account holds it (intermediaries)',
      querystring: findIndividualQuerySchema,
      response: { 200: individualLookupSchema },
    },
    handler: (request) => findIndividualForCase(signedInContext(request), request.query),
  });

  app.get('/registered_users/find_company_from_unique_number', {
    config: FILERS,
    schema: {
      tags,
      summary: 'A company on file by unique number, and whether an account holds it (intermediaries)',
      querystring: findCompanyQuerySchema,
      response: { 200: companyLookupSchema },
    },
    handler: (request) => findCompanyForCase(signedInContext(request), request.query),
  });

  app.post('/complaint_cases/individuals', {
    config: FILERS,
    schema: {
      tags,
      summary:
        'Record an individual a case is about (intermediaries); one on file is answered, one with an account 409',
      body: caseIndividualInputSchema,
      response: { 200: individualSchema },
    },
    handler: (request) => saveCaseIndividual(signedInContext(request), request.body),
  });

  app.post('/complaint_cases/companies', {
    config: FILERS,
    schema: {
      tags,
      summary: 'Record a company a case is about (intermediaries); one on file is answered, one with an account 409',
      body: caseCompanyInputSchema,
      response: { 200: companySchema },
    },
    handler: (request) => saveCaseCompany(signedInContext(request), request.body),
  });
};
