import { idPathSchema } from '@portal/contracts/input';
import {
  addAuthorizationTariffSchema,
  authorizationSchema,
  authorizationTariffSchema,
  createAuthorizationCaseSchema,
  editAuthorizationCaseSchema,
  editAuthorizationSchema,
  editPortalLicenceSchema,
  portalLicenceSchema,
  tariffByCodeQuerySchema,
  tariffSchema,
  tariffSearchQuerySchema,
} from '@portal/contracts/portal-authorization';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import { z } from 'zod';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { createCaseOfKind, editCaseOfKind, getCase } from '../../portal-cases';
import { registerVocabularyUsage } from '../../vocabularies';
import { tariffsInUse } from '../usage';
import { authorizationCaseKind } from './kind';
import { authorizationOfCase, editAuthorization, editPortalLicence, licenceOfCase } from './records';
import { addTariffLine, deleteTariffLine, tariffLinesOfCase } from './tariff-lines';
import { searchTariffs, tariffByCode } from '../tariff/tariffs';

/** Filers (their own cases; the services check ownership). */
const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** Filers and officers (the services let officers read submitted cases). */
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['customs portal: authorization cases'];
const ok = z.object({ status: z.literal('ok') });

/**
 * The authorization kind (customs-portal spec §7 "Authorization", "Tariffs"): the case (an authorization or a
 * licence), its authorization and licence records, its goods by tariff code, and the tariff lookup.
 */
export const authorizationRoutes: FeaturePlugin = (app) => {
  registerVocabularyUsage('tariffs', tariffsInUse);
  app.get('/authorization_cases/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'One authorization case as the caller sees it (owner, or an officer once submitted)',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'AUTHORIZATION', request.params.id),
  });

  app.post('/authorization_cases/create_authorization_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT authorization case (for an authorization) with its authorization and licence rows',
      body: createAuthorizationCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) =>
      createCaseOfKind(signedInContext(request), authorizationCaseKind, request.body, { licence: false }),
  });

  app.post('/authorization_cases/create_authorization_case_for_licence', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT authorization case for a licence (licence true) with its authorization and licence rows',
      body: createAuthorizationCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) =>
      createCaseOfKind(signedInContext(request), authorizationCaseKind, request.body, { licence: true }),
  });

  app.post('/authorization_cases/edit_authorization_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Edit the subject, description and sub-type of the caller’s authorization case while editable',
      body: editAuthorizationCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), authorizationCaseKind, request.body),
  });

  app.get('/authorizations/by_authorization_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The authorization of an authorization case (its number and validity once approved)',
      params: idPathSchema,
      response: { 200: authorizationSchema },
    },
    handler: (request) => authorizationOfCase(signedInContext(request), request.params.id),
  });

  app.post('/authorizations/edit_authorization', {
    config: filer,
    schema: {
      tags,
      summary: 'Fill the authorization of the caller’s authorization case while editable (409 on a licence case)',
      body: editAuthorizationSchema,
      response: { 200: authorizationSchema },
    },
    handler: (request) => editAuthorization(signedInContext(request), request.body),
  });

  app.get('/portal_licences/by_authorization_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The licence of an authorization case (its number and validity once approved)',
      params: idPathSchema,
      response: { 200: portalLicenceSchema },
    },
    handler: (request) => licenceOfCase(signedInContext(request), request.params.id),
  });

  app.post('/portal_licences/edit_portal_licence', {
    config: filer,
    schema: {
      tags,
      summary: 'Fill the licence of the caller’s licence case while editable (409 on an authorization case)',
      body: editPortalLicenceSchema,
      response: { 200: portalLicenceSchema },
    },
    handler: (request) => editPortalLicence(signedInContext(request), request.body),
  });

  app.get('/tariffs/by_code', {
    config: filer,
    schema: {
      tags,
      summary: 'The tariff of an exact code (spaces and dots ignored), or null',
      querystring: tariffByCodeQuerySchema,
      response: { 200: tariffSchema.nullable() },
    },
    handler: (request) => tariffByCode(signedInContext(request), request.query),
  });

  app.get('/tariffs/search', {
    config: filer,
    schema: {
      tags,
      summary:
        'Up to 20 active tariff entries a code of goods may be taken from, by code prefix (digits) or by words in a label (q or prefix), ordered by code',
      querystring: tariffSearchQuerySchema,
      response: { 200: z.array(tariffSchema) },
    },
    handler: (request) => searchTariffs(signedInContext(request), request.query),
  });

  app.get('/authorization_tariffs/by_authorization_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The goods of an authorization case by tariff code, in the order they were added',
      params: idPathSchema,
      response: { 200: z.array(authorizationTariffSchema) },
    },
    handler: (request) => tariffLinesOfCase(signedInContext(request), request.params.id),
  });

  app.post('/authorization_tariffs/add_authorization_tariff_to_authorization_case', {
    config: filer,
    schema: {
      tags,
      summary:
        'Add goods by a tariff code (8 or 10 digits) the tariff knows to the caller’s authorization case while editable (400 code: portal.tariff_code_digits or portal.invalid_tariff)',
      body: addAuthorizationTariffSchema,
      response: { 200: authorizationTariffSchema },
    },
    handler: (request) => addTariffLine(signedInContext(request), request.body),
  });

  app.delete('/authorization_tariffs/:id', {
    config: filer,
    schema: {
      tags,
      summary: 'Remove a tariff line from the caller’s authorization case while editable',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await deleteTariffLine(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });
};
