import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE, portalCaseSchema } from '@portal/contracts/portal-cases';
import {
  addIprGoodsSchema,
  addIprRightSchema,
  createIprCaseSchema,
  editIprCaseSchema,
  editIprSchema,
  iprApplicationSchema,
  iprGoodsSchema,
  iprRightSchema,
  saveIprGoodsSchema,
  saveIprRightSchema,
} from '@portal/contracts/portal-ipr';
import { signedInContext } from '../../../platform/http/context';
import type { FeaturePlugin } from '../../../platform/http/types';
import { createCaseOfKind, editCaseOfKind, getCase } from '../../portal-cases';
import { applicationOfCase, editApplication } from './ipr-cases';
import { lineRoutes, registerLineRoutes } from '../line-routes';
import { GOODS, RIGHTS } from './ipr-entries';
import { iprCaseKind } from './kind';

/** Filers (their own cases; the services check ownership). */
const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** Filers and officers (the services let officers read submitted cases). */
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['customs portal: IPR cases'];
const POSITION_NOTE = '409 portal.error when the itemNumber names no entry';

/** The rights and goods (spec §4 positions): their routes, declared. */
const IPR_LINE_ROUTES = [
  lineRoutes({
    lines: RIGHTS,
    line: iprRightSchema,
    list: { path: '/ipr_rights/by_ipr_case_id/:id', summary: 'The rights of an IPR case by position (1-based)' },
    add: {
      path: '/ipr_rights/add_ipr_rights_to_ipr_case',
      summary: `Append a right, or replace the one at itemNumber; ${POSITION_NOTE}`,
      body: addIprRightSchema,
    },
    save: {
      path: '/ipr_rights/save_rights',
      summary: `Change the right at itemNumber, its position kept; ${POSITION_NOTE}`,
      body: saveIprRightSchema,
    },
    remove: {
      path: '/ipr_rights/:id',
      summary: 'Remove a right of the caller’s editable IPR case; the later rights move up by one',
    },
  }),
  lineRoutes({
    lines: GOODS,
    line: iprGoodsSchema,
    list: { path: '/ipr_goods/by_ipr_case_id/:id', summary: 'The goods of an IPR case by position (1-based)' },
    add: {
      path: '/ipr_goods/add_ipr_goods_to_ipr_case',
      summary: `Append a goods entry, or replace the one at itemNumber; ${POSITION_NOTE}`,
      body: addIprGoodsSchema,
    },
    save: {
      path: '/ipr_goods/save_goods',
      summary: `Change the goods entry at itemNumber, its position kept; ${POSITION_NOTE}`,
      body: saveIprGoodsSchema,
    },
    remove: {
      path: '/ipr_goods/:id',
      summary: 'Remove a goods entry of the caller’s editable IPR case; the later entries move up by one',
    },
  }),
];

/**
 * The IPR kind (customs-portal spec §7 "IPR"): the case, its application for action, its rights and goods at
 * 1-based positions. `add_…` appends one entry or replaces the one in its `itemNumber` slot; `save_…` changes the
 * entry at `itemNumber` keeping its position; `DELETE` removes one and renumbers the later entries.
 */
export const iprRoutes: FeaturePlugin = (app) => {
  app.get('/ipr_cases/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'One IPR case as the caller sees it (owner, or an officer once submitted)',
      params: idPathSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => getCase(signedInContext(request), 'IPR', request.params.id),
  });

  app.post('/ipr_cases/create_ipr_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Create a DRAFT IPR case with its application for action (right holder, representative, description)',
      body: createIprCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => createCaseOfKind(signedInContext(request), iprCaseKind, request.body, request.body.ipr),
  });

  app.post('/ipr_cases/edit_ipr_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Edit the sub-type, subject and description of the caller’s IPR case while editable',
      body: editIprCaseSchema,
      response: { 200: portalCaseSchema },
    },
    handler: (request) => editCaseOfKind(signedInContext(request), iprCaseKind, request.body),
  });

  app.get('/ipr/by_ipr_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The application for action of an IPR case (its number and validity once approved)',
      params: idPathSchema,
      response: { 200: iprApplicationSchema.nullable() },
    },
    handler: (request) => applicationOfCase(signedInContext(request), request.params.id),
  });

  app.post('/ipr/edit_ipr', {
    config: filer,
    schema: {
      tags,
      summary: 'Set the right holder, representative and description of the caller’s IPR application while editable',
      body: editIprSchema,
      response: { 200: iprApplicationSchema },
    },
    handler: (request) => editApplication(signedInContext(request), request.body),
  });

  registerLineRoutes(app, tags, IPR_LINE_ROUTES);
};
