import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import {
  addDeclarationSchema,
  complaintDecisionSchema,
  customsDeclarationSchema,
  editDecisionSchema,
} from '@portal/contracts/portal-records';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import type { FeaturePlugin } from '../../platform/http/types';
import { registerVocabularyUsage } from '../vocabularies';
import { decisionOfComplaint, editDecision } from './decisions';
import { addDeclaration, declarationsOfComplaint, deleteDeclaration } from './declarations';
import { decisionTypesInUse, officesInUse } from './usage';

/** Filers (their own cases; the services check ownership). */
const filer = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
/** Filers and officers (the services let officers read submitted cases). */
const reader = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
const tags = ['customs portal: complaint records'];
const ok = z.object({ status: z.literal('ok') });

/** The records of a complaint case (customs-portal spec §7 "Complaint"): its customs declarations or its decision. */
export const complaintRecordRoutes: FeaturePlugin = (app) => {
  registerVocabularyUsage('office_locations', officesInUse);
  registerVocabularyUsage('portal_decision_types', decisionTypesInUse);

  app.get('/customs_declarations/by_complaint_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The customs declarations of a complaint case, in the order they were added',
      params: idPathSchema,
      response: { 200: z.array(customsDeclarationSchema) },
    },
    handler: (request) => declarationsOfComplaint(signedInContext(request), request.params.id),
  });

  app.post('/customs_declarations/add_customs_declaration_to_complaint_case', {
    config: filer,
    schema: {
      tags,
      summary: 'Add a declaration to the caller’s declaration complaint while editable (400 field keys, 409 duplicate)',
      body: addDeclarationSchema,
      response: { 200: customsDeclarationSchema },
    },
    handler: (request) => addDeclaration(signedInContext(request), request.body),
  });

  app.delete('/customs_declarations/:id', {
    config: filer,
    schema: {
      tags,
      summary: 'Remove a declaration from the caller’s complaint while editable; the last one stays (409)',
      params: idPathSchema,
      response: { 200: ok },
    },
    handler: async (request) => {
      await deleteDeclaration(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  app.get('/decisions/by_complaint_case_id/:id', {
    config: reader,
    schema: {
      tags,
      summary: 'The decision a complaint case is about, or null',
      params: idPathSchema,
      response: { 200: complaintDecisionSchema.nullable() },
    },
    handler: (request) => decisionOfComplaint(signedInContext(request), request.params.id),
  });

  app.post('/decisions/edit_decision', {
    config: filer,
    schema: {
      tags,
      summary:
        'Set the decision of the caller’s decision complaint while editable (a registered number keeps the register’s type)',
      body: editDecisionSchema,
      response: { 200: complaintDecisionSchema },
    },
    handler: (request) => editDecision(signedInContext(request), request.body),
  });
};
