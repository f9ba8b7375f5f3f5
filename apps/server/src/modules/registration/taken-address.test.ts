import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { buildTestApp } from '../../test/harness';
import { withQuietScheduler } from '../auctions/public/public-test-support';
import { companies } from '../companies/tables';
import { individuals } from '../individuals/tables';
import { mailOutbox } from '../mail/tables';
import { userRoles } from '../navigation/tables';
import { setParameter } from '../settings/service';
import { users } from '../users/tables';
import { accountTokens } from './tables';
import { companyPart as company, individualPart as person, registeredUserPart } from './test-support';
import { apiPath } from '../../test/api-client';

// A registration with an e-mail address that has an account answers as a new one, creates nothing and mails the
// address's owner instead (the caller learns nothing of the address).
describe('registration with a taken address', async () => {
  const t = await buildTestApp({ publicUrl: 'https://portal.example' });
  const { app } = t;
  const db = t.platform.db;
  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as never });

  let seq = 0;
  /** A registered-user part under a new username; `email` given, it is also the confirmation. */
  const userPart = ({ email }: { email?: string; confirmEmail?: string } = {}) => {
    seq++;
    return registeredUserPart(t, `taken.user${seq}`, email ?? `taken.user${seq}@example.com`);
  };
  const userNamed = async (username: string) => (await db.select().from(users).where(eq(users.username, username)))[0];
  async function registerPerson(personalNumber: string) {
    const user = await userPart();
    const res = await post(apiPath('/registered_users/register_individual'), {
      user,
      individual: person(personalNumber),
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user };
  }

  it('answers a taken address as a new registration, creates nothing, and mails the address owner instead', async () => {
    const first = await registerPerson('UNIQ00011');
    const owner = await userNamed(first.user.username);
    const counts = async () => ({
      users: (await db.select().from(users)).length,
      individuals: (await db.select().from(individuals)).length,
      companies: (await db.select().from(companies)).length,
      tokens: (await db.select().from(accountTokens)).length,
      roles: (await db.select().from(userRoles)).length,
    });
    const before = await counts();
    const email = first.user.email.toUpperCase();
    const attempt = await userPart({ email, confirmEmail: email });
    const res = await post(apiPath('/registered_users/register_individual'), {
      user: attempt,
      individual: person('UNIQ00013'),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ username: attempt.username, status: 'PENDING_CONFIRMATION' });
    const companyUser = await userPart({ email: first.user.email, confirmEmail: first.user.email });
    const byCompany = await post(apiPath('/registered_users/register_company'), {
      user: companyUser,
      company: company('UNIQC0013'),
    });
    expect(byCompany.json()).toEqual({ username: companyUser.username, status: 'PENDING_CONFIRMATION' });
    expect(await counts()).toEqual(before);
    expect(await userNamed(attempt.username)).toBeUndefined();

    // The owner is told, in their language, with the way to sign in or recover; no code that confirms anything.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.toAddress}) = lower(${first.user.email})`)
      .orderBy(asc(mailOutbox.id));
    expect(mails.map((m) => m.template)).toEqual([
      'account_confirmation',
      'registration_attempt',
      'registration_attempt',
    ]);
    const notice = mails[2];
    expect(notice.lang).toBe('en');
    expect(notice.subject).toBe('Someone tried to register with your e-mail address');
    for (const page of ['/login', '/forgotten_password', '/forgotten_username']) {
      expect(notice.textBody).toContain(`https://portal.example${page}\n`);
    }
    expect(notice.textBody).not.toMatch(/#|code=|token=/);
    expect(notice.textBody).not.toContain(attempt.username);
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.email_taken'), eq(auditLog.entityId, String(owner.id))))
      .orderBy(asc(auditLog.id));
    expect(audit.map((a) => a.after)).toEqual([
      { attemptedUsername: attempt.username },
      { attemptedUsername: companyUser.username },
    ]);

    // A refusal that does not depend on the address is said as for any address.
    const taken = await post(apiPath('/registered_users/register_individual'), {
      user: await userPart({ email, confirmEmail: email }),
      individual: person('UNIQ00011'),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ _error: 'registration.individual_exists' });
  });

  it('throttles the notices to an address owner like the other account mails; the answer does not change', async () => {
    const first = await registerPerson('THROT0001');
    await setParameter(db, 'mail_per_recipient_per_hour', 2);
    const email = first.user.email;
    for (let i = 0; i < 3; i++) {
      const res = await post(apiPath('/registered_users/register_individual'), {
        user: await userPart({ email, confirmEmail: email }),
        individual: person(`THROT000${i + 2}`),
      });
      expect(res.json().status).toBe('PENDING_CONFIRMATION');
    }
    await setParameter(db, 'mail_per_recipient_per_hour', 5);
    const notices = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'registration_attempt')))
      .orderBy(mailOutbox.id);
    expect(notices.map((m) => m.status)).toEqual(['QUEUED', 'QUEUED', 'THROTTLED']);
  });

  it('two registrations with one address at once: one account, its owner told of the other, both answered alike', async () => {
    const email = 'race.same.address@example.com';
    const [a, b] = await Promise.all([
      userPart({ email, confirmEmail: email }),
      userPart({ email, confirmEmail: email }),
    ]);
    const answers = await Promise.all([
      post(apiPath('/registered_users/register_individual'), { user: a, individual: person('RACE00001') }),
      post(apiPath('/registered_users/register_individual'), { user: b, individual: person('RACE00002') }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers.map((r) => r.json().status)).toEqual(['PENDING_CONFIRMATION', 'PENDING_CONFIRMATION']);
    const holders = await db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
    expect(holders).toHaveLength(1);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mails.map((m) => m.template).sort()).toEqual(['account_confirmation', 'registration_attempt']);
  });
});

