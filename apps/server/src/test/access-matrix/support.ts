// What the rows of the access matrix share: the actor groups, the requests on each actor's objects and the
// usual answers.
import { PDF } from '../../modules/attachments/test-files';
import { ACTORS, type Actor, type Call, type ObjectKind, type SignedIn, type World } from '../access-world';

/**
 * A status, a status with its `_error` key, or a class: '2xx', or 'pass' (not 401, 403 or 5xx); or a status with
 * the answer's JSON body: equal to `body`, or what `body` accepts when it is a function (`shown` says what).
 */
export type Expect =
  number | '2xx' | 'pass' | readonly [number, string] | { status: number; body: unknown; shown?: string };

/** A status and a body the answer's JSON must satisfy (see `Expect`). */
export const answer = (status: number, body: unknown, shown?: string): Expect => ({ status, body, shown });
export type PerKind = Partial<Record<ObjectKind, Expect>>;

export type Row = {
  allow: readonly Actor[];
  call?: (w: World, actor: Actor) => Call | Promise<Call>;
  expect?: Expect | Partial<Record<Actor, Expect>>;
  objects?: {
    call: (w: World, actor: Actor, kind: ObjectKind) => Call | undefined | Promise<Call | undefined>;
    expect: Partial<Record<Actor, PerKind>>;
  };
  /**
   * For a route whose answer, not only its status, depends on who asks: what an allowed actor's body holds (a partial
   * value: every key given must be there, equal, recursively; `null` must be null).
   */
  body?: (w: World, actor: Actor, kind: ObjectKind | null) => unknown;
};

// Who holds which pages (navigation catalogue): ADMIN holds every page that is not public.
export const EVERYONE = ACTORS;
export const SIGNED_IN = ACTORS.filter((a) => a !== 'anonymous');
export const ADMIN_ONLY = ['admin'] as const;
export const OPERATOR = ['operator', 'admin'] as const;
export const REGISTRY = ['registry', 'admin'] as const;
export const OFFICER = ['officer', 'admin'] as const;
export const ACCOUNT_HOLDERS = ['trader', 'otherTrader', 'companyUser', 'individual', 'admin'] as const;
export const COMPANY_ADMINS = ['trader', 'otherTrader', 'admin'] as const;
export const GUARANTEE_READERS = [...ACCOUNT_HOLDERS, 'registry'] as const;

/** An id no object has. */
export const MISSING = 2_147_480_000;

export const k = (own: Expect | null, other: Expect | null, staff: Expect | null): PerKind => ({
  ...(own === null ? {} : { own }),
  ...(other === null ? {} : { other }),
  ...(staff === null ? {} : { staff }),
});
/** The same answer for each actor of a list. */
export const each = <T>(actors: readonly Actor[], value: T): Partial<Record<Actor, T>> =>
  Object.fromEntries(actors.map((a) => [a, value]));

export const HOLDERS = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;
export const STAFF = ['operator', 'registry', 'officer', 'admin'] as const;
export const isHolder = (a: Actor): a is (typeof HOLDERS)[number] => (HOLDERS as readonly string[]).includes(a);

// --- Objects ------------------------------------------------------------------------------------

/** Accounts: the caller's own, a registered trader (a REJECTED one for status actions), a staff account. */
export function userOf(w: World, actor: Actor, kind: ObjectKind, forAction = false) {
  if (kind === 'own') return actor === 'anonymous' ? undefined : w.account[actor];
  if (kind === 'other')
    return forAction ? w.extra.rejected : actor === 'trader' ? w.account.otherTrader : w.account.trader;
  return actor === 'officer' ? w.account.operator : w.account.officer;
}
export const userCall =
  (
    build: (user: { id: number; username: string; email: string; lang: string; roleIds: number[] }) => Call,
    forAction = false,
  ) =>
  (w: World, actor: Actor, kind: ObjectKind) => {
    const user = userOf(w, actor, kind, forAction);
    return user ? build(user) : undefined;
  };

/** Companies: the caller's own (company users), the other company (for non-members the demo one), a staff account's. */
export function companyOf(w: World, actor: Actor, kind: ObjectKind): 'demo' | 'other' | 'staff' | undefined {
  const own = actor === 'trader' || actor === 'companyUser' ? 'demo' : actor === 'otherTrader' ? 'other' : undefined;
  if (kind === 'own') return own;
  if (kind === 'other') return own === 'demo' ? 'other' : 'demo';
  return 'staff';
}
export const companyCall =
  (build: (company: 'demo' | 'other' | 'staff') => Call) => (w: World, actor: Actor, kind: ObjectKind) => {
    const company = companyOf(w, actor, kind);
    return company ? build(company) : undefined;
  };

/** Guarantees: the caller's own, another holder's (the trader's, or for the trader the other trader's), a staff account's (the operator's; for the operator the administrator's). */
export function guaranteeOwner(actor: Actor, kind: ObjectKind): SignedIn | undefined {
  if (kind === 'own') return actor === 'anonymous' ? undefined : actor;
  if (kind === 'other') return actor === 'trader' ? 'otherTrader' : 'trader';
  return actor === 'operator' ? 'admin' : 'operator';
}
export const guaranteeCall =
  (build: (id: number, values: Record<string, unknown>) => Call, decided = false) =>
  (w: World, actor: Actor, kind: ObjectKind) => {
    const owner = guaranteeOwner(actor, kind);
    const g = owner && (decided && kind === 'other' ? w.decidedGuarantee[owner] : w.guarantee[owner]);
    return g ? build(g.id, g.values) : undefined;
  };
