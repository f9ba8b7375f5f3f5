// Rows of the access matrix (see ../access-matrix.ts): the customs portal's authorization cases (an authorization
// or a licence), their records, goods by tariff code and the tariff lookup.
import { buildAuthorizationCase, idByCode } from '../factories';
import { caseSubTypes, portalAuthorizationTypes, portalGoodsTypes } from '../../modules/vocabularies/tables';
import type { Actor, Call, ObjectKind, World } from '../access-world';
import { NOT_FOUND, each, k, type Row } from './support';

const CASE_FILERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'officer', 'admin'] as const;
const WITH_OWN_RECORD = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const NO_OWN_SUBJECT = [409, 'portal.no_own_subject'] as const;
const OWN_OR_404 = each(CASE_FILERS, k(200, NOT_FOUND, null));

/** A DRAFT authorization case (filled) about another person: the caller's own, or someone else's. */
const onCase =
  (build: (w: World, id: number, lines: Array<{ id: number }>) => Call | Promise<Call>, licence = false) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    if (actor === 'anonymous' || kind === 'staff') return undefined;
    const filer = kind === 'own' ? actor : actor === 'trader' ? 'otherTrader' : 'trader';
    const row = await buildAuthorizationCase(w.t.platform.db, w.account[filer].username, {
      licence,
      filled: true,
      aboutIndividualId: w.individual.other,
    });
    return build(w, row.id, row.lines);
  };

const createCall = (url: string) => async (w: World) => ({
  url,
  body: { subTypeId: await idByCode(w.t.platform.db, caseSubTypes, 'AUTH_NEW'), subject: 'Access matrix' },
});
const CREATED = { ...each(WITH_OWN_RECORD, 200), ...each(['officer', 'admin'], NO_OWN_SUBJECT) };

export const PORTAL_AUTHORIZATION_ROWS: Record<string, Row> = {
  'GET /authorization_cases/:id': {
    allow: CASE_FILERS,
    objects: { call: onCase((_, id) => ({ url: `/authorization_cases/${id}` })), expect: OWN_OR_404 },
  },
  'POST /authorization_cases/create_authorization_case': {
    allow: CASE_FILERS,
    call: createCall('/authorization_cases/create_authorization_case'),
    expect: CREATED,
  },
  'POST /authorization_cases/create_authorization_case_for_licence': {
    allow: CASE_FILERS,
    call: createCall('/authorization_cases/create_authorization_case_for_licence'),
    expect: CREATED,
  },
  'POST /authorization_cases/edit_authorization_case': {
    allow: CASE_FILERS,
    objects: {
      call: onCase(async (w, id) => ({
        url: '/authorization_cases/edit_authorization_case',
        body: { id, subTypeId: await idByCode(w.t.platform.db, caseSubTypes, 'AUTH_RENEWAL'), subject: 'Edited' },
      })),
      expect: OWN_OR_404,
    },
  },
  'GET /authorizations/by_authorization_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onCase((_, id) => ({ url: `/authorizations/by_authorization_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /authorizations/edit_authorization': {
    allow: CASE_FILERS,
    objects: {
      call: onCase(async (w, id) => ({
        url: '/authorizations/edit_authorization',
        body: {
          authorizationCase: { id },
          authorizationTypeId: await idByCode(w.t.platform.db, portalAuthorizationTypes, 'INWARD_PROCESSING'),
        },
      })),
      expect: OWN_OR_404,
    },
  },
  'GET /portal_licences/by_authorization_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onCase((_, id) => ({ url: `/portal_licences/by_authorization_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /portal_licences/edit_portal_licence': {
    allow: CASE_FILERS,
    objects: {
      call: onCase(
        async (w, id) => ({
          url: '/portal_licences/edit_portal_licence',
          body: {
            authorizationCase: { id },
            goodsTypeId: await idByCode(w.t.platform.db, portalGoodsTypes, 'TEXTILES'),
          },
        }),
        true,
      ),
      expect: OWN_OR_404,
    },
  },
  'GET /tariffs/by_code': { allow: CASE_FILERS, call: () => ({ url: '/tariffs/by_code?code=84713000' }), expect: 200 },
  'GET /tariffs/search': { allow: CASE_FILERS, call: () => ({ url: '/tariffs/search?prefix=8471' }), expect: 200 },
  'GET /authorization_tariffs/by_authorization_case_id/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onCase((_, id) => ({ url: `/authorization_tariffs/by_authorization_case_id/${id}` })),
      expect: OWN_OR_404,
    },
  },
  'POST /authorization_tariffs/add_authorization_tariff_to_authorization_case': {
    allow: CASE_FILERS,
    objects: {
      call: onCase((_, id) => ({
        url: '/authorization_tariffs/add_authorization_tariff_to_authorization_case',
        body: { authorizationCase: { id }, code: '6109 10 00', quantity: 5, value: 20 },
      })),
      expect: OWN_OR_404,
    },
  },
  // The workflow's routes of the kind (module portal-processing).
  'POST /authorization_cases/submit_authorization_case': { allow: CASE_FILERS },
  'GET /authorization_cases/cancel_case/:id': {
    allow: CASE_FILERS,
    objects: { call: onCase((_, id) => ({ url: `/authorization_cases/cancel_case/${id}` })), expect: OWN_OR_404 },
  },
  'DELETE /authorization_tariffs/:id': {
    allow: CASE_FILERS,
    objects: {
      call: onCase((_, _id, lines) => ({ url: `/authorization_tariffs/${lines[0].id}` })),
      expect: OWN_OR_404,
    },
  },
};
