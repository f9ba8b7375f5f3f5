// The world the access matrix runs in: one app, one session per actor, and for every kind of object a
// route can act on, one that is the actor's own, one of someone else and one of a staff account.
import crypto from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { multipart, PDF, PNG } from '../modules/attachments/test-files';
import { bankGuarantees } from '../modules/bank-guarantees/tables';
import { findCompanyById, presentCompany } from '../modules/companies/service';
import { companies } from '../modules/companies/tables';
import { addCompanyUser } from '../modules/company-accounts/test-support';
import { findIndividualById, presentIndividual } from '../modules/individuals/service';
import { individuals } from '../modules/individuals/tables';
import { assignRoles } from '../modules/navigation/seed';
import { roles, userRoles } from '../modules/navigation/tables';
import { createReferences, productBody } from '../modules/products/test-support';
import { DEMO_PASSWORD } from '../modules/accounts/seed/seed';
import { findUserByUsername } from '../modules/users/service';
import { buildAccount, FACTORY_PASSWORD } from './factories';
import type { Session, TestApp } from './harness';
import { apiPath, type ApiUrl } from './api-client';

export const ACTORS = [
  'anonymous',
  'trader',
  'otherTrader',
  'companyUser',
  'individual',
  'operator',
  'registry',
  'officer',
  'admin',
] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedIn = Exclude<Actor, 'anonymous'>;

/** Whose object a request acts on: the caller's own, someone else's, or a staff account's. */
export const OBJECT_KINDS = ['own', 'other', 'staff'] as const;
export type ObjectKind = (typeof OBJECT_KINDS)[number];

export type Account = { id: number; username: string; email: string; lang: string; roleIds: number[] };

/** A request of the matrix; `token: 'fresh'` signs the actor in again (for calls that end the session). */
export type Call = {
  url: string;
  body?: unknown;
  form?: Record<string, string>;
  files?: Array<{ name: string; content: Buffer }>;
  token?: 'fresh';
};

type Guarantee = { id: number; values: Record<string, unknown> };

export type World = {
  t: TestApp;
  /** A token for a signed-in actor; `fresh` opens a new session (its end harms nobody else). */
  token: (actor: SignedIn, fresh?: boolean) => Promise<string>;
  account: Record<SignedIn, Account>;
  /** More accounts: targets that are nobody's session. */
  extra: {
    /** A REJECTED company administrator: the registry may look at it, and every status action answers 409. */
    rejected: Account;
    /** A company administrator that also holds AUCTION_OPERATOR: a staff account with a company. */
    staffTrader: Account & { companyId: number };
    /** A registered person that also holds CUSTOMS_OFFICER: a staff account with an individual record. */
    staffPerson: Account & { individualId: number };
    /** Another registered person. */
    otherPerson: Account & { individualId: number };
    /** A BLOCKED user of the demo company and of the other company (deactivate, disable, block: 409). */
    blockedMember: Account;
    otherBlockedMember: Account;
    /** An APPROVED user of the other company (enable: 409). */
    otherMember: Account;
    /** A user of the demo company holding AUCTION_OPERATOR: a staff account its administrator must not manage. */
    staffMember: Account;
    /** An account to sign in with. */
    login: Account & { password: string };
  };
  company: { demo: number; other: number; staff: number };
  companyRecord: Record<'demo' | 'other' | 'staff', object>;
  individual: { person: number; other: number; staff: number };
  individualRecord: Record<'person' | 'other' | 'staff', object>;
  bankId: number;
  licenseTypeId: number;
  /** An ACTIVE guarantee of each owner (account holders, the administrator, and an operator's made directly). */
  guarantee: Partial<Record<SignedIn, Guarantee>>;
  /** A CANCELLED guarantee of each account holder and of the administrator. */
  decidedGuarantee: Partial<Record<SignedIn, Guarantee>>;
  /** A document (attachment id) of each ACTIVE guarantee. */
  guaranteeDocument: Partial<Record<SignedIn, number>>;
  /** A new document of the caller's ACTIVE guarantee, for a call that deletes it. */
  disposableDocument(actor: SignedIn): Promise<number | undefined>;
  /** Licence of the demo, other and staff company. */
  licence: { demo: number; other: number; staff: number };
  /** A new licence of the caller's company, for a call that deletes it (company administrators only). */
  disposableLicence(actor: SignedIn): Promise<number | undefined>;
  licenceBody: Record<string, unknown>;
  /** A PUBLISHED auction's lot, and a RUNNING auction with a lot every account holder is approved for and one nobody is. */
  published: { auctionId: number; lotId: number };
  running: { auctionId: number; approvedLotId: number; otherLotId: number };
  /** The APPROVED participation request of each account holder (running auction). */
  request: Partial<Record<SignedIn, number>>;
  productId: number;
  adminRoleId: number;
  /**
   * Records without an account as intermediaries enter them for cases: a person's and a company's number entered
   * by each signed-in actor (who may read them back), and by an account no actor is.
   */
  entered: Record<SignedIn | 'nobody', { personalNumber: string; companyUniqueNumber: string }>;
};

