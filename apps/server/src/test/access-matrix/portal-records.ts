// Rows of the access matrix (see ../access-matrix.ts): the customs portal's records routes (complaint cases, their
// customs declarations and decision).
import { eq } from 'drizzle-orm';
import { customsDeclarations } from '../../modules/portal-records/tables';
import { buildComplaint, freshDeclaration } from '../factories';
import { caseSubTypes } from '../../modules/vocabularies/tables';
import type { Actor, Call, ObjectKind, World } from '../access-world';
import { ACCOUNT_HOLDERS, NOT_FOUND, answer, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
/** Filers with a record of their own to file about ("myself"); staff accounts have none. */
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NO_OWN_SUBJECT = [409, 'portal.no_own_subject'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

async function idOf(w: World, table: typeof caseSubTypes, code: string) {
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

/**
 * A DRAFT decision complaint of the caller about their own company or themself (staff, who have neither, about
 * another person), or someone else's about another person, as above: a decision of the authority goes only on a
 * complaint about whom it is addressed to.
 */
const onOwnSubjectComplaint =
  (build: (w: World, id: number, actor: Actor) => Call | Promise<Call>) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    if (actor === 'anonymous' || kind === 'staff') return undefined;
    const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
    const ownSubject = kind === 'own' && (WITH_OWN_RECORD as readonly string[]).includes(filer);
    const row = await buildComplaint(w.t.platform.db, w.account[filer].username, {
      kind: 'decision',
      ...(ownSubject ? {} : { aboutIndividualId: w.individual.other }),
    });
    return build(w, row.id, actor);
  };

/**
 * Decisions of the authority's register (demo data): DV-2025-00123 and the others below are the demo company's (the
 * trader's and the company user's); nobody else's. Each row and actor takes its own, so no complaint of the company
 * is a duplicate of another's.
 */
const COMPANY_DECISION = 'DV-2025-00123';
const companyDecisionOf = (actor: Actor, row: 'create' | 'edit') =>
  ({
    trader: { create: 'DV-2025-00533', edit: 'DV-2025-00251' },
    companyUser: { create: 'DV-2025-00627', edit: 'DV-2025-00397' },
  })[actor as 'trader' | 'companyUser']?.[row] ?? COMPANY_DECISION;
/** The answer of a number the register holds for nobody the caller acts for. */
const NO_TYPE = answer(200, { decisionType: null });
const valuation = answer(
  200,
  (json: unknown) => (json as { decisionType: { code?: string } | null }).decisionType?.code === 'DEC_VALUATION',
  'DEC_VALUATION',
);
const notFoundOn = (field: string) => answer(400, { [field]: 'portal.decision_not_found' });

const caseBody = async (w: World, customsDeclarationDecision: boolean) => ({
  subTypeId: await idOf(w, caseSubTypes, 'CMP_VALUATION'),
  subject: 'Access matrix',
  customsDeclarationDecision,
});

export const PORTAL_RECORDS_ROWS: Record<string, Row> = {
  // My decisions: the holders' own only (portal-records/my-decisions/my-decisions.test.ts reads what each sees).
  'GET /portal_decisions/by_registered_user': { allow: ACCOUNT_HOLDERS, expect: 200 },
  'GET /portal_decisions/by_registered_user/export': {
    allow: ACCOUNT_HOLDERS,
    call: () => ({ url: '/portal_decisions/by_registered_user/export?format=csv' }),
    expect: 200,
  },
  // Starting an amendment or renewal: the holders' own records only (my-decisions/linked-cases.test.ts).
  'POST /portal_decisions/start_linked_case': { allow: ACCOUNT_HOLDERS },
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
  // A decision of the authority on a new complaint about the caller: only one addressed to them.
  'POST /complaint_cases/create_decision_complaint_case': {
    allow: CASE_FILERS,
    call: async (w, actor) => ({
      url: '/complaint_cases/create_decision_complaint_case',
      body: {
        complaintCase: await caseBody(w, false),
        decision: { decisionNumber: companyDecisionOf(actor, 'create') },
      },
    }),
    expect: {
      ...each(['trader', 'companyUser'], 200),
      ...each(['otherTrader', 'individual'], notFoundOn('decision.decisionNumber')),
      ...each(['officer', 'admin'], NO_OWN_SUBJECT),
    },
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
  // The demo company's decision: its type for the company's users, the answer of an unknown number for anyone else;
  // staff, who have no subject of their own, are refused as when creating a complaint.
  'POST /complaint_cases/check_decision_number': {
    allow: CASE_FILERS,
    call: () => ({ url: '/complaint_cases/check_decision_number', body: { decisionNumber: COMPANY_DECISION } }),
    expect: {
      ...each(['trader', 'companyUser'], valuation),
      ...each(['otherTrader', 'individual'], NO_TYPE),
      ...each(['officer', 'admin'], NO_OWN_SUBJECT),
    },
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
  // A decision of the authority on the caller's complaint: only one addressed to whom it is about.
  'POST /decisions/edit_decision': {
    allow: CASE_FILERS,
    objects: {
      call: onOwnSubjectComplaint((_, id, actor) => ({
        url: '/decisions/edit_decision',
        body: { complaintCase: { id }, decisionNumber: companyDecisionOf(actor, 'edit') },
      })),
      expect: {
        ...each(['trader', 'companyUser'], k(200, NOT_FOUND, null)),
        ...each(['otherTrader', 'individual', 'officer', 'admin'], k(notFoundOn('decisionNumber'), NOT_FOUND, null)),
      },
    },
  },
};
