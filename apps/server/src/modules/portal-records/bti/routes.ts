import { idPathSchema } from '@portal/contracts/input';
import {
  btiSchema,
  btiSearchQuerySchema,
  createBtiCaseSchema,
  editBtiCaseSchema,
  editBtiSchema,
  publicBtiPageSchema,
} from '@portal/contracts/portal-bti';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import { contextOf, signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { createCaseOfKind, editCaseOfKind, getCase } from '../../portal-cases';
import { btiOfCase, editBti, searchPublicBtis } from './btis';
import { btiCaseKind } from './kind';

const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['customs portal: BTI cases'];

/** `/bti_cases/…` and `/bti/…` (customs-portal spec §7 "BTI"): the case, its one BTI, and the public search. */
export const btiRoutes: FeaturePlugin = (app) => {
  app.get('/bti_cases/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'One BTI case as the caller sees it (owner, or an officer once submitted)',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'BTI', request.params.id),
  });

  app.post('/bti_cases/create_bti_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT BTI case with its BTI (the goods, commercial name and proposed code, if given)',
      body: createBtiCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => createCaseOfKind(signedInContext(request), btiCaseKind, request.body, request.body.bti),
  });

  app.post('/bti_cases/edit_bti_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Edit the subject, description and sub-type of the caller’s BTI case while editable',
      body: editBtiCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), btiCaseKind, request.body),
  });

  app.get('/bti/public_search', {
    config: { access: 'public' },
    schema: {
      tags,
      summary:
        'Approved BTIs by the first 2 to 8 digits of the decided code and/or keywords (goods, code label, justification), newest first, paged (at most 50); without the holder or the commercial name',
      querystring: btiSearchQuerySchema,
      response: { 200: publicBtiPageSchema },
    },
    handler: (request) => searchPublicBtis(contextOf(request), request.query),
  });

  app.get('/bti/by_bti_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The BTI of a BTI case (one per case)',
      params: idPathSchema,
      response: { 200: btiSchema },
    },
    handler: (request) => btiOfCase(signedInContext(request), request.params.id),
  });

  app.post('/bti/edit_bti', {
    config: filer,
    schema: {
      tags,
      summary:
        'Set the goods description, commercial name and proposed 8-digit tariff code of the caller’s BTI while editable',
      body: editBtiSchema,
      response: { 200: btiSchema },
    },
    handler: (request) => editBti(signedInContext(request), request.body),
  });
};
