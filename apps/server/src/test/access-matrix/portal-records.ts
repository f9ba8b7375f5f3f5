// Rows of the access matrix (see ../access-matrix.ts): the customs portal's records routes (complaint cases, their
// customs declarations and decision).
import { eq } from 'drizzle-orm';
import { customsDeclarations } from '../../modules/portal-records/tables';
import { buildComplaint, freshDeclaration } from '../../modules/portal-records/test-support';
import { caseSubTypes, portalDecisionTypes } from '../../modules/vocabularies/tables';
import type { Actor, Call, ObjectKind, World } from '../access-world';
import { NOT_FOUND, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
/** Filers with a record of their own to file about ("myself"); staff accounts have none. */
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NO_OWN_SUBJECT = [409, 'portal.no_own_subject'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

let seq = 0;
const freshDecisionNumber = () => `MX-${Date.now() % 1_000_000}-${++seq}`;

async function idOf(w: World, table: typeof caseSubTypes | typeof portalDecisionTypes, code: string) {
  const [row] = await w.t.platform.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  return row.id;
}

/**
 * A DRAFT complaint case about another person: the caller's own (filed by them), or someone else's (the trader's,
 * for the trader the other trader's; not shared with a company). Staff accounts' cases are not a kind of their own.
 */
async function complaint(
  w: World,
  actor: Actor,
  kind: ObjectKind,
  complaintKind: 'declarations' | 'decision',
  declarations = 1,
): Promise<number | undefined> {
  if (actor === 'anonymous' || kind === 'staff') return undefined;
  const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
  const row = await buildComplaint(w.t.platform.db, w.account[filer].username, {
    kind: complaintKind,
    aboutIndividualId: w.individual.other,
    declarations: Array.from({ length: declarations }, () => freshDeclaration()),
  });
  return row.id;
}

const onComplaint =
  (
    complaintKind: 'declarations' | 'decision',
    build: (w: World, id: number) => Call | Promise<Call>,
    declarations = 1,
  ) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    const id = await complaint(w, actor, kind, complaintKind, declarations);
    return id === undefined ? undefined : build(w, id);
  };

const caseBody = async (w: World, customsDeclarationDecision: boolean) => ({
  subTypeId: await idOf(w, caseSubTypes, 'CMP_VALUATION'),
  subject: 'Access matrix',
  customsDeclarationDecision,
});

export const PORTAL_RECORDS_ROWS: Record<string, Row> = {
  'GET /complaint_cases/:id': {
    allow: CASE_FILERS,
    objects: { call: onComplaint('declarations', (_, id) => ({ url: `/complaint_cases/${id}` })), expect: OWN_OR_404 },
  },
  'POST /complaint_cases/create_customs_declaration_complaint_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/complaint_cases/create_customs_declaration_complaint_case',
      body: { complaintCase: await caseBody(w, true), declarations: [freshDeclaration()] },
    }),
    expect: { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], NO_OWN_SUBJECT) },
  },
  'POST /complaint_cases/create_decision_complaint_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/complaint_cases/create_decision_complaint_case',
      body: {
        complaintCase: await caseBody(w, false),
        decision: {
          decisionNumber: freshDecisionNumber(),
          decisionTypeId: await idOf(w, portalDecisionTypes, 'DEC_REFUND'),
        },
      },
    }),
    expect: { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], NO_OWN_SUBJECT) },
  },
  'POST /complaint_cases/edit_complaint_case': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint('decision', async (w, id) => ({
        url: '/complaint_cases/edit_complaint_case',
        body: { id, subTypeId: await idOf(w, caseSubTypes, 'CMP_PENALTY'), subject: 'Edited' },
      })),
      expect: OWN_OR_404,
    },
  },
  'POST /complaint_cases/check_if_customs_declaration_can_be_added': {
    allow: CASE_FILERS,
    call: () => ({ url: '/complaint_cases/check_if_customs_declaration_can_be_added', body: freshDeclaration() }),
    expect: 200,
  },
  'POST /complaint_cases/check_decision_number': {
    allow: CASE_FILERS,
    call: () => ({ url: '/complaint_cases/check_decision_number', body: { decisionNumber: 'DV-2025-00123' } }),
    expect: 200,
  },
  'GET /customs_declarations/by_complaint_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint('declarations', (_, id) => ({ url: `/customs_declarations/by_complaint_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /customs_declarations/add_customs_declaration_to_complaint_case': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint('declarations', (_, id) => ({
        url: '/customs_declarations/add_customs_declaration_to_complaint_case',
        body: { complaintCase: { id }, ...freshDeclaration() },
      })),
      expect: OWN_OR_404,
    },
  },
  'DELETE /customs_declarations/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint(
        'declarations',
        async (w, caseId) => {
          const rows = await w.t.platform.db
            .select({ id: customsDeclarations.id })
            .from(customsDeclarations)
            .where(eq(customsDeclarations.caseId, caseId));
          return { url: `/customs_declarations/${rows[1].id}` };
        },
        2,
      ),
      expect: OWN_OR_404,
    },
  },
  'GET /decisions/by_complaint_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint('decision', (_, id) => ({ url: `/decisions/by_complaint_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /decisions/edit_decision': {
    allow: CASE_FILERS,
    objects: {
      call: onComplaint('decision', async (w, id) => ({
        url: '/decisions/edit_decision',
        body: {
          complaintCase: { id },
          decisionNumber: freshDecisionNumber(),
          decisionTypeId: await idOf(w, portalDecisionTypes, 'DEC_VALUATION'),
        },
      })),
      expect: OWN_OR_404,
    },
  },
};
