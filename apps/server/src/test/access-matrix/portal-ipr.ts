// Rows of the access matrix (see ../access-matrix.ts): the customs portal's IPR cases, their application for
// action, rights and goods, and their submit and cancel.
import { eq } from 'drizzle-orm';
import { buildIpr, entryIds } from '../factories';
import { caseSubTypes } from '../../modules/vocabularies/tables';
import type { Actor, Call, ObjectKind, World } from '../access-world';
import { NOT_FOUND, each, k, type Row } from './support';

/** Who holds the portal's home page (the navigation catalogue's case filers, and the administrator). */
const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NO_OWN_SUBJECT = [409, 'portal.no_own_subject'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

async function iprSubTypeId(w: World) {
  const [row] = await w.t.platform.db
    .select({ id: caseSubTypes.id })
    .from(caseSubTypes)
    .where(eq(caseSubTypes.code, 'IPR_NEW'));
  return row.id;
}

/**
 * A DRAFT IPR case about another person with two rights and two goods: the caller's own, or someone else's (the
 * trader's, for the trader the other trader's). Staff accounts' cases are not a kind of their own.
 */
const onIpr =
  (build: (w: World, id: number) => Call | Promise<Call>) => async (w: World, actor: Actor, kind: ObjectKind) => {
    if (actor === 'anonymous' || kind === 'staff') return undefined;
    const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
    const row = await buildIpr(w.t.platform.db, w.account[filer].username, {
      aboutIndividualId: w.individual.other,
      rights: 2,
      goods: 2,
    });
    return build(w, row.id);
  };

const right = { rightType: 'TRADEMARK', rightNumber: 'KS-1' };
const goods = { description: 'Shoes' };

export const PORTAL_IPR_ROWS: Record<string, Row> = {
  'GET /ipr_cases/:id': {
    allow: CASE_FILERS,
    objects: { call: onIpr((_, id) => ({ url: `/ipr_cases/${id}` })), expect: OWN_OR_404 },
  },
  'POST /ipr_cases/create_ipr_case': {
    allow: CASE_FILERS,
    call: async (w) => ({
      url: '/ipr_cases/create_ipr_case',
      body: { subTypeId: await iprSubTypeId(w), subject: 'Access matrix', ipr: { rightHolder: 'Holder' } },
    }),
    expect: { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], NO_OWN_SUBJECT) },
  },
  'POST /ipr_cases/edit_ipr_case': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr(async (w, id) => ({
        url: '/ipr_cases/edit_ipr_case',
        body: { id, subTypeId: await iprSubTypeId(w), subject: 'Edited' },
      })),
      expect: OWN_OR_404,
    },
  },
  'POST /ipr_cases/submit_ipr_case': {
    allow: CASE_FILERS,
    // Without its required document the owner's submit is refused (409); others' cases are 404.
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr_cases/submit_ipr_case', body: { id } })),
      expect: each(CASE_FILERS, k([409, 'portal.required_documents_missing'], NOT_FOUND, null)),
    },
  },
  'GET /ipr_cases/cancel_case/:id': {
    allow: CASE_FILERS,
    objects: { call: onIpr((_, id) => ({ url: `/ipr_cases/cancel_case/${id}` })), expect: OWN_OR_404 },
  },
  'GET /ipr/by_ipr_case_id/:id': {
    allow: CASE_FILERS,
    objects: { call: onIpr((_, id) => ({ url: `/ipr/by_ipr_case_id/${id}` })), expect: OWN_OR_404 },
  },
  'POST /ipr/edit_ipr': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr/edit_ipr', body: { iprCase: { id }, rightHolder: 'Matrix' } })),
      expect: OWN_OR_404,
    },
  },
  'GET /ipr_rights/by_ipr_case_id/:id': {
    allow: CASE_FILERS,
    objects: { call: onIpr((_, id) => ({ url: `/ipr_rights/by_ipr_case_id/${id}` })), expect: OWN_OR_404 },
  },
  'POST /ipr_rights/add_ipr_rights_to_ipr_case': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr_rights/add_ipr_rights_to_ipr_case', body: { iprCase: { id }, ...right } })),
      expect: OWN_OR_404,
    },
  },
  'POST /ipr_rights/save_rights': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr_rights/save_rights', body: { iprCase: { id }, itemNumber: 2, ...right } })),
      expect: OWN_OR_404,
    },
  },
  'DELETE /ipr_rights/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr(async (w, id) => ({ url: `/ipr_rights/${(await entryIds(w.t.platform.db, 'rights', id))[0]}` })),
      expect: OWN_OR_404,
    },
  },
  'GET /ipr_goods/by_ipr_case_id/:id': {
    allow: CASE_FILERS,
    objects: { call: onIpr((_, id) => ({ url: `/ipr_goods/by_ipr_case_id/${id}` })), expect: OWN_OR_404 },
  },
  'POST /ipr_goods/add_ipr_goods_to_ipr_case': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr_goods/add_ipr_goods_to_ipr_case', body: { iprCase: { id }, ...goods } })),
      expect: OWN_OR_404,
    },
  },
  'POST /ipr_goods/save_goods': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr((_, id) => ({ url: '/ipr_goods/save_goods', body: { iprCase: { id }, itemNumber: 1, ...goods } })),
      expect: OWN_OR_404,
    },
  },
  'DELETE /ipr_goods/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onIpr(async (w, id) => ({ url: `/ipr_goods/${(await entryIds(w.t.platform.db, 'goods', id))[1]}` })),
      expect: OWN_OR_404,
    },
  },
};