const ACCOUNT_HOLDERS = ['trader', 'otherTrader', 'companyUser', 'individual'] as const;

async function accountOf(t: TestApp, username: string): Promise<Account> {
  const row = (await findUserByUsername(t.platform.db, username))!;
  const held = await t.platform.db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, row.id))
    .orderBy(asc(userRoles.roleId));
  return { id: row.id, username: row.username, email: row.email!, lang: row.lang, roleIds: held.map((r) => r.roleId) };
}

function expectOk(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode < 200 || res.statusCode >= 300) {
    throw new Error(`access world: ${what} answered ${res.statusCode} ${res.body}`);
  }
}

/** Builds the world on a fresh test app (a few seconds: accounts, guarantees, files, two auctions). */
export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.platform.db;
  const tag = crypto.randomBytes(3).toString('hex');
  const run = (s: Session, url: ApiUrl, body?: unknown) => s.post(url, body);

  // Accounts and sessions.
  const demoCompany = (await findUserByUsername(db, 'trader'))!.companyId!;
  const other = await buildAccount(db, { status: 'APPROVED', name: 'Other Trade' });
  const member = await addCompanyUser(db, demoCompany, `matrix.member.${tag}`);
  const passwords: Record<SignedIn, [string, string]> = {
    trader: ['trader', DEMO_PASSWORD],
    otherTrader: [other.user.username, FACTORY_PASSWORD],
    companyUser: [member.username, DEMO_PASSWORD],
    individual: ['person', DEMO_PASSWORD],
    operator: ['operator', DEMO_PASSWORD],
    registry: ['registry', DEMO_PASSWORD],
    officer: ['officer', DEMO_PASSWORD],
    admin: ['admin', DEMO_PASSWORD],
  };
  const signedIn = Object.keys(passwords) as SignedIn[];
  const sessions = Object.fromEntries(
    await Promise.all(signedIn.map(async (a) => [a, await t.loginAs(...passwords[a])] as const)),
  ) as Record<SignedIn, Session>;
  const account = Object.fromEntries(
    await Promise.all(signedIn.map(async (a) => [a, await accountOf(t, passwords[a][0])] as const)),
  ) as Record<SignedIn, Account>;
  const { admin, operator, trader } = sessions;

  const rejected = await buildAccount(db, { status: 'REJECTED', name: 'Rejected Trade' });
  const staffTrader = await buildAccount(db, { status: 'APPROVED', name: 'Staff Trade' });
  await assignRoles(db, staffTrader.user.id, ['AUCTION_OPERATOR']);
  const staffPerson = await buildAccount(db, { kind: 'individual', status: 'APPROVED', name: 'Stafa' });
  await assignRoles(db, staffPerson.user.id, ['CUSTOMS_OFFICER']);
  const otherPerson = await buildAccount(db, { kind: 'individual', status: 'APPROVED', name: 'Tjetra' });
  const blockedMember = await addCompanyUser(db, demoCompany, `matrix.blocked.${tag}`, { status: 'BLOCKED' });
  const otherBlocked = await addCompanyUser(db, other.company!.id, `matrix.oblocked.${tag}`, { status: 'BLOCKED' });
  const otherMember = await addCompanyUser(db, other.company!.id, `matrix.omember.${tag}`);
  const staffMember = await addCompanyUser(db, demoCompany, `matrix.staff.${tag}`);
  await assignRoles(db, staffMember.id, ['AUCTION_OPERATOR']);
  const login = await buildAccount(db, { kind: 'individual', status: 'APPROVED' });
  const staffTraderSession = await t.loginAs(staffTrader.user.username, FACTORY_PASSWORD);
  const extraOf = async (username: string) => accountOf(t, username);
  const [{ id: adminRoleId }] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'ADMIN'));

  // Companies and individuals as they are (the update calls send them back unchanged).
  const companyRecord = async (id: number) => presentCompany((await findCompanyById(db, id))!);
  const individualRecord = async (id: number) => presentIndividual((await findIndividualById(db, id))!);
  const personIndividual = (await findUserByUsername(db, 'person'))!.individualId!;

  // Banks, licence types, licences of three companies.
  const bankId = (await admin.get(apiPath('/banks/active'))).json<Array<{ id: number }>>()[0].id;
  const type = await run(admin, apiPath('/license_types'), {
    code: `MX${tag}`.toUpperCase(),
    labelSQ: 'Licencë',
    labelEN: 'Licence',
    labelSR: 'Licenca',
    active: true,
  });
  expectOk(type, 'licence type');
  const licenseTypeId = type.json().id as number;
  const licenceBody = { licenseType: licenseTypeId, validFrom: '2026-01-01', validTo: '2030-12-31' };
  const licenceOf = async (s: Session) => {
    const res = await run(s, apiPath('/trader_license_types'), licenceBody);
    expectOk(res, 'licence');
    return res.json().id as number;
  };
  const otherSession = sessions.otherTrader;
  const licence = {
    demo: await licenceOf(trader),
    other: await licenceOf(otherSession),
    staff: await licenceOf(staffTraderSession),
  };
  // A signature and a stamp of each company.
  const upload = async (s: Session, url: ApiUrl, file = { name: 'image.png', content: PNG }) => {
    const body = multipart([file]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...body.headers, 'x-auth-token': s.token },
      payload: body.payload,
    });
    expectOk(res, `upload ${url}`);
    return res.json<Array<{ id: number }>>()[0].id;
  };
  for (const [s, companyId] of [
    [trader, demoCompany],
    [otherSession, other.company!.id],
    [staffTraderSession, staffTrader.company!.id],
  ] as const) {
    await upload(s, apiPath('/attachments/{bean}/{objectId}', { bean: 'company_signature', objectId: companyId }));
    await upload(s, apiPath('/attachments/{bean}/{objectId}', { bean: 'company_stamp', objectId: companyId }));
  }

  // Bank guarantees: an ACTIVE and a CANCELLED one of each owner, with a document on the ACTIVE one.
  let serial = 0;
  const guaranteeValues = () => ({
    bankId,
    guaranteeNumber: `MX-${tag}-${++serial}`,
    amount: 1000,
    currency: 'EUR',
    validFrom: '01.01.2026',
    validTo: '31.12.2030',
  });
  const guarantee: World['guarantee'] = {};
  const decidedGuarantee: World['decidedGuarantee'] = {};
  const guaranteeDocument: World['guaranteeDocument'] = {};
  for (const owner of [...ACCOUNT_HOLDERS, 'admin'] as const) {
    for (const decided of [false, true]) {
      const values = guaranteeValues();
      const res = await run(sessions[owner], apiPath('/bank_guarantees'), values);
      expectOk(res, `guarantee of ${owner}`);
      const id = res.json().id as number;
      if (decided) {
        await db.update(bankGuarantees).set({ status: 'CANCELLED', notes: 'matrix' }).where(eq(bankGuarantees.id, id));
        decidedGuarantee[owner] = { id, values: { ...values, id } };
      } else {
        guarantee[owner] = { id, values: { ...values, id } };
        guaranteeDocument[owner] = await upload(
          sessions[owner],
          apiPath('/attachments/{bean}/{objectId}', { bean: 'bank_guarantee', objectId: id }),
          {
            name: 'guarantee.pdf',
            content: PDF,
          },
        );
      }
    }
  }
  // An operator cannot record one (no owner page): the staff account's guarantee is made directly.
  const values = guaranteeValues();
  const [operatorGuarantee] = await db
    .insert(bankGuarantees)
    .values({
      userId: account.operator.id,
      bankId,
      guaranteeNumber: values.guaranteeNumber,
      amount: 1000,
      validFrom: '2026-01-01',
      validTo: '2030-12-31',
    })
    .returning();
  guarantee.operator = { id: operatorGuarantee.id, values: { ...values, id: operatorGuarantee.id } };
  guaranteeDocument.operator = await upload(
    operator,
    apiPath('/attachments/{bean}/{objectId}', { bean: 'bank_guarantee', objectId: operatorGuarantee.id }),
    {
      name: 'guarantee.pdf',
      content: PDF,
    },
  );

  // Two auctions: a PUBLISHED one, and one moved to RUNNING after every account holder's request was approved.
  const refs = await createReferences(admin, `.M${tag}`);
  const product = async () => {
    const res = await run(operator, apiPath('/products'), productBody(refs, { nameEN: `Matrix ${++serial}` }));
    expectOk(res, 'product');
    return res.json().id as number;
  };
  const lot = async () => {
    const res = await run(operator, apiPath('/lots'), {
      description: 'Matrix lot',
      startingPrice: 1000,
      minimumIncrementAmount: 50,
      guaranteeAmount: 100,
    });
    expectOk(res, 'lot');
    const id = res.json().id as number;
    expectOk(
      await run(operator, apiPath('/lots/add_products'), { lotId: id, productIds: [await product()] }),
      'lot product',
    );
    return id;
  };
  const inDays = (days: number) =>
    new Date(Math.floor((Date.now() + days * 86_400_000) / 60_000) * 60_000).toISOString();
  const auction = async (lotIds: number[]) => {
    const res = await run(operator, apiPath('/auctions'), { startDate: inDays(2), endDate: inDays(3) });
    expectOk(res, 'auction');
    const { id, auctionNumber } = res.json<{ id: number; auctionNumber: string }>();
    expectOk(await run(operator, apiPath('/auctions/add_lots'), { auctionNumber, lots: lotIds }), 'auction lots');
    expectOk(await run(operator, apiPath('/auctions/publish'), { id }), 'publish');
    return id;
  };
  const publishedLot = await lot();
  const published = { auctionId: await auction([publishedLot]), lotId: publishedLot };
  const approvedLotId = await lot();
  const otherLotId = await lot();
  const runningAuction = await auction([approvedLotId, otherLotId]);
  const request: World['request'] = {};
  for (const holder of ACCOUNT_HOLDERS) {
    const res = await run(sessions[holder], apiPath('/auction_participation_requests/request'), {
      lot: { id: approvedLotId },
      auction: { id: runningAuction },
    });
    expectOk(res, `request of ${holder}`);
    request[holder] = res.json().id as number;
    expectOk(
      await run(operator, apiPath('/auction_participation_requests/approve'), { id: request[holder] }),
      'approve',
    );
  }
  // The scheduler would start it when its start comes; the rows are moved as it would move them.
  await db.execute(sql`update auctions set status = 'RUNNING', start_date = now() - interval '1 minute',
    end_date = now() + interval '1 day' where id = ${runningAuction}`);
  await db.execute(sql`update lots set status = 'ACTIVE', end_time = now() + interval '1 day'
    where auction_id = ${runningAuction}`);
  const productId = await product();

  const entered = {} as World['entered'];
  const enteredBy: Array<[SignedIn | 'nobody', number]> = [
    ...signedIn.map((a) => [a, account[a].id] as [SignedIn, number]),
    ['nobody', login.user.id],
  ];
  for (const [who, userId] of enteredBy) {
    const number = `ENT${who}${tag}`.toUpperCase().slice(0, 20);
    await db
      .insert(individuals)
      .values({ personalNumber: number, firstName: 'Hyrë', lastName: who, enteredBy: userId });
    await db.insert(companies).values({ companyUniqueNumber: number, companyName: `Hyrë ${who}`, enteredBy: userId });
    entered[who] = { personalNumber: number, companyUniqueNumber: number };
  }

  const fresh = async (actor: SignedIn) => (await t.loginAs(...passwords[actor])).token;
  const companyAdmins: Partial<Record<SignedIn, Session>> = { trader, otherTrader: otherSession };

  return {
    t,
    token: async (actor, isFresh = false) => (isFresh ? fresh(actor) : sessions[actor].token),
    account,
    extra: {
      rejected: await extraOf(rejected.user.username),
      staffTrader: { ...(await extraOf(staffTrader.user.username)), companyId: staffTrader.company!.id },
      staffPerson: { ...(await extraOf(staffPerson.user.username)), individualId: staffPerson.individual!.id },
      otherPerson: { ...(await extraOf(otherPerson.user.username)), individualId: otherPerson.individual!.id },
      blockedMember: await extraOf(blockedMember.username),
      otherBlockedMember: await extraOf(otherBlocked.username),
      otherMember: await extraOf(otherMember.username),
      staffMember: await extraOf(staffMember.username),
      login: { ...(await extraOf(login.user.username)), password: FACTORY_PASSWORD },
    },
    company: { demo: demoCompany, other: other.company!.id, staff: staffTrader.company!.id },
    companyRecord: {
      demo: await companyRecord(demoCompany),
      other: await companyRecord(other.company!.id),
      staff: await companyRecord(staffTrader.company!.id),
    },
    individual: { person: personIndividual, other: otherPerson.individual!.id, staff: staffPerson.individual!.id },
    individualRecord: {
      person: await individualRecord(personIndividual),
      other: await individualRecord(otherPerson.individual!.id),
      staff: await individualRecord(staffPerson.individual!.id),
    },
    bankId,
    licenseTypeId,
    guarantee,
    decidedGuarantee,
    guaranteeDocument,
    async disposableDocument(actor) {
      const own = guarantee[actor];
      if (!own) return undefined;
      return upload(
        sessions[actor],
        apiPath('/attachments/{bean}/{objectId}', { bean: 'bank_guarantee', objectId: own.id }),
        { name: 'extra.pdf', content: PDF },
      );
    },
    licence,
    async disposableLicence(actor) {
      const session = companyAdmins[actor];
      return session ? licenceOf(session) : undefined;
    },
    licenceBody,
    published,
    running: { auctionId: runningAuction, approvedLotId, otherLotId },
    request,
    productId,
    entered,
    adminRoleId,
  };
}
