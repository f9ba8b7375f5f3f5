// The access matrix: for every route of the route table (`buildApp().routeTable`), who gets past its access
// declaration, and what each actor gets for its own object, someone else's and a staff account's where the
// route acts on one. `access-matrix.test.ts` runs every cell; a route without a row fails it.
//
// Reading a row:
//   allow    the actors the route's declared access lets through. Every other actor is refused by the access
//            hook: 401 anonymous, 403 signed in. The groups below follow the seeded roles' pages.
//   call     the request (default: path parameters replaced by an id nobody has, `{}` as a POST body).
//   expect   what allowed actors get (default 'pass': anything but 401, 403 and 5xx), for all or per actor.
//   objects  for routes acting on an object: the request on the actor's own object, someone else's and a
//            staff account's (`call` answers undefined when the actor has no such object: not applicable),
//            with what each allowed actor gets for each.
import { ACTORS, API, type Actor, type Call, type ObjectKind, type SignedIn, type World } from './access-world';

/** A status, a status with its `_error` key, or a class: '2xx', or 'pass' (not 401, 403 or 5xx). */
export type Expect = number | '2xx' | 'pass' | readonly [number, string];
type PerKind = Partial<Record<ObjectKind, Expect>>;

export type Row = {
  allow: readonly Actor[];
  call?: (w: World, actor: Actor) => Call | Promise<Call>;
  expect?: Expect | Partial<Record<Actor, Expect>>;
  objects?: {
    call: (w: World, actor: Actor, kind: ObjectKind) => Call | undefined | Promise<Call | undefined>;
    expect: Partial<Record<Actor, PerKind>>;
  };
};

// Who holds which pages (navigation catalogue): ADMIN holds every page that is not public.
const EVERYONE = ACTORS;
const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous');
const ADMIN_ONLY = ['admin'] as const;
const OPERATOR = ['operator', 'admin'] as const;
const REGISTRY = ['registry', 'admin'] as const;
const OFFICER = ['officer', 'admin'] as const;
const ACCOUNT_HOLDERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'admin'] as const;
const COMPANY_ADMINS = ['trader', 'otherTrader', 'admin'] as const;
const GUARANTEE_READERS = [...ACCOUNT_HOLDERS, 'registry'] as const;

/** An id no object has. */
export const MISSING = 2_147_480_000;

const k = (own: Expect | null, other: Expect | null, staff: Expect | null): PerKind => ({
  ...(own === null ? {} : { own }),
  ...(other === null ? {} : { other }),
  ...(staff === null ? {} : { staff }),
});
/** The same answer for each actor of a list. */
const each = <T>(actors: readonly Actor[], value: T): Partial<Record<Actor, T>> =>
  Object.fromEntries(actors.map((a) => [a, value]));

const HOLDERS = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
const STAFF = ['operator', 'registry', 'officer', 'admin'] as const;
const isHolder = (a: Actor): a is (typeof HOLDERS)[number] => (HOLDERS as readonly string[]).includes(a);

// --- Objects ------------------------------------------------------------------------------------

/** Accounts: the caller's own, a registered trader (a REJECTED one for status actions), a staff account. */
function userOf(w: World, actor: Actor, kind: ObjectKind, forAction = false) {
  if (kind === 'own') return actor === 'anonymous' ? undefined : w.account[actor];
  if (kind === 'other')
    return forAction ? w.extra.rejected : actor === 'trader' ? w.account.otherTrader : w.account.trader;
  return actor === 'officer' ? w.account.operator : w.account.officer;
}
const userCall =
  (
    build: (user: { id: number; username: string; email: string; lang: string; roleIds: number[] }) => Call,
    forAction = false,
  ) =>
  (w: World, actor: Actor, kind: ObjectKind) => {
    const user = userOf(w, actor, kind, forAction);
    return user ? build(user) : undefined;
  };

/** Companies: the caller's own (company users), the other company (for non-members the demo one), a staff account's. */
function companyOf(w: World, actor: Actor, kind: ObjectKind): 'demo' | 'other' | 'staff' | undefined {
  const own = actor === 'trader' || actor === 'companyUser' ? 'demo' : actor === 'otherTrader' ? 'other' : undefined;
  if (kind === 'own') return own;
  if (kind === 'other') return own === 'demo' ? 'other' : 'demo';
  return 'staff';
}
const companyCall =
  (build: (company: 'demo' | 'other' | 'staff') => Call) => (w: World, actor: Actor, kind: ObjectKind) => {
    const company = companyOf(w, actor, kind);
    return company ? build(company) : undefined;
  };

/** Guarantees: the caller's own, another holder's (the trader's, or for the trader the other trader's), a staff account's (the operator's; for the operator the administrator's). */
function guaranteeOwner(actor: Actor, kind: ObjectKind): SignedIn | undefined {
  if (kind === 'own') return actor === 'anonymous' ? undefined : actor;
  if (kind === 'other') return actor === 'trader' ? 'otherTrader' : 'trader';
  return actor === 'operator' ? 'admin' : 'operator';
}
const guaranteeCall =
  (build: (id: number, values: Record<string, unknown>) => Call, decided = false) =>
  (w: World, actor: Actor, kind: ObjectKind) => {
    const owner = guaranteeOwner(actor, kind);
    const g = owner && (decided && kind === 'other' ? w.decidedGuarantee[owner] : w.guarantee[owner]);
    return g ? build(g.id, g.values) : undefined;
  };
