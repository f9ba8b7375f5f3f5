import { pagedSchema } from '@portal/contracts/paging';
import {
  MY_DECISIONS_PAGE,
  myDecisionSchema,
  myDecisionsQuerySchema,
  startedLinkedCaseSchema,
  startLinkedCaseSchema,
  type MyDecision,
} from '@portal/contracts/portal-decisions';
import { listExport } from '../../../platform/export/export-route';
import type { ExportColumn } from '../../../platform/export/list-export';
import { signedInContext } from '../../../platform/http/context';
import { requestLanguage } from '../../../platform/http/language';
import type { FeaturePlugin } from '../../../platform/http/types';
import { startLinkedCase } from './linked-case';
import { pagedMyDecisions } from './register';

/** Holders of My decisions (traders, their company's users, persons); the service reads only the caller's own. */
const holders = { access: { pages: [MY_DECISIONS_PAGE] } } as const;
const tags = ['customs portal: my decisions'];

/** My decisions' columns as the register shows them (the validity's two days each their own column). */
const MY_DECISIONS_EXPORT: ExportColumn<MyDecision>[] = [
  { header: 'myDecisions.kind', fallback: 'Kind', value: (d) => d.kind, label: (kind) => `myDecisions.kind.${kind}` },
  { header: 'myDecisions.number', fallback: 'Number', value: (d) => d.number },
  { header: 'myDecisions.case', fallback: 'Case', value: (d) => d.portalCase?.number },
  { header: 'myDecisions.issuedOn', fallback: 'Issued on', kind: 'date', value: (d) => d.issuedOn },
  { header: 'myDecisions.validFrom', fallback: 'Valid from', kind: 'date', value: (d) => d.validFrom },
  { header: 'myDecisions.validTo', fallback: 'Valid to', kind: 'date', value: (d) => d.validTo },
  {
    header: 'myDecisions.status',
    fallback: 'Status',
    value: (d) => d.status,
    label: (status) => `myDecisions.status.${status}`,
  },
  { header: 'myDecisions.supersededBy', fallback: 'Superseded by', value: (d) => d.supersededBy?.number },
];

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
  app.get(
    '/portal_decisions/by_registered_user/export',
    listExport({
      config: holders,
      name: 'my-decisions',
      tags,
      query: myDecisionsQuerySchema,
      read: (request, query) => pagedMyDecisions(signedInContext(request), query),
      columns: MY_DECISIONS_EXPORT,
    }),
  );
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
