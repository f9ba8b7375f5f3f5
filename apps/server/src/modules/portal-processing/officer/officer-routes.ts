import { idPathSchema } from '@portal/contracts/input';
import { pagedSchema } from '@portal/contracts/paging';
import {
  PORTAL_HOME_PAGE,
  PORTAL_OFFICER_PAGE,
  caseShowsDeadline,
  portalCaseSchema,
} from '@portal/contracts/portal-cases';
import {
  caseDecisionSchema,
  caseIdBodySchema,
  caseIntentSchema,
  OFFICER_DASHBOARD_PAGE,
  caseQueueQuerySchema,
  integrateCaseSchema,
  officerDashboardSchema,
  queuedCaseSchema,
  requestInformationSchema,
  type QueuedCase,
  timelineEventSchema,
} from '@portal/contracts/portal-processing';
import { movementCertificateSchema, revokeCertificateSchema } from '@portal/contracts/portal-movement';
import { z } from 'zod';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import {
  decideCase,
  integrateCase,
  requestInformation,
  revokeCertificate,
  resumeWithoutAnswer,
  sendIntent,
  takeCase,
  takeOverCase,
} from './officer-commands';
import { caseQueue } from '../queue/queue';
import { officerDashboard } from '../dashboard/officer-dashboard';
import { caseTimeline } from '../queue/timeline';

/** Customs officers (CUSTOMS_OFFICER, ADMIN) hold the processing page. */
const OFFICERS = { access: { pages: [PORTAL_OFFICER_PAGE] } } as const;
/** A case's timeline: its owner (home page) or an officer; the service checks which. */
const READERS = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['portal case workflow'];
const answer = { 200: portalCaseSchema };

/** The queue's columns as the officer's list shows them (the kind and whom the case is about, each its own column). */
const QUEUE_EXPORT: ExportColumn<QueuedCase>[] = [
  { header: 'portal.case_number', fallback: 'Case number', value: (c) => c.number },
  {
    header: 'portal.status',
    fallback: 'Status',
    value: (c) => c.caseStatus,
    label: (status) => `portal.case_status.${status}`,
  },
  {
    // The decision's due day, none once the case is final (as the list's Due column).
    header: 'portal.due',
    fallback: 'Due',
    kind: 'date',
    value: (c) => (caseShowsDeadline(c.caseStatus) ? c.dueAt : null),
  },
  { header: 'portal.subject', fallback: 'Subject', value: (c) => c.subject },
  {
    header: 'portal.case_kind',
    fallback: 'Kind',
    value: (c) => c.caseType,
    label: (type) => `portal.case_type.${type}`,
  },
  { header: 'portal.about', fallback: 'About', value: (c) => c.aboutCompany?.name ?? c.aboutIndividual?.name },
  { header: 'portal.processing.filer', fallback: 'Filed by', value: (c) => c.filer.name || c.filer.username },
  { header: 'portal.submitted_at', fallback: 'Submitted', kind: 'dateTime', value: (c) => c.submittedAt },
  { header: 'portal.processing.assignee', fallback: 'Taken by', value: (c) => c.assignedOfficer?.username },
];