const documentCall = (build: (id: number) => Call) => (w: World, actor: Actor, kind: ObjectKind) => {
  const owner = guaranteeOwner(actor, kind);
  const id = owner && w.guaranteeDocument[owner];
  return id ? build(id) : undefined;
};
const disposableDocumentCall = (build: (id: number) => Call) => async (w: World, actor: Actor, kind: ObjectKind) => {
  if (kind !== 'own') return documentCall(build)(w, actor, kind);
  const id = actor === 'anonymous' ? undefined : await w.disposableDocument(actor);
  return id ? build(id) : undefined;
};

/** Licences: of the caller's company, of the other company, of the staff account's company. */
const licenceCall =
  (build: (id: number) => Call, disposable = false) =>
  async (w: World, actor: Actor, kind: ObjectKind) => {
    const company = companyOf(w, actor, kind);
    if (!company) return undefined;
    if (disposable && kind === 'own' && actor !== 'anonymous') {
      const id = await w.disposableLicence(actor);
      if (id) return build(id);
    }
    return build(w.licence[company]);
  };

/** Company users: a user of the caller's company, of the other company, and a staff account of the demo company. */
function memberOf(w: World, actor: Actor, kind: ObjectKind, approved: boolean) {
  const ownDemo = actor !== 'otherTrader';
  const demo = approved ? w.account.companyUser : w.extra.blockedMember;
  const other = approved ? w.extra.otherMember : w.extra.otherBlockedMember;
  if (kind === 'own') return ownDemo ? demo : other;
  if (kind === 'other') return ownDemo ? other : demo;
  return w.extra.staffMember;
}

/** Participation requests: the caller's own (APPROVED), another holder's; staff accounts have none. */
function requestOf(w: World, actor: Actor, kind: ObjectKind) {
  if (kind === 'own') return isHolder(actor) ? w.request[actor] : undefined;
  if (kind === 'other') return actor === 'trader' ? w.request.otherTrader : w.request.trader;
  return undefined;
}

// --- Answers ------------------------------------------------------------------------------------

const NOT_FOUND = 404;
const OWN_ACCOUNT = [409, 'user.own_account'] as const;
const ACTION_NOT_ALLOWED = [409, 'user.action_not_allowed'] as const;
const NOT_ADMINISTRATOR = [403, 'companies.not_administrator'] as const;
const STATUS_FORBIDS = [409, 'companies.status_forbids_action'] as const;
const NOT_REQUESTER = [403, 'participation.not_requester'] as const;
const NOT_PENDING = [409, 'participation.not_pending'] as const;
const GUARANTEE_NOT_ACTIVE = [409, 'bank_guarantee.not_active'] as const;
const NOT_APPROVED_FOR_LOT = [409, 'eauction.not_approved_for_lot'] as const;
const USER_HAS_HISTORY = [409, 'user_has_history'] as const;

/** Registry actions on accounts: own 409, a registered account's status 409, a staff account 404. */
const REGISTRY_ACTION = {
  registry: k(OWN_ACCOUNT, ACTION_NOT_ALLOWED, NOT_FOUND),
  admin: k(OWN_ACCOUNT, ACTION_NOT_ALLOWED, NOT_FOUND),
};
/** Company files read by the company's users and by staff of the company pages. */
const COMPANY_FILE_READ = {
  ...each(['trader', 'otherTrader', 'companyUser'], k(200, NOT_FOUND, NOT_FOUND)),
  ...each(['individual', 'operator', 'officer'], k(null, 403, 403)),
  ...each(['registry', 'admin'], k(null, 200, 200)),
};
/** Guarantee documents: the owner; guarantee staff read (not a staff account's), never write. */
const guaranteeFiles = (own: Expect, staffOther: Expect) => ({
  ...each(HOLDERS, k(own, NOT_FOUND, NOT_FOUND)),
  operator: k(own, NOT_FOUND, NOT_FOUND),
  registry: k(null, staffOther, NOT_FOUND),
  officer: k(null, NOT_FOUND, NOT_FOUND),
  admin: k(own, staffOther, NOT_FOUND),
});

const licenceUpdate = (own: Expect) => ({
  trader: k(own, NOT_FOUND, NOT_FOUND),
  otherTrader: k(own, NOT_FOUND, NOT_FOUND),
  companyUser: k(403, NOT_FOUND, NOT_FOUND),
  ...each(['individual', 'operator', 'registry', 'officer', 'admin'], k(null, 403, 403)),
});

const uploadCall = (url: string): Call => ({
  url,
  files: [{ name: 'matrix.pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') }],
});
const companyBody = (w: World, company: 'demo' | 'other' | 'staff') => ({ ...w.companyRecord[company] });

// --- The table ----------------------------------------------------------------------------------

