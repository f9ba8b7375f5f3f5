import { idPathSchema } from '@portal/contracts/input';
import { pagedSchema } from '@portal/contracts/paging';
import {
  PORTAL_HOME_PAGE,
  PORTAL_OFFICER_PAGE,
  caseFilterOptionsSchema,
  caseListQuerySchema,
  caseShowsDeadline,
  createGeneralCaseSchema,
  editGeneralCaseSchema,
  portalCaseSchema,
  type PortalCase,
} from '@portal/contracts/portal-cases';
import { caseIdBodySchema } from '@portal/contracts/portal-processing';
import { localized } from '@portal/contracts/multilingual';
import { listExport } from '../../platform/export/export-route';
import type { ExportColumn } from '../../platform/export/list-export';
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

/** My cases' columns as the home list shows them (the kind and sub-type, subject and about, each its own column). */
const OWN_CASES_EXPORT: ExportColumn<PortalCase>[] = [
  { header: 'portal.case_number', fallback: 'Case number', value: (c) => c.number },
  {
    header: 'portal.status',
    fallback: 'Status',
    value: (c) => c.caseStatus,
    label: (status) => `portal.case_status.${status}`,
  },
  {
    header: 'portal.case_kind',
    fallback: 'Kind',
    value: (c) => c.caseType,
    label: (type) => `portal.case_type.${type}`,
  },
  {
    header: 'portal.sub_type',
    fallback: 'Sub-type',
    value: (c, lang) => (c.subType ? localized(c.subType, 'label', lang) : null),
  },
  { header: 'portal.subject', fallback: 'Subject', value: (c) => c.subject },
  { header: 'portal.about', fallback: 'About', value: (c) => c.aboutCompany?.name ?? c.aboutIndividual?.name },
  {
    // While returned for corrections the filer's own deadline, else the decision's; none once final (as the list).
    header: 'portal.due',
    fallback: 'Due',
    kind: 'date',
    value: (c) => (caseShowsDeadline(c.caseStatus) ? (c.correctionsDueAt ?? c.dueAt) : null),
  },
  { header: 'portal.created_at', fallback: 'Created', kind: 'dateTime', value: (c) => c.createdAt },
  { header: 'portal.submitted_at', fallback: 'Submitted', kind: 'dateTime', value: (c) => c.submittedAt },
];

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
  app.get(
    '/cases/by_registered_user/export',
    listExport({
      config: FILERS,
      name: 'my-cases',
      tags,
      query: caseListQuerySchema,
      read: (request, query) => pagedOwnCases(signedInContext(request), query),
      columns: OWN_CASES_EXPORT,
    }),
  );

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