/** `/data/rest/portal_cases/…`: the officer's queue and actions, the timeline; `general_cases/integrate` (spec §7). */
export const caseProcessingRoutes: FeaturePlugin = (app, { config }) => {
  const { publicUrl } = config;

  app.get('/portal_cases/queue', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'One page of submitted cases, overdue first then oldest submission; filter[kind|status|assignee|minAgeDays|overdue|number]',
      querystring: caseQueueQuerySchema,
      response: { 200: pagedSchema(queuedCaseSchema) },
    },
    handler: (request) => caseQueue(signedInContext(request), request.query),
  });
  app.get(
    '/portal_cases/queue/export',
    listExport({
      config: OFFICERS,
      name: 'case-queue',
      tags,
      query: caseQueueQuerySchema,
      read: (request, query) => caseQueue(signedInContext(request), query),
      columns: QUEUE_EXPORT,
    }),
  );

  app.get('/portal_cases/dashboard', {
    config: { access: { pages: [OFFICER_DASHBOARD_PAGE] } },
    schema: {
      tags,
      summary:
        'The officer dashboard: open cases by kind and status, ageing against the settings, overdue, decisions per week, mine',
      response: { 200: officerDashboardSchema },
    },
    handler: (request) => officerDashboard(signedInContext(request)),
  });

  app.get('/portal_cases/timeline/:id', {
    config: READERS,
    schema: {
      tags,
      summary: "A case's events, oldest first (owner or officer; 404 otherwise)",
      params: idPathSchema,
      response: { 200: z.array(timelineEventSchema) },
    },
    handler: (request) => caseTimeline(signedInContext(request), request.params.id),
  });

  app.post('/portal_cases/take', {
    config: OFFICERS,
    schema: {
      tags,
      summary: 'Take a SUBMITTED case: IN_PROCESS, assigned to the caller (409 portal.case_assigned_to_other)',
      body: caseIdBodySchema,
      response: answer,
    },
    handler: (request) => takeCase(signedInContext(request), publicUrl, request.body.id),
  });

  app.post('/portal_cases/take_over', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Take over an open case another officer holds: assigned to the caller, the status stays; that officer gets a notice (409 portal.case_not_assigned_to_other)',
      body: caseIdBodySchema,
      response: answer,
    },
    handler: (request) => takeOverCase(signedInContext(request), request.body.id),
  });

  app.post('/portal_cases/request_information', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Return a case IN_PROCESS for corrections with a request (forum message, PDF) and a deadline in days (default a setting)',
      body: requestInformationSchema,
      response: answer,
    },
    handler: (request) => requestInformation(signedInContext(request), publicUrl, request.body),
  });

  app.post('/portal_cases/intent_to_reject', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Send the party an intent to reject a case IN_PROCESS with its reasons: HEARING until they answer or the portal_hearing_days period ends',
      body: caseIntentSchema,
      response: answer,
    },
    handler: (request) => sendIntent(signedInContext(request), publicUrl, request.body),
  });

  app.post('/portal_cases/resume_without_answer', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Take back a case RETURNED_FOR_CORRECTIONS whose period to answer ended without an answer: IN_PROCESS (409 portal.information_period_running before the end)',
      body: caseIdBodySchema,
      response: answer,
    },
    handler: (request) => resumeWithoutAnswer(signedInContext(request), publicUrl, request.body.id),
  });

  app.post('/portal_cases/approve', {
    config: OFFICERS,
    schema: {
      tags,
      summary: 'Approve a case IN_PROCESS with reasoning: the decision PDF, its number registered, the filer mailed',
      body: caseDecisionSchema,
      response: answer,
    },
    handler: (request) => decideCase(signedInContext(request), publicUrl, 'approve', request.body),
  });

  app.post('/portal_cases/reject', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Reject a case IN_PROCESS or HEARING with reasoning once the party was heard (409 portal.hearing_required, portal.hearing_period_running): the decision PDF, its number registered, the filer mailed',
      body: caseDecisionSchema,
      response: answer,
    },
    handler: (request) => decideCase(signedInContext(request), publicUrl, 'reject', request.body),
  });

  app.post('/general_cases/integrate', {
    config: OFFICERS,
    schema: {
      tags,
      summary: "Register a submitted general case in the authority's registry under its protocol number (once, unique)",
      body: integrateCaseSchema,
      response: answer,
    },
    handler: (request) => integrateCase(signedInContext(request), publicUrl, request.body),
  });

  app.post('/movement_certificates/revoke_movement_certificate', {
    config: OFFICERS,
    schema: {
      tags,
      summary:
        'Revoke the issued certificate of a movement certificate case with its reason (409 portal.certificate_not_issued, portal.certificate_already_revoked); its public display then answers 404',
      body: revokeCertificateSchema,
      response: { 200: movementCertificateSchema },
    },
    handler: (request) => revokeCertificate(signedInContext(request), publicUrl, request.body),
  });
};