export const MATRIX: Record<string, Row> = {
  // Platform and documentation
  'GET /health': { allow: EVERYONE, expect: 200 },
  'GET /openapi.json': { allow: EVERYONE, expect: 200 },
  'GET /docs': { allow: EVERYONE },
  'HEAD /docs/': { allow: EVERYONE },
  'GET /docs/static/index.html': { allow: EVERYONE },
  'GET /docs/static/swagger-initializer.js': { allow: EVERYONE },
  'GET /docs/json': { allow: EVERYONE },
  'GET /docs/yaml': { allow: EVERYONE },
  'GET /docs/static/*': { allow: EVERYONE, call: () => ({ url: '/docs/static/index.css' }) },
  'GET /i18n/:file': { allow: EVERYONE, call: () => ({ url: '/i18n/en.json' }) },

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

  // Company users (the company administrator's page)
  'GET /registered_users/company_users': {
    allow: COMPANY_ADMINS,
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  'GET /registered_users/company_users/paged': {
    allow: COMPANY_ADMINS,
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  'POST /registered_users/create_company_user': {
    allow: COMPANY_ADMINS,
    call: (_w, actor) => {
      const username = `matrix.${actor.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}`;
      return {
        url: '/registered_users/create_company_user',
        body: {
          username,
          email: `${username}@example.test`,
          password: 'Matrix#Pass1',
          confirmPassword: 'Matrix#Pass1',
          lang: 'en',
        },
      };
    },
    expect: { trader: 200, otherTrader: 200, admin: NOT_ADMINISTRATOR },
  },
  ...Object.fromEntries(
    (['deactivate', 'disable', 'block', 'enable'] as const).map((action) => [
      `POST /registered_users/${action}_company_user`,
      {
        allow: COMPANY_ADMINS,
        objects: {
          // A BLOCKED user cannot be deactivated, disabled or blocked again, an APPROVED one not enabled: 409
          // shows the caller got past access and ownership without changing anything.
          call: (w: World, actor: Actor, kind: ObjectKind) => ({
            url: `/registered_users/${action}_company_user`,
            body: {
              username: memberOf(w, actor, kind, action === 'enable').username,
              ...(action === 'disable' ? { days: 1 } : action === 'block' ? { blockReason: 'matrix' } : {}),
            },
          }),
          expect: {
            trader: k(STATUS_FORBIDS, NOT_FOUND, NOT_FOUND),
            otherTrader: k(STATUS_FORBIDS, NOT_FOUND, NOT_FOUND),
            admin: k(NOT_ADMINISTRATOR, NOT_ADMINISTRATOR, NOT_ADMINISTRATOR),
          },
        },
      } satisfies Row,
    ]),
  ),

  // Company signature, stamp and licences
  'GET /companies/get_company_signature/:companyId': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        companyCall((c) => ({ url: `/companies/get_company_signature/${w.company[c]}` }))(w, a, kind),
      expect: COMPANY_FILE_READ,
    },
  },
  'GET /companies/get_company_stamp/:companyId': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) => companyCall((c) => ({ url: `/companies/get_company_stamp/${w.company[c]}` }))(w, a, kind),
      expect: COMPANY_FILE_READ,
    },
  },
  'GET /trader_license_types': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        companyCall((c) => ({ url: `/trader_license_types?companyId=${w.company[c]}` }))(w, a, kind),
      // Operators deciding participation requests read licences too.
      expect: { ...COMPANY_FILE_READ, operator: k(null, 200, 200) },
    },
  },
  'POST /trader_license_types': {
    allow: SIGNED_IN,
    call: (w) => ({ url: '/trader_license_types', body: w.licenceBody }),
    expect: { ...each(SIGNED_IN, 403), trader: 200, otherTrader: 200 },
  },
  'POST /attachments/trader_license_type_attachment/:id/update': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        licenceCall((id) => ({ url: `/attachments/trader_license_type_attachment/${id}/update`, body: w.licenceBody }))(
          w,
          a,
          kind,
        ),
      expect: licenceUpdate(200),
    },
  },
  'DELETE /trader_license_types/:id': {
    allow: SIGNED_IN,
    objects: { call: licenceCall((id) => ({ url: `/trader_license_types/${id}` }), true), expect: licenceUpdate(200) },
  },

  // Bank guarantees
  'GET /bank_guarantees/by_username': {
    allow: GUARANTEE_READERS,
    objects: {
      call: (w, actor, kind) => {
        const owner = guaranteeOwner(actor, kind);
        return owner ? { url: `/bank_guarantees/by_username?username=${w.account[owner].username}` } : undefined;
      },
      expect: { ...each(HOLDERS, k(200, 403, 403)), registry: k(200, 200, NOT_FOUND), admin: k(200, 200, NOT_FOUND) },
    },
  },
  'GET /bank_guarantees/paged': { allow: REGISTRY, expect: 200 },
  'GET /bank_guarantees/:id': {
    allow: GUARANTEE_READERS,
    objects: {
      call: guaranteeCall((id) => ({ url: `/bank_guarantees/${id}` })),
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
        registry: k(null, 200, NOT_FOUND),
        admin: k(200, 200, NOT_FOUND),
      },
    },
  },
  'GET /get_bank_guarantee/:id': {
    allow: GUARANTEE_READERS,
    objects: {
      // Every ACTIVE guarantee of the world has a document.
      call: guaranteeCall((id) => ({ url: `/get_bank_guarantee/${id}` })),
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
        registry: k(null, 200, NOT_FOUND),
        admin: k(200, 200, NOT_FOUND),
      },
    },
  },
  'POST /bank_guarantees': {
    allow: ACCOUNT_HOLDERS,
    objects: {
      // An edit sending the guarantee's own values: only the owner's is found.
      call: guaranteeCall((_id, values) => ({ url: '/bank_guarantees', body: values })),
      expect: each(ACCOUNT_HOLDERS, k(200, NOT_FOUND, NOT_FOUND)),
    },
  },
  'DELETE /bank_guarantees/:id': {
    allow: ACCOUNT_HOLDERS,
    objects: {
      // The caller's own is a decided one (409): found, and left in place.
      call: (w, actor, kind) =>
        kind === 'own'
          ? actor === 'anonymous' || !w.decidedGuarantee[actor]
            ? undefined
            : { url: `/bank_guarantees/${w.decidedGuarantee[actor]!.id}` }
          : guaranteeCall((id) => ({ url: `/bank_guarantees/${id}` }))(w, actor, kind),
      expect: each(ACCOUNT_HOLDERS, k(GUARANTEE_NOT_ACTIVE, NOT_FOUND, NOT_FOUND)),
    },
  },
  ...Object.fromEntries(
    (['cancel', 'invalidate', 'mark_used'] as const).map((decision) => [
      `POST /bank_guarantees/${decision}`,
      {
        allow: REGISTRY,
        objects: {
          // Someone else's is a decided one (409 not active); the administrator's own is refused (409).
          call: guaranteeCall((id) => ({ url: `/bank_guarantees/${decision}`, body: { id, notes: 'matrix' } }), true),
          expect: {
            registry: k(null, GUARANTEE_NOT_ACTIVE, NOT_FOUND),
            admin: k([409, 'bank_guarantee.own_guarantee'], GUARANTEE_NOT_ACTIVE, NOT_FOUND),
          },
        },
      } satisfies Row,
    ]),
  ),

  // Attachments (bank guarantee documents as the objects)
  'GET /attachments/settings': { allow: SIGNED_IN, expect: 200 },
  'POST /attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => uploadCall(`/attachments/bank_guarantee/${id}`)),
      expect: guaranteeFiles(200, 403),
    },
  },
  'POST /portal_attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => uploadCall(`/portal_attachments/bank_guarantee/${id}`)),
      expect: guaranteeFiles(200, 403),
    },
  },
  // No feature owns portal documents yet: the bean is unknown (404) to everyone signed in.
  'POST /portal_attachments/:objectId': {
    allow: SIGNED_IN,
    call: () => uploadCall('/portal_attachments/1'),
    expect: NOT_FOUND,
  },
  'GET /attachments/:bean/:objectId': {
    allow: SIGNED_IN,
    objects: {
      call: guaranteeCall((id) => ({ url: `/attachments/bank_guarantee/${id}` })),
      expect: guaranteeFiles(200, 200),
    },
  },
  'GET /attachments/:id': {
    allow: EVERYONE,
    objects: {
      call: documentCall((id) => ({ url: `/attachments/${id}` })),
      // Downloads are routed publicly (public beans); the guarantee decides: 401 without a session.
      expect: { ...guaranteeFiles(200, 200), anonymous: k(null, 401, 401) },
    },
  },
  'GET /portal_attachments/get/:id': {
    allow: EVERYONE,
    objects: {
      call: documentCall((id) => ({ url: `/portal_attachments/get/${id}` })),
      expect: { ...guaranteeFiles(200, 200), anonymous: k(null, 401, 401) },
    },
  },
  'DELETE /attachments/:id': {
    allow: SIGNED_IN,
    objects: {
      call: disposableDocumentCall((id) => ({ url: `/attachments/${id}` })),
      expect: guaranteeFiles(200, 403),
    },
  },
  'DELETE /attachments/:bean/:id': {
    allow: SIGNED_IN,
    objects: {
      call: disposableDocumentCall((id) => ({ url: `/attachments/bank_guarantee/${id}` })),
      expect: guaranteeFiles(200, 403),
    },
  },

  // Navigation and its administration
  'GET /pages/navigation': {
    allow: EVERYONE,
    // Every system's menu in one answer (the spec's `system=ALL`).
    call: () => ({ url: '/pages/navigation?system=ALL' }),
    expect: 200,
  },
  'GET /pages/navigation/system': {
    allow: EVERYONE,
    call: () => ({ url: '/pages/navigation/system?system=GENERAL' }),
    expect: 200,
  },
  'GET /pages/content': { allow: EVERYONE, call: () => ({ url: '/pages/content?url=/user_info/help' }), expect: 200 },
  'GET /pages/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /pages/new': { allow: ADMIN_ONLY, expect: 200 },
  'GET /pages/:id': { allow: ADMIN_ONLY },
  'GET /pages/:id/assigned_roles': { allow: ADMIN_ONLY },
  'POST /pages': { allow: ADMIN_ONLY },
  'DELETE /pages/:id': { allow: ADMIN_ONLY },
  'POST /pages/assign': { allow: ADMIN_ONLY },
  'GET /page_groups/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /page_groups/:id': { allow: ADMIN_ONLY },
  'POST /page_groups': { allow: ADMIN_ONLY },
  'DELETE /page_groups/:id': { allow: ADMIN_ONLY },
  'GET /page_groups/pages/by_group/:id': { allow: ADMIN_ONLY },
  'GET /page_groups/pages': { allow: ADMIN_ONLY, expect: 200 },
  'POST /page_groups/pages/add': { allow: ADMIN_ONLY },
  'GET /page_groups/pages/:id': { allow: ADMIN_ONLY },
  'DELETE /page_groups/pages/:id': { allow: ADMIN_ONLY },
  'GET /user_roles/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /user_roles/:id': { allow: ADMIN_ONLY },
  'POST /user_roles': { allow: ADMIN_ONLY },
  'DELETE /user_roles/:id': { allow: ADMIN_ONLY },
  'GET /user_roles/:id/pages': { allow: ADMIN_ONLY },
  'POST /user_roles/pages': {
    allow: ADMIN_ONLY,
    // Taking every page from ADMIN would lock every administrator out: refused.
    call: (w) => ({ url: '/user_roles/pages', body: { roleId: w.adminRoleId, pageIds: [] } }),
    expect: [409, 'role.last_administrator'],
  },
  'GET /user_pages/:id': {
    allow: ADMIN_ONLY,
    objects: { call: userCall((u) => ({ url: `/user_pages/${u.id}` })), expect: { admin: k(200, 200, 200) } },
  },
  'POST /user_pages': {
    allow: ADMIN_ONLY,
    // Nobody holds pages directly here: an empty set changes nothing.
    objects: {
      call: userCall((u) => ({ url: '/user_pages', body: { userId: u.id, pageIds: [] } })),
      expect: { admin: k(200, 200, 200) },
    },
  },
  'GET /users/:id/roles': {
    allow: ADMIN_ONLY,
    objects: { call: userCall((u) => ({ url: `/users/${u.id}/roles` })), expect: { admin: k(200, 200, 200) } },
  },
  'POST /users/roles': {
    allow: ADMIN_ONLY,
    objects: {
      call: userCall((u) => ({ url: '/users/roles', body: { userId: u.id, roleIds: u.roleIds } })),
      expect: { admin: k(200, 200, 200) },
    },
  },

  // Translations and languages
  'GET /translations/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /translations/new': { allow: ADMIN_ONLY, expect: 200 },
  'GET /translations/by_key': { allow: ADMIN_ONLY, call: () => ({ url: '/translations/by_key?key=generic.required' }) },
  'GET /translations/:id': { allow: ADMIN_ONLY },
  'POST /translations': { allow: ADMIN_ONLY },
  'POST /translations/insert': { allow: ADMIN_ONLY },
  'DELETE /translations/:id': { allow: ADMIN_ONLY },
  'GET /languages': { allow: EVERYONE, expect: 200 },
  'GET /languages/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /languages/:id': { allow: ADMIN_ONLY },
  'POST /languages': { allow: ADMIN_ONLY },
  'DELETE /languages/:id': { allow: ADMIN_ONLY },
  'GET /languages/:lang/export': { allow: ADMIN_ONLY, call: () => ({ url: '/languages/en/export' }), expect: 200 },
  'POST /languages/:lang/import': { allow: ADMIN_ONLY, call: () => ({ url: '/languages/en/import' }) },

  // Mail outbox, parameters, scheduled jobs
  'GET /mail_outbox/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /mail_outbox/:id': { allow: ADMIN_ONLY },
  'POST /mail_outbox/:id/retry': { allow: ADMIN_ONLY },
  'GET /public_settings': { allow: EVERYONE, expect: 200 },
  'GET /application_parameters': { allow: ADMIN_ONLY, expect: 200 },
  'GET /application_parameters/paged': { allow: ADMIN_ONLY, expect: 200 },
  'GET /application_parameters/:code': {
    allow: ADMIN_ONLY,
    call: () => ({ url: '/application_parameters/captcha_failed_attempts' }),
    expect: 200,
  },
  'POST /application_parameters': { allow: ADMIN_ONLY },
  'GET /scheduled_jobs': { allow: ADMIN_ONLY, expect: 200 },
  'POST /scheduled_jobs/:code/run': { allow: ADMIN_ONLY, call: () => ({ url: '/scheduled_jobs/no_such_job/run' }) },

  // Vocabularies
  ...Object.fromEntries(
    [
      'measurement_units',
      'license_types',
      'product_categories',
      'product_subcategories',
      'quality_types',
      'banks',
    ].flatMap((v) => [
      [`GET /${v}/paged`, { allow: ADMIN_ONLY, expect: 200 }],
      [`GET /${v}/active`, { allow: EVERYONE, expect: 200 }],
      [`GET /${v}/new`, { allow: ADMIN_ONLY, expect: 200 }],
      [`GET /${v}/:id`, { allow: ADMIN_ONLY }],
      [`POST /${v}`, { allow: ADMIN_ONLY }],
      [`DELETE /${v}/:id`, { allow: ADMIN_ONLY }],
      [`POST /${v}/import`, { allow: ADMIN_ONLY }],
    ]),
  ),

  // Document templates and information pages
  'GET /document_template_vocabulary/by_group': {
    allow: EVERYONE,
    call: () => ({ url: '/document_template_vocabulary/by_group?group=HELP' }),
  },
  'GET /document_template_groups/paged': { allow: OFFICER, expect: 200 },
  'GET /document_template_groups/active': { allow: OFFICER, expect: 200 },
  'GET /document_template_groups/:id': { allow: OFFICER },
  'POST /document_template_groups': { allow: OFFICER },
  'DELETE /document_template_groups/:id': { allow: OFFICER },
  'GET /document_templates/paged': { allow: OFFICER, expect: 200 },
  'GET /document_templates/:id': { allow: OFFICER },
  'POST /document_templates': { allow: OFFICER },
  'DELETE /document_templates/:id': { allow: OFFICER },
  'POST /document_templates/upload/:templateId': { allow: OFFICER },
  'GET /information_pages/content': {
    allow: EVERYONE,
    call: () => ({ url: '/information_pages/content?page=terms&lang=en' }),
  },
  'GET /information_pages/help': { allow: EVERYONE, call: () => ({ url: '/information_pages/help?lang=en' }) },

  // Products
  'GET /products/paged': { allow: OPERATOR, expect: 200 },
  'GET /products/products_view': { allow: EVERYONE, expect: 200 },
  'GET /products/product_pictures': {
    allow: EVERYONE,
    call: (w) => ({ url: `/products/product_pictures?id=${w.productId}` }),
  },
  'GET /products/new': { allow: OPERATOR, expect: 200 },
  'GET /products/history': {
    allow: OPERATOR,
    call: (w) => ({ url: `/products/history?id=${w.productId}` }),
    expect: 200,
  },
  'GET /products/log': { allow: OPERATOR, call: (w) => ({ url: `/products/log?id=${w.productId}` }), expect: 200 },
  'GET /products/:id': { allow: OPERATOR, call: (w) => ({ url: `/products/${w.productId}` }), expect: 200 },
  'POST /products': { allow: OPERATOR },
  'POST /products/withdraw': { allow: OPERATOR },
  'POST /products/delete_photos': { allow: OPERATOR },
  'DELETE /products/:id': { allow: OPERATOR },

  // Auctions and lots (administration)
  'GET /auctions/paged': { allow: OPERATOR, expect: 200 },
  'GET /auctions/log': { allow: OPERATOR },
  'GET /auctions/history': { allow: OPERATOR },
  'GET /lot_part_in_auction/get_lot_part_for_auction_and_lot': { allow: OPERATOR },
  'GET /auctions/:id': { allow: OPERATOR, call: (w) => ({ url: `/auctions/${w.published.auctionId}` }), expect: 200 },
  'GET /auctions/:id/details': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/details` }),
    expect: 200,
  },
  'GET /auctions/:id/lots': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/lots` }),
    expect: 200,
  },
  'POST /auctions': { allow: OPERATOR },
  'DELETE /auctions/:id': { allow: OPERATOR },
  'POST /auctions/details': { allow: OPERATOR },
  'POST /auctions/add_lots': { allow: OPERATOR },
  'POST /auctions/remove_lot': { allow: OPERATOR },
  'POST /auctions/add_lot_part': { allow: OPERATOR },
  'POST /auctions/publish': { allow: OPERATOR },
  'POST /auctions/close': { allow: OPERATOR },
  'POST /auctions/cancel': { allow: OPERATOR },
  'POST /auctions/force_finish': { allow: OPERATOR },
  'POST /auctions/postpone': { allow: OPERATOR },
  'GET /auctions/:id/last_announcement': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/last_announcement` }),
  },
  'GET /auctions/:id/previous_announcement': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/${w.published.auctionId}/previous_announcement` }),
  },
  'GET /auctions/:id/pdf': { allow: OPERATOR },
  'GET /auctions/end_of_auction/:id/:lang/pdf': { allow: OPERATOR },
  'POST /auctions/duplicate': { allow: OPERATOR },
  'POST /auctions/republish': { allow: OPERATOR },
  'GET /auctions/duplicates': { allow: OPERATOR },
  'GET /auctions/:id/failedlots': { allow: OPERATOR },
  'GET /auctions/:id/outcome': { allow: OPERATOR },
  'GET /auctions/:id/requests': { allow: OPERATOR },
  'GET /auctions/:id/products': { allow: OPERATOR },
  'GET /lots/secondwinners': { allow: OPERATOR },
  'POST /lots/markpaid': { allow: OPERATOR },
  'POST /lots/secondwinner': { allow: OPERATOR },
  'GET /lots/:id/licenses': { allow: SIGNED_IN, call: (w) => ({ url: `/lots/${w.published.lotId}/licenses` }) },
  'GET /lots/paged': { allow: OPERATOR, expect: 200 },
  'GET /lots/log': { allow: OPERATOR },
  'GET /lots/history': { allow: OPERATOR },
  'GET /lots/current': { allow: OPERATOR },
  'GET /lots/dto': { allow: OPERATOR },
  'GET /lots/:id': { allow: OPERATOR, call: (w) => ({ url: `/lots/${w.published.lotId}` }), expect: 200 },
  'GET /lots/:id/products': {
    allow: OPERATOR,
    call: (w) => ({ url: `/lots/${w.published.lotId}/products` }),
    expect: 200,
  },
  'GET /lots/:id/licensetypes': {
    allow: OPERATOR,
    call: (w) => ({ url: `/lots/${w.published.lotId}/licensetypes` }),
    expect: 200,
  },
  'POST /lots': { allow: OPERATOR },
  'DELETE /lots/:id': { allow: OPERATOR },
  'POST /lots/add_products': { allow: OPERATOR },
  'POST /lots/remove_product': { allow: OPERATOR },
  'POST /lots/add_license_types': { allow: OPERATOR },
  'DELETE /lots/remove_license_type/:id': { allow: OPERATOR },
  'POST /lots/close': { allow: OPERATOR },
  'POST /lots/cancel': { allow: OPERATOR },
  'POST /lots/enableedit': { allow: OPERATOR },

  // Public auctions and lots
  'GET /auctions/public/list/:list': { allow: EVERYONE, call: () => ({ url: '/auctions/public/list/published' }) },
  'GET /auctions/promoted_auctions': { allow: EVERYONE, expect: 200 },
  'GET /auctions/public/:id': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/public/${w.published.auctionId}` }),
    expect: 200,
  },
  'GET /auctions/public/:id/lots': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auctions/public/${w.published.auctionId}/lots` }),
    expect: 200,
  },
  'GET /lots/public/:id': { allow: EVERYONE, call: (w) => ({ url: `/lots/public/${w.published.lotId}` }), expect: 200 },
  'GET /lots/get_lots_in_upcoming_and_running_auctions/:type': {
    allow: EVERYONE,
    call: () => ({ url: '/lots/get_lots_in_upcoming_and_running_auctions/all' }),
  },

  // Participation requests
  'POST /auction_participation_requests': {
    allow: OPERATOR,
    objects: {
      // Staff's request for a user: a staff account (own included) is 404, the REJECTED account 409; nothing is written.
      call: userCall(
        (u) => ({
          url: '/auction_participation_requests',
          body: { user: { username: u.username }, lot: { id: MISSING }, auction: { id: MISSING } },
        }),
        true,
      ),
      expect: each(OPERATOR, k(NOT_FOUND, [409, 'participation.user_not_requester'], NOT_FOUND)),
    },
  },
  'POST /auction_participation_requests/request': {
    allow: ACCOUNT_HOLDERS,
    call: (w) => ({
      url: '/auction_participation_requests/request',
      body: { lot: { id: w.published.lotId }, auction: { id: w.published.auctionId } },
    }),
    // A request is an account holder's; an administrator is staff.
    expect: { ...each(HOLDERS, 200), admin: NOT_REQUESTER },
  },
  'GET /auction_participation_requests/my_requests': { allow: ACCOUNT_HOLDERS },
  'GET /auction_participation_requests/lot/:id/eligibility': {
    allow: SIGNED_IN,
    call: (w) => ({ url: `/auction_participation_requests/lot/${w.published.lotId}/eligibility` }),
    expect: { ...each(HOLDERS, 200), ...each(STAFF, NOT_REQUESTER) },
  },
  'GET /auction_participation_requests/paged': { allow: OPERATOR, expect: 200 },
  'GET /auction_participation_requests/lot/:id': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/lot/${w.running.approvedLotId}` }),
    expect: 200,
  },
  'GET /auction_participation_requests/users': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/users?auctionId=${w.running.auctionId}` }),
    expect: 200,
  },
  'GET /auction_participation_requests/log': { allow: OPERATOR },
  'GET /auction_participation_requests/userdetails': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auction_participation_requests/userdetails?id=${w.request.trader}` }),
  },
  'POST /auction_participation_requests/approve': {
    allow: OPERATOR,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind)
          ? { url: '/auction_participation_requests/approve', body: { id: requestOf(w, a, kind) } }
          : undefined,
      expect: each(OPERATOR, k(null, NOT_PENDING, null)),
    },
  },
  'POST /auction_participation_requests/reject': {
    allow: OPERATOR,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind)
          ? {
              url: '/auction_participation_requests/reject',
              body: { id: requestOf(w, a, kind), rejectReason: 'matrix' },
            }
          : undefined,
      expect: each(OPERATOR, k(null, NOT_PENDING, null)),
    },
  },
  'GET /auction_participation_requests/:id': {
    allow: SIGNED_IN,
    objects: {
      call: (w, a, kind) =>
        requestOf(w, a, kind) ? { url: `/auction_participation_requests/${requestOf(w, a, kind)}` } : undefined,
      expect: {
        ...each(HOLDERS, k(200, NOT_FOUND, null)),
        ...each(['registry', 'officer'], k(null, NOT_FOUND, null)),
        ...each(OPERATOR, k(null, 200, null)),
      },
    },
  },
  'DELETE /auction_participation_requests/:id': {
    allow: SIGNED_IN,
    objects: {
      // The caller's own is APPROVED: found, and not withdrawn (409).
      call: (w, a, kind) =>
        requestOf(w, a, kind) ? { url: `/auction_participation_requests/${requestOf(w, a, kind)}` } : undefined,
      expect: { ...each(HOLDERS, k(NOT_PENDING, NOT_FOUND, null)), ...each(STAFF, k(null, NOT_FOUND, null)) },
    },
  },

  // Bidding
  'POST /auction/send_bid': {
    allow: SIGNED_IN,
    objects: {
      // Own: a lot the caller is approved for (the amount is too low); other: a lot nobody is approved for.
      call: (w, actor, kind) =>
        kind === 'staff' || (kind === 'own' && !isHolder(actor))
          ? undefined
          : {
              url: '/auction/send_bid',
              body: {
                bid: {
                  lot: { id: kind === 'own' ? w.running.approvedLotId : w.running.otherLotId },
                  auction: { id: w.running.auctionId },
                  offeredAmount: 1,
                },
              },
            },
      expect: {
        ...each(HOLDERS, k([409, 'eauction.bid_too_low'], NOT_APPROVED_FOR_LOT, null)),
        ...each(STAFF, k(null, NOT_APPROVED_FOR_LOT, null)),
      },
    },
  },
  'POST /auction/set_maximum': {
    allow: SIGNED_IN,
    call: (w) => ({
      url: '/auction/set_maximum',
      body: { lot: { id: w.running.approvedLotId }, auction: { id: w.running.auctionId }, maximumAmount: 5000 },
    }),
  },
  'GET /auction/:id/lot_bids': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/${w.running.auctionId}/lot_bids` }),
    expect: 200,
  },
  'GET /auction/lot/:lotId/bids': {
    allow: EVERYONE,
    call: (w) => ({ url: `/auction/lot/${w.running.approvedLotId}/bids` }),
    expect: 200,
  },
  'POST /auction/:id/watching': {
    allow: SIGNED_IN,
    call: (w) => ({ url: `/auction/${w.running.auctionId}/watching` }),
  },
  'GET /auctions/bids/:auctionId/:lotId': {
    allow: OPERATOR,
    call: (w) => ({ url: `/auctions/bids/${w.running.auctionId}/${w.running.approvedLotId}` }),
    expect: 200,
  },
  'GET /auction/verify_receipt': { allow: EVERYONE },

  // Auction news
  'GET /auction_news/published': { allow: EVERYONE, expect: 200 },
  'GET /auction_news/auctions/active': { allow: OPERATOR, expect: 200 },
  'GET /auction_news/paged': { allow: OPERATOR, expect: 200 },
  'GET /auction_news/:id': { allow: OPERATOR },
  'POST /auction_news': { allow: OPERATOR },
  'POST /auction_news/publish': { allow: OPERATOR },
  'POST /auction_news/unpublish': { allow: OPERATOR },
  'DELETE /auction_news/:id': { allow: OPERATOR },

  // Registration and recovery (public)
  'GET /registered_users/check_personal_number': {
    allow: EVERYONE,
    call: () => ({ url: '/registered_users/check_personal_number?personalNumber=J00101001A' }),
    expect: 200,
  },
  'GET /registered_users/check_company_unique_number': {
    allow: EVERYONE,
    call: () => ({ url: '/registered_users/check_company_unique_number?companyUniqueNumber=L61234567A' }),
    expect: 200,
  },
  'POST /registered_users/register_individual': { allow: EVERYONE },
  'POST /registered_users/register_company': { allow: EVERYONE },
  'POST /registered_users/confirm': { allow: EVERYONE },
  'POST /user/renew_password': {
    allow: EVERYONE,
    call: () => ({ url: '/user/renew_password', body: { username: 'nobody.matrix' } }),
    expect: 200,
  },
  'POST /user/reset_password': { allow: EVERYONE },
  'POST /user/remind_username': {
    allow: EVERYONE,
    call: () => ({ url: '/user/remind_username', body: { email: 'nobody@example.test' } }),
    expect: 200,
  },
};

/** `METHOD /url` of a route as the table names it (the API prefix left out). */
export function rowKey(method: string, url: string): string {
  return `${method} ${url.startsWith(`${API}/`) ? url.slice(API.length) : url}`;
}

/** The default request of a route: every path parameter an id nobody has, `{}` as the body of a POST. */
export function defaultCall(method: string, url: string): Call {
  const path = (url.startsWith(`${API}/`) ? url.slice(API.length) : url)
    .replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? String(MISSING) : 'matrix'))
    .replace('*', 'matrix');
  return { url: path, ...(method === 'POST' ? { body: {} } : {}) };
}
