import { idPathSchema } from '@portal/contracts/input';
import { pagedSchema } from '@portal/contracts/paging';
import {
  PORTAL_HOME_PAGE,
  PORTAL_OFFICER_PAGE,
  caseFilterOptionsSchema,
  caseListQuerySchema,
  createGeneralCaseSchema,
  editGeneralCaseSchema,
  portalCaseSchema,
} from '@portal/contracts/portal-cases';
import { caseIdBodySchema } from '@portal/contracts/portal-processing';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { caseFilterOptions, pagedOwnCases } from './home-list';
import { generalCaseKind } from './kinds/general';
import { createCaseOfKind, editCaseOfKind } from './kinds/kind-cases';
import { revokeRepresentation } from './parties';
import { getCase } from './presenter';

/** Filers hold the home page; ownership is checked in the services (others' cases answer 404). */
const FILERS = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** A case's read: its owner (home page) or an officer (processing page) once submitted. */
const READERS = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['portal cases'];

/** `/data/rest/cases/…` (the home list) and `/data/rest/general_cases/…` (customs portal spec §7). */
export const portalCaseRoutes: FeaturePlugin = (app, { config }) => {
  app.post('/portal_cases/revoke_representation', {
    config: FILERS,
    schema: {
      tags,
      summary:
        "The party an intermediary filed a case for withdraws the intermediary's authority for it: the intermediary loses access and is mailed; 409 portal.representation_already_revoked",
      body: caseIdBodySchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => revokeRepresentation(signedInContext(request), config.publicUrl, request.body.id),
  });

  app.get('/cases/by_registered_user', {
    config: FILERS,
    schema: {
      tags,
      summary:
        "One page of the caller's own cases (theirs and their company's), newest first; filter[status|type|subType|company|individual], subType 0 any",
      querystring: caseListQuerySchema,
      response: { 200: pagedSchema(portalCaseSchema) },
    },
    handler: (request) => pagedOwnCases(signedInContext(request), request.query),
  });

  app.get('/cases/submit_filters', {
    config: FILERS,
    schema: {
      tags,
      summary: "The home list's filter options: statuses, kinds, active sub-types, who the caller's cases are about",
      response: { 200: caseFilterOptionsSchema },
    },
    handler: (request) => caseFilterOptions(signedInContext(request)),
  });

  app.get('/general_cases/:id', {
    config: READERS,
    schema: {
      tags,
      summary: 'A general case as the caller sees it (owner, or an officer once submitted); 404 otherwise',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'GENERAL', request.params.id),
  });

  app.post('/general_cases/create_general_case', {
    config: FILERS,
    schema: {
      tags,
      summary:
        'Create a DRAFT general case about the caller (no subject) or, for intermediaries, an individual or a company',
      body: createGeneralCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => createCaseOfKind(signedInContext(request), generalCaseKind, request.body, undefined),
  });

  app.post('/general_cases/edit_general_case', {
    config: FILERS,
    schema: {
      tags,
      summary: "Edit a general case's sub-type, subject and description (owner; DRAFT or RETURNED_FOR_CORRECTIONS)",
      body: editGeneralCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), generalCaseKind, request.body),
  });
};
