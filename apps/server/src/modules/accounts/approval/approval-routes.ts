import { pagedFilterQuerySchema, pagedSchema } from '@portal/contracts';
import {
  adminUserSchema,
  approvalDetailSchema,
  approvalRowSchema,
  approveUserSchema,
  blockUserSchema,
  disableUserSchema,
  editIndividualUserSchema,
  enableUserSchema,
  individualUserSchema,
  rejectUserSchema,
} from '@portal/contracts/user-admin';
import { idPathSchema } from '@portal/contracts/input';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { approvalDetail, pagedApprovals, type ApprovalKind } from './approval-lists';
import {
  approveUser,
  blockUser,
  COMPANIES_FOR_APPROVAL_PAGE,
  disableUser,
  enableUser,
  INDIVIDUALS_FOR_APPROVAL_PAGE,
  rejectUser,
} from './approval-service';
import { editIndividualUser } from './individual-user-service';

const EITHER = { pages: [COMPANIES_FOR_APPROVAL_PAGE, INDIVIDUALS_FOR_APPROVAL_PAGE] } as const;
const LISTS: Record<ApprovalKind, { pages: readonly string[] }> = {
  companies: { pages: [COMPANIES_FOR_APPROVAL_PAGE] },
  individuals: { pages: [INDIVIDUALS_FOR_APPROVAL_PAGE] },
};
const TAGS = ['registered users'];

/** Staff approval of companies and individuals (spec §2 companies_for_approval, §4, §7 registered_users). */
export const approvalRoutes: FeaturePlugin = (app) => {
  // `/paged` as well, so the admin kit's list reads it like every other resource.
  const listSchema = (summary: string) => ({
    tags: TAGS,
    summary: `${summary} for approval, paged; filter[status] is a status or all (default PENDING_APPROVAL)`,
    querystring: pagedFilterQuerySchema,
    response: { 200: pagedSchema(approvalRowSchema) },
  });
  const companiesListSchema = listSchema('Company administrators');
  const individualsListSchema = listSchema('Individuals');
  app.get('/registered_users/companies_for_approval', {
    config: { access: LISTS.companies },
    schema: companiesListSchema,
    handler: (request) => pagedApprovals(signedInContext(request), 'companies', request.query),
  });
  app.get('/registered_users/companies_for_approval/paged', {
    config: { access: LISTS.companies },
    schema: companiesListSchema,
    handler: (request) => pagedApprovals(signedInContext(request), 'companies', request.query),
  });
  app.get('/registered_users/individuals_for_approval', {
    config: { access: LISTS.individuals },
    schema: individualsListSchema,
    handler: (request) => pagedApprovals(signedInContext(request), 'individuals', request.query),
  });
  app.get('/registered_users/individuals_for_approval/paged', {
    config: { access: LISTS.individuals },
    schema: individualsListSchema,
    handler: (request) => pagedApprovals(signedInContext(request), 'individuals', request.query),
  });

  app.get('/registered_users/:id', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'One account with its company or individual, the actions its status allows and its latest log',
      params: idPathSchema,
      response: { 200: approvalDetailSchema },
    },
    handler: (request) => approvalDetail(signedInContext(request), request.params.id),
  });

  app.post('/registered_users/approve', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'Approve an account awaiting approval (mailed)',
      body: approveUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => approveUser(signedInContext(request), request.body),
  });
  app.post('/registered_users/reject', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'Reject an account awaiting approval, with a reason (mailed)',
      body: rejectUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => rejectUser(signedInContext(request), request.body),
  });
  app.post('/registered_users/block', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'Block an account with a reason; its sessions end (mailed)',
      body: blockUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => blockUser(signedInContext(request), request.body),
  });
  app.post('/registered_users/enable', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'Enable a blocked or disabled account (mailed)',
      body: enableUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => enableUser(signedInContext(request), request.body),
  });
  app.post('/registered_users/disable', {
    config: { access: EITHER },
    schema: {
      tags: TAGS,
      summary: 'Disable an account for 1–3650 days; its sessions end (mailed)',
      body: disableUserSchema,
      response: { 200: adminUserSchema },
    },
    handler: (request) => disableUser(signedInContext(request), request.body),
  });

  app.post('/registered_users/edit_individual_user', {
    config: { access: LISTS.individuals },
    schema: {
      tags: TAGS,
      summary: 'Registry: correct a registered person’s e-mail, phone, language and individual record (not the number)',
      body: editIndividualUserSchema,
      response: { 200: individualUserSchema },
    },
    handler: (request) => editIndividualUser(signedInContext(request), request.body),
  });
};