export const documentCall = (build: (id: number) => Call) => (w: World, actor: Actor, kind: ObjectKind) => {
  const owner = guaranteeOwner(actor, kind);
  const id = owner && w.guaranteeDocument[owner];
  return id ? build(id) : undefined;
};
export const disposableDocumentCall =
  (build: (id: number) => Call) => async (w: World, actor: Actor, kind: ObjectKind) => {
    if (kind !== 'own') return documentCall(build)(w, actor, kind);
    const id = actor === 'anonymous' ? undefined : await w.disposableDocument(actor);
    return id ? build(id) : undefined;
  };

/** Licences: of the caller's company, of the other company, of the staff account's company. */
export const licenceCall =
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
export function memberOf(w: World, actor: Actor, kind: ObjectKind, approved: boolean) {
  const ownDemo = actor !== 'otherTrader';
  const demo = approved ? w.account.companyUser : w.extra.blockedMember;
  const other = approved ? w.extra.otherMember : w.extra.otherBlockedMember;
  if (kind === 'own') return ownDemo ? demo : other;
  if (kind === 'other') return ownDemo ? other : demo;
  return w.extra.staffMember;
}

/** Participation requests: the caller's own (APPROVED), another holder's; staff accounts have none. */
export function requestOf(w: World, actor: Actor, kind: ObjectKind) {
  if (kind === 'own') return isHolder(actor) ? w.request[actor] : undefined;
  if (kind === 'other') return actor === 'trader' ? w.request.otherTrader : w.request.trader;
  return undefined;
}

// --- Answers ------------------------------------------------------------------------------------

export const NOT_FOUND = 404;
export const OWN_ACCOUNT = [409, 'user.own_account'] as const;
export const ACTION_NOT_ALLOWED = [409, 'user.action_not_allowed'] as const;
export const NOT_ADMINISTRATOR = [403, 'companies.not_administrator'] as const;
export const STATUS_FORBIDS = [409, 'companies.status_forbids_action'] as const;
export const NOT_REQUESTER = [403, 'participation.not_requester'] as const;
export const NOT_PENDING = [409, 'participation.not_pending'] as const;
export const GUARANTEE_NOT_ACTIVE = [409, 'bank_guarantee.not_active'] as const;
export const NOT_APPROVED_FOR_LOT = [409, 'eauction.not_approved_for_lot'] as const;
export const USER_HAS_HISTORY = [409, 'user_has_history'] as const;

/** Registry actions on accounts: own 409, a registered account's status 409, a staff account 404. */
export const REGISTRY_ACTION = {
  registry: k(OWN_ACCOUNT, ACTION_NOT_ALLOWED, NOT_FOUND),
  admin: k(OWN_ACCOUNT, ACTION_NOT_ALLOWED, NOT_FOUND),
};
/** Company files read by the company's users and by staff of the company pages. */
export const COMPANY_FILE_READ = {
  ...each(['trader', 'otherTrader', 'companyUser'], k(200, NOT_FOUND, NOT_FOUND)),
  ...each(['individual', 'operator', 'officer'], k(null, 403, 403)),
  ...each(['registry', 'admin'], k(null, 200, 200)),
};
/** Guarantee documents: the owner; guarantee staff read (not a staff account's), never write. */
export const guaranteeFiles = (own: Expect, staffOther: Expect) => ({
  ...each(HOLDERS, k(own, NOT_FOUND, NOT_FOUND)),
  operator: k(own, NOT_FOUND, NOT_FOUND),
  registry: k(null, staffOther, NOT_FOUND),
  officer: k(null, NOT_FOUND, NOT_FOUND),
  admin: k(own, staffOther, NOT_FOUND),
});

export const licenceUpdate = (own: Expect) => ({
  trader: k(own, NOT_FOUND, NOT_FOUND),
  otherTrader: k(own, NOT_FOUND, NOT_FOUND),
  companyUser: k(403, NOT_FOUND, NOT_FOUND),
  ...each(['individual', 'operator', 'registry', 'officer', 'admin'], k(null, 403, 403)),
});

export const uploadCall = (url: string): Call => ({
  url,
  files: [{ name: 'matrix.pdf', content: PDF }],
});
export const companyBody = (w: World, company: 'demo' | 'other' | 'staff') => ({ ...w.companyRecord[company] });

/** Records without an account (access-world `entered`): the actor's own entry, or one somebody else entered. */
export function enteredOf(w: World, actor: Actor, kind: ObjectKind | null) {
  if (kind === 'own') return actor === 'anonymous' ? undefined : w.entered[actor];
  return kind === 'other' ? w.entered.nobody : undefined;
}
export const enteredCall =
  (build: (entered: World['entered']['nobody']) => Call) => (w: World, actor: Actor, kind: ObjectKind) => {
    const entered = enteredOf(w, actor, kind);
    return entered ? build(entered) : undefined;
  };
/** Every actor gets 200 for its own entries and others'; a visitor has none of its own. */
export const ENTERED_EXPECT: Partial<Record<Actor, PerKind>> = {
  ...each(SIGNED_IN, k(200, 200, null)),
  anonymous: k(null, 200, null),
};
/** Who reads an entered record: the actor who entered it, and the registry (its pages list every record). */
export const readsEntered = (actor: Actor, kind: ObjectKind | null) =>
  kind === 'own' || (REGISTRY as readonly Actor[]).includes(actor);
