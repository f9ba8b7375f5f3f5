// Rows of the access matrix (see ../access-matrix.ts): the customs portal's case workflow routes.
import type { CaseStatus } from '@portal/contracts/portal-cases';
import { buildCase } from '../factories';
import type { Actor, ObjectKind, World } from '../access-world';
import { NOT_FOUND, OFFICER, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const MISSING_DOCUMENTS = [409, 'portal.required_documents_missing'] as const;

/**
 * A fresh general case in `status`: the caller's own (filed by them), or someone else's (the trader's, for the
 * trader the other trader's). Staff accounts' cases are not a kind of their own here.
 */
async function generalCase(w: World, actor: Actor, kind: ObjectKind, status: CaseStatus = 'DRAFT') {
  if (actor === 'anonymous' || kind === 'staff') return undefined;
  const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
  const row = await buildCase(w.t.platform.db, {
    filerUserId: w.account[filer].id,
    aboutIndividualId: w.individual.other,
    subTypeCode: 'GEN_TARIFF',
    status,
  });
  return row.id;
}

const caseCall =
  (build: (id: number) => { url: string; body?: unknown }, status: CaseStatus = 'DRAFT') =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    const id = await generalCase(w, actor, kind, status);
    return id === undefined ? undefined : build(id);
  };

export const PORTAL_PROCESSING_ROWS: Record<string, Row> = {
  // The owner's submit and cancel: their own draft (no required document yet: 409), nobody else's (404).
  'POST /general_cases/submit_general_case': {
    allow: CASE_FILERS,
    objects: {
      call: caseCall((id) => ({ url: '/general_cases/submit_general_case', body: { id } })),
      expect: each(CASE_FILERS, k(MISSING_DOCUMENTS, NOT_FOUND, null)),
    },
  },
  'POST /complaint_cases/submit_complaint_case': { allow: CASE_FILERS },
  'GET /general_cases/cancel_case/:id': {
    allow: CASE_FILERS,
    objects: {
      call: caseCall((id) => ({ url: `/general_cases/cancel_case/${id}` })),
      expect: each(CASE_FILERS, k(200, NOT_FOUND, null)),
    },
  },
  'GET /complaint_cases/cancel_case/:id': { allow: CASE_FILERS },
  // The owner's withdrawal of a submitted case of any kind (the reason is required).
  'POST /portal_cases/withdraw': { allow: CASE_FILERS },
  // The party an intermediary filed a case for withdraws the intermediary's authority for it.
  'POST /portal_cases/revoke_representation': { allow: CASE_FILERS },
  // The representations register of the caller's own party (ADR 0075): another party's row is 404 (its tests).
  'GET /portal_representations': { allow: CASE_FILERS },
  'POST /portal_representations/grant': { allow: CASE_FILERS },
  'POST /portal_representations/revoke': { allow: CASE_FILERS },
  // The timeline: the owner's case, or any submitted case for officers; another filer's draft is 404.
  'GET /portal_cases/timeline/:id': {
    allow: CASE_FILERS,
    objects: {
      call: caseCall((id) => ({ url: `/portal_cases/timeline/${id}` })),
      expect: each(CASE_FILERS, k(200, NOT_FOUND, null)),
    },
  },
  'GET /portal_cases/queue': { allow: OFFICER, expect: 200 },
  'GET /portal_cases/queue/export': {
    allow: OFFICER,
    call: () => ({ url: '/portal_cases/queue/export?format=csv' }),
    expect: 200,
  },
  'GET /portal_cases/dashboard': { allow: OFFICER, expect: 200 },
  // Officers take someone else's submitted case; their own is refused (403).
  'POST /portal_cases/take': {
    allow: OFFICER,
    objects: {
      call: caseCall((id) => ({ url: '/portal_cases/take', body: { id } }), 'SUBMITTED'),
      expect: each(OFFICER, k(403, 200, null)),
    },
  },
  // Taking over a case another officer holds (its refusals and the notice: take-over.test.ts).
  'POST /portal_cases/take_over': { allow: OFFICER },
  'POST /portal_cases/request_information': { allow: OFFICER },
  'POST /portal_cases/intent_to_reject': { allow: OFFICER },
  'POST /portal_cases/resume_without_answer': { allow: OFFICER },
  'POST /portal_cases/approve': { allow: OFFICER },
  'POST /portal_cases/reject': { allow: OFFICER },
  'POST /general_cases/integrate': { allow: OFFICER },
  'POST /movement_certificates/revoke_movement_certificate': { allow: OFFICER },
};
