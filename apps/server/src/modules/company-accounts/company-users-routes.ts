import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import {
  blockCompanyUserSchema,
  companyUserRefSchema,
  companyUserSchema,
  createCompanyUserSchema,
  disableCompanyUserSchema,
} from '@portal/contracts/companies';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { changeCompanyUser, createCompanyUser, listCompanyUsers } from './company-users-service';

/** The page that grants managing company users; the service also requires a company administrator. */
const MANAGE = { access: { pages: ['/user/company_users'] } } as const;
const tags = ['company users'];

/** Spec §7 registered_users: the company administrator's users (add, deactivate, enable, disable, block). */
export const companyUserRoutes: FeaturePlugin = (app) => {
  const listSchema = {
    tags,
    summary: 'Users of the caller’s company, one page (page, count, sort, filter[username|email|status])',
    querystring: pagedFilterQuerySchema,
    response: { 200: pagedSchema(companyUserSchema) },
  };
  app.get('/registered_users/company_users', {
    config: MANAGE,
    schema: listSchema,
    handler: (request) => listCompanyUsers(signedInContext(request), request.query),
  });
  app.get('/registered_users/company_users/paged', {
    config: MANAGE,
    schema: listSchema,
    handler: (request) => listCompanyUsers(signedInContext(request), request.query),
  });

  app.post('/registered_users/create_company_user', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Add a user to the caller’s company (APPROVED at once, role COMPANY_USER)',
      body: createCompanyUserSchema,
      response: { 200: companyUserSchema },
    },
    handler: (request) => createCompanyUser(signedInContext(request), request.body),
  });

  app.post('/registered_users/deactivate_company_user', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Deactivate a company user (DISABLED without an end, until enabled)',
      body: companyUserRefSchema,
      response: { 200: companyUserSchema },
    },
    handler: (request) => changeCompanyUser(signedInContext(request), { action: 'deactivate', ...request.body }),
  });

  app.post('/registered_users/enable_company_user', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Enable a deactivated, disabled or blocked company user (APPROVED)',
      body: companyUserRefSchema,
      response: { 200: companyUserSchema },
    },
    handler: (request) => changeCompanyUser(signedInContext(request), { action: 'enable', ...request.body }),
  });

  app.post('/registered_users/disable_company_user', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Disable a company user for a number of days',
      body: disableCompanyUserSchema,
      response: { 200: companyUserSchema },
    },
    handler: (request) => changeCompanyUser(signedInContext(request), { action: 'disable', ...request.body }),
  });

  app.post('/registered_users/block_company_user', {
    config: MANAGE,
    schema: {
      tags,
      summary: 'Block a company user with a reason',
      body: blockCompanyUserSchema,
      response: { 200: companyUserSchema },
    },
    handler: (request) => changeCompanyUser(signedInContext(request), { action: 'block', ...request.body }),
  });
};
