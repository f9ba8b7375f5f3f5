// Rows of the access matrix (see ../access-matrix.ts): the customs portal's cases routes.
import { buildCase, subTypeId } from '../factories';
import type { Actor, ObjectKind, World } from '../access-world';
import { NOT_FOUND, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
/** Filers with a record of their own to file about ("myself"); staff accounts have none. */
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NOT_INTERMEDIARY = [409, 'portal.only_intermediaries_file_for_others'] as const;

/**
 * A DRAFT general case: the caller's own (filed by them), or someone else's (the trader's, for the trader the
 * other trader's; not shared with a company). Staff accounts' cases are not a kind of their own here.
 */
async function generalCase(w: World, actor: Actor, kind: ObjectKind): Promise<number | undefined> {
  if (actor === 'anonymous' || kind === 'staff') return undefined;
  const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
  const row = await buildCase(w.t.platform.db, {
    filerUserId: w.account[filer].id,
    aboutIndividualId: w.individual.other,
    subTypeCode: 'GEN_TARIFF',
  });
  return row.id;
}

const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

export const PORTAL_CASES_ROWS: Record<string, Row> = {
  'GET /cases/by_registered_user': { allow: CASE_FILERS, expect: 200 },
  'GET /cases/by_registered_user/export': {
    allow: CASE_FILERS,
    call: () => ({ url: '/cases/by_registered_user/export?format=csv' }),
    expect: 200,
  },
  'GET /cases/submit_filters': { allow: CASE_FILERS, expect: 200 },
  'GET /general_cases/:id': {
    allow: CASE_FILERS,
    objects: {
      call: async (w, actor, kind) => {
        const id = await generalCase(w, actor, kind);
        return id === undefined ? undefined : { url: `/general_cases/${id}` };
      },
      expect: OWN_OR_404,
    },
  },
  'POST /general_cases/create_general_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/general_cases/create_general_case',
      body: { subTypeId: await subTypeId(w.t.platform.db, 'GEN_OTHER'), subject: 'Access matrix' },
    }),
    expect: {
      ...each(WITH_OWN_RECORD, 200),
      ...each(['officer', 'admin'], [409, 'portal.no_own_subject'] as const),
    },
  },
  'POST /general_cases/edit_general_case': {
    allow: CASE_FILERS,
    objects: {
      call: async (w, actor, kind) => {
        const id = await generalCase(w, actor, kind);
        if (id === undefined) return undefined;
        const body = { id, subTypeId: await subTypeId(w.t.platform.db, 'GEN_ORIGIN'), subject: 'Edited' };
        return { url: '/general_cases/edit_general_case', body };
      },
      expect: OWN_OR_404,
    },
  },
  // Only intermediaries look up and record others; none of the matrix's accounts is one.
  'GET /registered_users/find_individual_from_personal_number': {
    allow: CASE_FILERS,
    call: () => ({ url: '/registered_users/find_individual_from_personal_number?personalNumber=J00101001A' }),
    expect: NOT_INTERMEDIARY,
  },
  'GET /registered_users/find_company_from_unique_number': {
    allow: CASE_FILERS,
    call: () => ({ url: '/registered_users/find_company_from_unique_number?companyUniqueNumber=L61234567A' }),
    expect: NOT_INTERMEDIARY,
  },
  'POST /complaint_cases/individuals': {
    allow: CASE_FILERS,
    call: () => ({
      url: '/complaint_cases/individuals',
      body: { personalNumber: 'MATRIX0001', firstName: 'Matrix', lastName: 'Person' },
    }),
    expect: NOT_INTERMEDIARY,
  },
  'POST /complaint_cases/companies': {
    allow: CASE_FILERS,
    call: () => ({
      url: '/complaint_cases/companies',
      body: { companyUniqueNumber: 'MATRIXCO01', companyName: 'Matrix Sh.p.k.' },
    }),
    expect: NOT_INTERMEDIARY,
  },
};
