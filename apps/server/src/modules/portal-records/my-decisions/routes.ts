import { pagedSchema } from '@portal/contracts/paging';
import {
  MY_DECISIONS_PAGE,
  myDecisionSchema,
  myDecisionsQuerySchema,
  startedLinkedCaseSchema,
  startLinkedCaseSchema,
} from '@portal/contracts/portal-decisions';
import { signedInContext } from '../../../platform/http/context';
import { requestLanguage } from '../../../platform/http/language';
import type { FeaturePlugin } from '../../../platform/http/types';
import { startLinkedCase } from './linked-case';
import { pagedMyDecisions } from './register';

/** Holders of My decisions (traders, their company's users, persons); the service reads only the caller's own. */
const holders = { access: { pages: [MY_DECISIONS_PAGE] } } as const;
const tags = ['customs portal: my decisions'];

/** `/data/rest/portal_decisions/…`: the register of what the authority issued to the caller (ADR 0078). */
export const myDecisionRoutes: FeaturePlugin = (app) => {
  app.get('/portal_decisions/by_registered_user', {
    config: holders,
    schema: {
      tags,
      summary:
        "One page of the caller's decisions, authorizations, licences, BTIs, movement certificates and granted IPR applications for action (of their cases, those filed for them, and decisions addressed to them), newest first; filter[kind|status]",
      querystring: myDecisionsQuerySchema,
      response: { 200: pagedSchema(myDecisionSchema) },
    },
    handler: (request) => pagedMyDecisions(signedInContext(request), request.query),
  });
  app.post('/portal_decisions/start_linked_case', {
    config: holders,
    schema: {
      tags,
      summary:
        "Starts a new draft case of the same kind amending or renewing one of the caller's valid or expiring documents, linked to the case it was issued on; answers the new case's edit screen path",
      body: startLinkedCaseSchema,
      response: { 200: startedLinkedCaseSchema },
    },
    handler: (request) => startLinkedCase(signedInContext(request), request.body, requestLanguage(request)),
  });
};
