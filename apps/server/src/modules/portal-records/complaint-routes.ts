import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import {
  checkDecisionNumberAnswerSchema,
  checkDecisionNumberSchema,
  checkDeclarationSchema,
  createDecisionComplaintSchema,
  createDeclarationComplaintSchema,
  editComplaintCaseSchema,
} from '@portal/contracts/portal-records';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { createCaseOfKind, editCaseOfKind, getCase } from '../portal-cases';
import { complaintCaseKind } from './complaint-kind';
import { checkDecisionNumber } from './decisions';
import { canAddDeclaration } from './declarations';

const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['customs portal: complaint cases'];

/** `/complaint_cases/…` (customs-portal spec §7): the complaint case, its creation with its records, and the checks. */
export const complaintCaseRoutes: FeaturePlugin = (app) => {
  app.get('/complaint_cases/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'One complaint case as the caller sees it (owner, or an officer once submitted)',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'COMPLAINT', request.params.id),
  });

  app.post('/complaint_cases/create_customs_declaration_complaint_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT complaint about customs declarations (at least one), in one transaction',
      body: createDeclarationComplaintSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) =>
      createCaseOfKind(signedInContext(request), complaintCaseKind, request.body.complaintCase, request.body),
  });

  app.post('/complaint_cases/create_decision_complaint_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT complaint about a decision, in one transaction',
      body: createDecisionComplaintSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) =>
      createCaseOfKind(signedInContext(request), complaintCaseKind, request.body.complaintCase, request.body),
  });

  app.post('/complaint_cases/edit_complaint_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Edit the subject, description and sub-type of the caller’s complaint while editable',
      body: editComplaintCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), complaintCaseKind, request.body),
  });

  app.post('/complaint_cases/check_if_customs_declaration_can_be_added', {
    config: filer,
    schema: {
      tags,
      summary:
        'Whether a declaration may be added (valid fields, an active office, not already on the case or another open complaint of the caller)',
      body: checkDeclarationSchema,
      response: { 200: z.boolean() },
    },
    handler: (request) => canAddDeclaration(signedInContext(request), request.body),
  });

  app.post('/complaint_cases/check_decision_number', {
    config: filer,
    schema: {
      tags,
      summary:
        'The register’s type of a decision of the authority addressed to the party of the complaint (complaintCase) or of the one being created (aboutIndividualId / aboutCompanyId, none: the caller), or null alike for any other number',
      body: checkDecisionNumberSchema,
      response: { 200: checkDecisionNumberAnswerSchema },
    },
    handler: (request) => checkDecisionNumber(signedInContext(request), request.body),
  });
};
