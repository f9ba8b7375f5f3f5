import { idPathSchema, textSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import {
  addGoodsSchema,
  addInvoiceSchema,
  createMovementCaseSchema,
  editMovementCaseSchema,
  editMovementCertificateSchema,
  loadDeclarationAnswerSchema,
  loadDeclarationDataSchema,
  movementCertificateSchema,
  movementDisplayQuerySchema,
  movementDisplaySchema,
  movementGoodsSchema,
  movementInvoiceSchema,
  saveGoodsSchema,
  saveInvoiceSchema,
} from '@portal/contracts/portal-movement';
import { z } from 'zod';
import { userRateLimitKey } from '../../../platform/http/access';
import { contextOf, signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { displayCertificate } from './approval';
import { createCaseOfKind, editCaseOfKind, getCase } from '../../portal-cases';
import { certificateOfCase, editCertificate, loadDeclarationData } from './certificate';
import { movementCaseKind } from './kind';
import { lineRoutes, registerLineRoutes } from '../line-routes';
import { GOODS_LINES, INVOICE_LINES } from './lines';

/** Filers (their own cases; the services check ownership). */
const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** Loads of export declarations a user may ask for in a minute. */
export const DECLARATION_LOADS_PER_MINUTE = 10;
/** Filers and officers (the services let officers read submitted cases). */
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
/**
 * Loading an export declaration: filers, rate limited per user (a declaration is loaded once or twice per case), so
 * the register cannot be tried in bulk; every load is audited (certificate.ts).
 */
const declarationLoad = {
  ...filer,
  rateLimit: { max: DECLARATION_LOADS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: userRateLimitKey },
} as const;
/** The public display: rate limited per address, so urlNumbers cannot be tried in bulk. */
const display = { access: 'public', noStore: true, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const tags = ['customs portal: movement certificate cases'];
const urlNumberPathSchema = z.object({ urlNumber: textSchema().max(200) });
const positionNote = 'an itemNumber naming no line is 409 portal.error';

/** The goods lines and invoices (spec §4 positions): their routes, declared. */
const MOVEMENT_LINE_ROUTES = [
  lineRoutes({
    lines: GOODS_LINES,
    line: movementGoodsSchema,
    list: {
      path: '/movement_certificate_goods/by_movement_certificate_case_id/:id',
      summary: 'The goods lines of a case by itemNumber',
    },
    add: {
      path: '/movement_certificate_goods/add_movement_certificate_goods_to_movement_certificate_case',
      summary: `Add a goods line: with an itemNumber it replaces that line, otherwise it is appended; ${positionNote}`,
      body: addGoodsSchema,
    },
    save: {
      path: '/movement_certificate_goods/save_goods',
      summary: `Change the goods line at itemNumber (its position kept); ${positionNote}`,
      body: saveGoodsSchema,
    },
    remove: {
      path: '/movement_certificate_goods/:id',
      summary: 'Remove a goods line; the later lines move up by one',
    },
  }),
  lineRoutes({
    lines: INVOICE_LINES,
    line: movementInvoiceSchema,
    list: {
      path: '/movement_certificate_invoices/by_movement_certificate_case_id/:id',
      summary: 'The invoices of a case by itemNumber',
    },
    add: {
      path: '/movement_certificate_invoices/add_movement_certificate_invoices_to_movement_certificate_case',
      summary: `Add an invoice: with an itemNumber it replaces that one, otherwise it is appended; ${positionNote}`,
      body: addInvoiceSchema,
    },
    save: {
      path: '/movement_certificate_invoices/save_invoices',
      summary: `Change the invoice at itemNumber (its position kept); ${positionNote}`,
      body: saveInvoiceSchema,
    },
    remove: {
      path: '/movement_certificate_invoices/:id',
      summary: 'Remove an invoice; the later ones move up by one',
    },
  }),
];

/** Movement certificate cases (customs-portal spec §7 "Movement certificate"): the case, certificate, goods, invoices. */
export const movementCertificateRoutes: FeaturePlugin = (app) => {
  app.post('/movement_certificate_cases/create_movement_certificate_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT movement certificate case (with its empty certificate)',
      body: createMovementCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => createCaseOfKind(signedInContext(request), movementCaseKind, request.body, undefined),
  });

  app.get('/movement_certificate_cases/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'One movement certificate case as the caller sees it',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'MOVEMENT_CERTIFICATE', request.params.id),
  });

  app.post('/movement_certificate_cases/edit_movement_certificate_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Edit the sub-type, subject and description of the caller’s case while editable',
      body: editMovementCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), movementCaseKind, request.body),
  });

  app.post('/movement_certificate_cases/load_customs_declaration_data', {
    config: declarationLoad,
    schema: {
      tags,
      summary:
        'Fill the certificate (and by the flags its parties and goods) from an export declaration the authority holds, lodged by the party the case is about; 409 portal.declaration_not_registered otherwise, alike for one it does not hold and another party’s (rate limited per user, audited)',
      body: loadDeclarationDataSchema,
      response: { 200: loadDeclarationAnswerSchema },
    },
    handler: (request) => loadDeclarationData(signedInContext(request), request.body),
  });

  app.get('/movement_certificates/by_movement_certificate_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The certificate of a movement certificate case (number, urlNumber and validity once approved)',
      params: idPathSchema,
      response: { 200: movementCertificateSchema.nullable() },
    },
    handler: (request) => certificateOfCase(signedInContext(request), request.params.id),
  });

  app.post('/movement_certificates/edit_movement_certificate', {
    config: filer,
    schema: {
      tags,
      summary: 'Set the certificate’s fields of the caller’s case while editable',
      body: editMovementCertificateSchema,
      response: { 200: movementCertificateSchema },
    },
    handler: (request) => editCertificate(signedInContext(request), request.body),
  });

  app.get('/movement_certificates/movement_certificate_display/:urlNumber', {
    config: display,
    schema: {
      tags,
      summary:
        'Public: an issued certificate’s data and validity by its urlNumber; 404 alike for unknown and revoked, unless the QR code’s verification token is given (rate limited)',
      params: urlNumberPathSchema,
      querystring: movementDisplayQuerySchema,
      response: { 200: movementDisplaySchema },
    },
    handler: (request) => displayCertificate(contextOf(request), request.params.urlNumber, request.query.token),
  });

  registerLineRoutes(app, tags, MOVEMENT_LINE_ROUTES);
};
