// Rows of the access matrix (see ../access-matrix.ts): platform, sign-in, profile, staff accounts, approval, traders and persons.
import { type SignedIn } from '../access-world';
import {
  ACCOUNT_HOLDERS,
  ADMIN_ONLY,
  EVERYONE,
  MISSING,
  NOT_FOUND,
  OWN_ACCOUNT,
  REGISTRY,
  REGISTRY_ACTION,
  type Row,
  SIGNED_IN,
  USER_HAS_HISTORY,
  companyBody,
  companyCall,
  each,
  k,
  userCall,
} from './support';

export const ACCOUNTS_ROWS: Record<string, Row> = {
  // Platform and documentation
  'GET /health': { allow: EVERYONE, expect: 200 },
  // Public: an unknown code is 404 for everyone (an issued one is in the module's tests).
  'GET /document_verifications/:code': {
    allow: EVERYONE,
    call: () => ({ url: '/document_verifications/2222-2222-22' }),
    expect: NOT_FOUND,
  },
  'GET /openapi.json': { allow: EVERYONE, expect: 200 },
  'GET /docs': { allow: EVERYONE },
  'HEAD /docs/': { allow: EVERYONE },
  'GET /docs/static/index.html': { allow: EVERYONE },
  'GET /docs/static/swagger-initializer.js': { allow: EVERYONE },
  'GET /docs/json': { allow: EVERYONE },
  'GET /docs/yaml': { allow: EVERYONE },
  'GET /docs/static/*': { allow: EVERYONE, call: () => ({ url: '/docs/static/index.css' }) },
  'GET /i18n/:file': { allow: EVERYONE, call: () => ({ url: '/i18n/en.json' }) },
  'GET /error_keys': { allow: EVERYONE, expect: 200 },

  // Sign-in and the session
  'POST /user/authenticate': {
    allow: EVERYONE,
    call: (w) => ({
      url: '/user/authenticate',
      form: { username: w.extra.login.username, password: w.extra.login.password },
    }),
    expect: 200,
  },
  'GET /captcha/challenge': { allow: EVERYONE, expect: 200 },
  'POST /user/logout': { allow: SIGNED_IN, call: () => ({ url: '/user/logout', token: 'fresh' }), expect: 200 },
  'POST /user/change_password': {
    allow: SIGNED_IN,
    objects: {
      call: userCall((u) => ({
        url: '/user/change_password',
        body: {
          username: u.username,
          oldPassword: 'Wrong#Old1',
          password: 'Another#Pass2',
          confirmPassword: 'Another#Pass2',
        },
      })),
      // Own: the old password is checked (400); anyone else's account: 403.
      expect: each(SIGNED_IN, k(400, 403, 403)),
    },
  },
  'GET /user': { allow: SIGNED_IN, expect: 200 },
  'GET /users/check_password_expiration': { allow: SIGNED_IN, expect: 200 },

  // The notification centre: every signed-in user's own notices (another's ids are passed over, never told apart)
  'GET /notifications/paged': { allow: SIGNED_IN, expect: 200 },
  'GET /notifications/unread_count': { allow: SIGNED_IN, expect: 200 },
  'POST /notifications/read': {
    allow: SIGNED_IN,
    call: () => ({ url: '/notifications/read', body: { ids: [MISSING] } }),
    expect: 200,
  },
  'POST /notifications/read_all': { allow: SIGNED_IN, expect: 200 },
  'GET /notifications/preferences': { allow: SIGNED_IN, expect: 200 },
  'POST /notifications/preferences': {
    allow: SIGNED_IN,
    call: () => ({ url: '/notifications/preferences', body: { preferences: [{ kind: 'outbid', channel: 'both' }] } }),
    expect: 200,
  },

  // Profile
  'POST /user/update_data': {
    allow: SIGNED_IN,
    objects: {
      call: userCall((u) => ({
        url: '/user/update_data',
        body: { username: u.username, email: u.email, lang: u.lang },
      })),
      expect: each(SIGNED_IN, k(200, 403, 403)),
    },
  },
  'GET /persons/current': { allow: SIGNED_IN, expect: { ...each(SIGNED_IN, NOT_FOUND), individual: 200 } },
  'POST /persons/update_data': {
    allow: SIGNED_IN,
    call: (w) => ({ url: '/persons/update_data', body: w.individualRecord.person }),
    expect: { ...each(SIGNED_IN, 403), individual: 200 },
  },
  'GET /traders/current': {
    allow: SIGNED_IN,
    expect: { ...each(SIGNED_IN, NOT_FOUND), trader: 200, otherTrader: 200, companyUser: 200 },
  },
  'POST /traders/update_data': {
    allow: SIGNED_IN,
    // Each company administrator sends its own company's record back (the call has no object).
    call: (w, actor) => ({
      url: '/traders/update_data',
      body: companyBody(w, actor === 'otherTrader' ? 'other' : 'demo'),
    }),
    expect: { ...each(SIGNED_IN, 403), trader: 200, otherTrader: 200 },
  },

  // Accounts (/admin/auth/users)
  'GET /users/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /users/export': { allow: ADMIN_ONLY, call: () => ({ url: '/users/export?format=csv' }), expect: 200 },
  'GET /users/log': {
    allow: REGISTRY,
    objects: {
      call: userCall((u) => ({ url: `/users/log?code=${u.username}` })),
      // The approval pages read the registry's accounts only; /admin/auth/users reads every account.
      expect: { registry: k(NOT_FOUND, 200, NOT_FOUND), admin: k(200, 200, 200) },
    },
  },
  'GET /users/by_username/:username': {
    allow: ADMIN_ONLY,
    objects: {
      call: userCall((u) => ({ url: `/users/by_username/${u.username}` })),
      expect: { admin: k(200, 200, 200) },
    },
  },
  'GET /users/:id': {
    allow: ADMIN_ONLY,
    objects: { call: userCall((u) => ({ url: `/users/${u.id}` })), expect: { admin: k(200, 200, 200) } },
  },
  'POST /users/:id': {
    allow: ADMIN_ONLY,
    objects: {
      call: userCall((u) => ({ url: `/users/${u.id}`, body: { email: u.email, lang: u.lang } })),
      expect: { admin: k(200, 200, 200) },
    },
  },
  'POST /users': {
    allow: ADMIN_ONLY,
    objects: {
      call: userCall((u) => ({ url: '/users', body: { id: u.id, email: u.email, lang: u.lang } })),
      expect: { admin: k(200, 200, 200) },
    },
  },
  'DELETE /users/:id': {
    allow: ADMIN_ONLY,
    objects: {
      // The world's accounts have all signed in: history, so nothing is deleted here.
      call: userCall((u) => ({ url: `/users/${u.id}` })),
      expect: { admin: k(OWN_ACCOUNT, USER_HAS_HISTORY, USER_HAS_HISTORY) },
    },
  },

  // Approval of companies and individuals (registry pages never reach a staff account)
  'GET /registered_users/companies_for_approval': {
    allow: REGISTRY,
    call: () => ({ url: '/registered_users/companies_for_approval?filter[status]=all' }),
    expect: 200,
  },
  'GET /registered_users/companies_for_approval/paged': { allow: REGISTRY, expect: 200 },
  'GET /registered_users/individuals_for_approval': {
    allow: REGISTRY,
    call: () => ({ url: '/registered_users/individuals_for_approval?filter[status]=all' }),
    expect: 200,
  },
  'GET /registered_users/individuals_for_approval/paged': { allow: REGISTRY, expect: 200 },
  'GET /registered_users/:id': {
    allow: REGISTRY,
    objects: {
      call: userCall((u) => ({ url: `/registered_users/${u.id}` })),
      expect: { registry: k(NOT_FOUND, 200, NOT_FOUND), admin: k(NOT_FOUND, 200, NOT_FOUND) },
    },
  },
  'POST /registered_users/approve': {
    allow: REGISTRY,
    objects: {
      call: userCall(
        (u) => ({ url: '/registered_users/approve', body: { registeredUser: { username: u.username } } }),
        true,
      ),
      expect: REGISTRY_ACTION,
    },
  },
  'POST /registered_users/reject': {
    allow: REGISTRY,
    objects: {
      call: userCall(
        (u) => ({ url: '/registered_users/reject', body: { registeredUser: { id: u.id }, rejectReason: 'matrix' } }),
        true,
      ),
      expect: REGISTRY_ACTION,
    },
  },
  'POST /registered_users/block': {
    allow: REGISTRY,
    objects: {
      call: userCall(
        (u) => ({
          url: '/registered_users/block',
          body: { registeredUser: { username: u.username }, blockReason: 'matrix' },
        }),
        true,
      ),
      expect: REGISTRY_ACTION,
    },
  },
  'POST /registered_users/enable': {
    allow: REGISTRY,
    objects: {
      call: userCall((u) => ({ url: '/registered_users/enable', body: { username: u.username } }), true),
      expect: REGISTRY_ACTION,
    },
  },
  'POST /registered_users/disable': {
    allow: REGISTRY,
    objects: {
      call: userCall((u) => ({ url: '/registered_users/disable', body: { username: u.username, days: 1 } }), true),
      expect: REGISTRY_ACTION,
    },
  },
  'POST /registered_users/edit_individual_user': {
    allow: REGISTRY,
    objects: {
      // Each account is sent back with its own values: own 409, a registered person 200, a staff person 404.
      call: (w, actor, kind) => {
        if (actor === 'anonymous' && kind === 'own') return undefined;
        const account =
          kind === 'own' ? w.account[actor as SignedIn] : kind === 'other' ? w.extra.otherPerson : w.extra.staffPerson;
        return {
          url: '/registered_users/edit_individual_user',
          body: {
            registeredUser: { id: account.id },
            user: { email: account.email, lang: account.lang },
            individual: w.individualRecord[kind === 'staff' ? 'staff' : 'other'],
          },
        };
      },
      expect: each(REGISTRY, k(OWN_ACCOUNT, 200, NOT_FOUND)),
    },
  },
  'POST /registered_users/manually_resend_confirmation_urls': {
    allow: REGISTRY,
    call: (w) => ({
      url: '/registered_users/manually_resend_confirmation_urls',
      body: { usernames: [w.account.trader.username, 'admin'] },
    }),
    expect: 200,
  },

  // Traders and persons (company and individual records)
  'GET /companies/paged': { allow: REGISTRY, expect: 200 },
  'GET /companies/export': { allow: REGISTRY, call: () => ({ url: '/companies/export?format=csv' }), expect: 200 },
  'GET /companies/:id': {
    allow: REGISTRY,
    // A company record is not an account: staff of the traders page read every company (documented).
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: `/companies/${w.company[c]}` }))(w, a, kind),
      expect: each(REGISTRY, k(null, 200, 200)),
    },
  },
  'POST /companies/update': {
    allow: REGISTRY,
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: '/companies/update', body: companyBody(w, c) }))(w, a, kind),
      expect: each(REGISTRY, k(null, 200, 200)),
    },
  },
  'POST /companies': {
    allow: REGISTRY,
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: '/companies', body: companyBody(w, c) }))(w, a, kind),
      expect: each(REGISTRY, k(null, 200, 200)),
    },
  },
  'POST /temporary_companies': {
    // The case filers' page; none of the world's accounts is an intermediary, so nothing is recorded here.
    allow: [...ACCOUNT_HOLDERS, 'officer'],
    call: () => ({ url: '/temporary_companies', body: { companyUniqueNumber: 'MATRIX0001', companyName: 'Matrix' } }),
    expect: [403, 'temporary_company.not_intermediary'],
  },
  'GET /individuals/paged': { allow: REGISTRY, expect: 200 },
  'GET /individuals/export': { allow: REGISTRY, call: () => ({ url: '/individuals/export?format=csv' }), expect: 200 },
  'GET /individuals/:id': {
    allow: REGISTRY,
    objects: {
      call: (w, _a, kind) =>
        kind === 'own'
          ? undefined
          : { url: `/individuals/${kind === 'other' ? w.individual.other : w.individual.staff}` },
      expect: each(REGISTRY, k(null, 200, NOT_FOUND)),
    },
  },
  'POST /individuals/update': {
    allow: REGISTRY,
    objects: {
      call: (w, _a, kind) =>
        kind === 'own'
          ? undefined
          : { url: '/individuals/update', body: w.individualRecord[kind === 'other' ? 'other' : 'staff'] },
      expect: each(REGISTRY, k(null, 200, NOT_FOUND)),
    },
  },
  'POST /individuals': {
    allow: REGISTRY,
    objects: {
      call: (w, _a, kind) =>
        kind === 'own'
          ? undefined
          : { url: '/individuals', body: w.individualRecord[kind === 'other' ? 'other' : 'staff'] },
      expect: each(REGISTRY, k(null, 200, NOT_FOUND)),
    },
  },
};