describe('registration with a taken address does the work of a new one', async () => {
  const statements: string[] = [];
  // Only the requests' statements: the scheduler does not tick meanwhile.
  const t = await withQuietScheduler(() =>
    buildTestApp({ publicUrl: 'https://portal.example' }, { onQuery: (q) => statements.push(q) }),
  );
  const { app } = t;

  async function registerAs(username: string, email: string, personalNumber: string): Promise<string[]> {
    const user = await registeredUserPart(t, username, email);
    const individual = { personalNumber, firstName: 'Arta', lastName: 'Krasniqi' };
    statements.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: apiPath('/registered_users/register_individual'),
      payload: { user, individual },
    });
    expect(res.statusCode, res.body).toBe(200);
    return [...statements];
  }

  it('the same statements: the account, its record and role written and rolled back, one mail, no token', async () => {
    const fresh = await registerAs('work.fresh', 'work.fresh@example.com', 'WORK00001');
    const taken = await registerAs('work.taken', 'WORK.FRESH@example.com', 'WORK00002');
    // Besides the savepoint and its rollback, the taken address only swaps the confirmation token (never made: no
    // code may confirm it) for the audit row of the attempt; every other statement is the new registration's.
    const savepoints = (list: string[]) => list.filter((q) => /^(savepoint|rollback to savepoint) /.test(q));
    const tokens = (list: string[]) => list.filter((q) => q.includes('"account_tokens"'));
    const rest = (list: string[]) =>
      list.filter((q) => !savepoints(list).includes(q) && !tokens(list).includes(q)).sort();
    const audit = fresh.filter((q) => q.startsWith('insert into "audit_log"'));
    expect(audit).toHaveLength(1);
    expect(savepoints(fresh)).toEqual([]);
    expect(savepoints(taken)).toEqual(['savepoint sp1', 'rollback to savepoint sp1']);
    expect(tokens(fresh)).toHaveLength(2);
    expect(tokens(taken)).toEqual([]);
    expect(rest(taken)).toEqual(rest([...fresh, ...audit]));
    expect(await t.platform.db.select().from(users).where(eq(users.username, 'work.taken'))).toEqual([]);
  });
});
