// Rows of the access matrix (see ../access-matrix.ts): the BTI cases' routes (the case, its BTI, submit and
// cancel, and the public search by tariff code).
import { buildCase, subTypeId } from '../factories';
import { btis } from '../../modules/portal-records/tables';
import type { Actor, ObjectKind, World } from '../access-world';
import { EVERYONE, NOT_FOUND, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

/** A DRAFT BTI case with its (empty) BTI: the caller's own, or someone else's (the trader's; the trader's other). */
async function btiCase(w: World, actor: Actor, kind: ObjectKind): Promise<number | undefined> {
  if (actor === 'anonymous' || kind === 'staff') return undefined;
  const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
  const db = w.t.platform.db;
  const row = await buildCase(db, {
    filerUserId: w.account[filer].id,
    aboutIndividualId: w.individual.other,
    caseType: 'BTI',
    subTypeCode: 'BTI_NEW',
  });
  await db.insert(btis).values({ caseId: row.id });
  return row.id;
}

const onBti =
  (build: (w: World, id: number) => { url: string; body?: unknown } | Promise<{ url: string; body?: unknown }>) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    const id = await btiCase(w, actor, kind);
    return id === undefined ? undefined : build(w, id);
  };

export const PORTAL_BTI_ROWS: Record<string, Row> = {
  'GET /bti_cases/:id': {
    allow: CASE_FILERS,
    objects: { call: onBti((_, id) => ({ url: `/bti_cases/${id}` })), expect: OWN_OR_404 },
  },
  'POST /bti_cases/create_bti_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/bti_cases/create_bti_case',
      body: { subTypeId: await subTypeId(w.t.platform.db, 'BTI_NEW'), subject: 'Access matrix' },
    }),
    expect: { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], [409, 'portal.no_own_subject']) },
  },
  'POST /bti_cases/edit_bti_case': {
    allow: CASE_FILERS,
    objects: {
      call: onBti(async (w, id) => ({
        url: '/bti_cases/edit_bti_case',
        body: { id, subTypeId: await subTypeId(w.t.platform.db, 'BTI_AMENDMENT'), subject: 'Edited' },
      })),
      expect: OWN_OR_404,
    },
  },
  'GET /bti/by_bti_case_id/:id': {
    allow: CASE_FILERS,
    objects: { call: onBti((_, id) => ({ url: `/bti/by_bti_case_id/${id}` })), expect: OWN_OR_404 },
  },
  'POST /bti/edit_bti': {
    allow: CASE_FILERS,
    objects: {
      call: onBti((_, id) => ({
        url: '/bti/edit_bti',
        body: { btiCase: { id }, goodsDescription: 'Watches', proposedTariffCode: '91021100' },
      })),
      expect: OWN_OR_404,
    },
  },
  // Public: anyone, signed in or not.
  'GET /bti/public_search': { allow: EVERYONE, call: () => ({ url: '/bti/public_search?code=9102' }), expect: 200 },
  // The owner's submit (no required document yet: 409) and cancel; nobody else's (404).
  'POST /bti_cases/submit_bti_case': {
    allow: CASE_FILERS,
    objects: {
      call: onBti((_, id) => ({ url: '/bti_cases/submit_bti_case', body: { id } })),
      expect: each(CASE_FILERS, k([409, 'portal.required_documents_missing'], NOT_FOUND, null)),
    },
  },
  'GET /bti_cases/cancel_case/:id': {
    allow: CASE_FILERS,
    objects: { call: onBti((_, id) => ({ url: `/bti_cases/cancel_case/${id}` })), expect: OWN_OR_404 },
  },
};
