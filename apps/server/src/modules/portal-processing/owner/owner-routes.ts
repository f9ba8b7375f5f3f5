import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import { caseIdBodySchema, withdrawCaseSchema } from '@portal/contracts/portal-processing';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { cancelCase, submitCase, withdrawCase } from './owner-commands';

/** Filers hold the home page; ownership is checked in the services (others' cases answer 404). */
const FILERS = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const tags = ['portal case workflow'];
const submitSummary = (kind: string) =>
  `Submit a ${kind} case (owner; DRAFT or RETURNED_FOR_CORRECTIONS): 409 portal.required_documents_missing with the missing type codes; a receipt PDF is issued and the filer mailed`;
const cancelSummary = (kind: string) =>
  `Cancel a ${kind} case (owner; DRAFT or RETURNED_FOR_CORRECTIONS); the filer is mailed`;

/**
 * The owner's submit and cancel of each kind (customs portal spec §7), one route per spec path; the other kinds
 * add theirs here the same way.
 */
export const caseOwnerWorkflowRoutes: FeaturePlugin = (app, { config }) => {
  const { publicUrl } = config;

  app.post('/portal_cases/withdraw', {
    config: FILERS,
    schema: {
      tags,
      summary:
        'Withdraw a submitted case of any kind (owner; SUBMITTED, IN_PROCESS or RETURNED_FOR_CORRECTIONS) with a reason: WITHDRAWN, final; the filer and the assigned officer are mailed',
      body: withdrawCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => withdrawCase(signedInContext(request), publicUrl, request.body),
  });

  app.post('/general_cases/submit_general_case', {
    config: FILERS,
    schema: { tags, summary: submitSummary('general'), body: caseIdBodySchema, response: { 200: portalCaseSchema } },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'GENERAL', request.body.id),
  });

  app.post('/complaint_cases/submit_complaint_case', {
    config: FILERS,
    schema: { tags, summary: submitSummary('complaint'), body: caseIdBodySchema, response: { 200: portalCaseSchema } },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'COMPLAINT', request.body.id),
  });

  app.post('/bti_cases/submit_bti_case', {
    config: FILERS,
    schema: { tags, summary: submitSummary('BTI'), body: caseIdBodySchema, response: { 200: portalCaseSchema } },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'BTI', request.body.id),
  });

  app.post('/ipr_cases/submit_ipr_case', {
    config: FILERS,
    schema: {
      tags,
      summary: `${submitSummary('IPR')}; 409 portal.ipr_records_missing without a right and a goods entry`,
      body: caseIdBodySchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'IPR', request.body.id),
  });

  app.get('/ipr_cases/cancel_case/:id', {
    config: FILERS,
    schema: { tags, summary: cancelSummary('IPR'), params: idPathSchema, response: { 200: portalCaseSchema } },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'IPR', request.params.id),
  });

  // The spec's cancel is a GET (customs portal §7); it changes the case, so it is never cached (no-store answers).
  app.get('/general_cases/cancel_case/:id', {
    config: FILERS,
    schema: { tags, summary: cancelSummary('general'), params: idPathSchema, response: { 200: portalCaseSchema } },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'GENERAL', request.params.id),
  });

  app.get('/complaint_cases/cancel_case/:id', {
    config: FILERS,
    schema: { tags, summary: cancelSummary('complaint'), params: idPathSchema, response: { 200: portalCaseSchema } },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'COMPLAINT', request.params.id),
  });

  app.get('/bti_cases/cancel_case/:id', {
    config: FILERS,
    schema: { tags, summary: cancelSummary('BTI'), params: idPathSchema, response: { 200: portalCaseSchema } },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'BTI', request.params.id),
  });

  app.post('/authorization_cases/submit_authorization_case', {
    config: FILERS,
    schema: {
      tags,
      summary: `${submitSummary('authorization')}; 409 portal.authorization_records_missing without the authorization type (or the licence's goods type) and a tariff line`,
      body: caseIdBodySchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'AUTHORIZATION', request.body.id),
  });

  app.get('/authorization_cases/cancel_case/:id', {
    config: FILERS,
    schema: {
      tags,
      summary: cancelSummary('authorization'),
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'AUTHORIZATION', request.params.id),
  });
  app.post('/movement_certificate_cases/submit_movement_certificate_case', {
    config: FILERS,
    schema: {
      tags,
      summary: `${submitSummary('movement certificate')}; 409 portal.movement_certificate_incomplete (missing fields) or portal.movement_goods_missing`,
      body: caseIdBodySchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => submitCase(signedInContext(request), publicUrl, 'MOVEMENT_CERTIFICATE', request.body.id),
  });

  app.get('/movement_certificate_cases/cancel_case/:id', {
    config: FILERS,
    schema: {
      tags,
      summary: cancelSummary('movement certificate'),
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => cancelCase(signedInContext(request), publicUrl, 'MOVEMENT_CERTIFICATE', request.params.id),
  });
};
