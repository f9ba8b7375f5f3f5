import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/audit/tables';
import { FACTORY_PASSWORD } from '../../test/factories';
import { buildTestApp } from '../../test/harness';
import { mailOutbox } from '../mail/tables';
import { getParameter, setParameter } from '../settings/service';
import { createUser, findUserByUsername } from '../users/service';
import { hashPassword } from './passwords';
import { loginAttempts } from './tables';
import { signInClient } from './test-support';

const PASSWORD = 'Demo#2026!';

describe('sign-in counting', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;
  let ipCounter = 1;
  const freshIp = () => `10.8.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
  const { signIn, challenge, solved } = signInClient(t.app);
  const outcome = (res: { statusCode: number; json(): { _error?: string } }) =>
    `${res.statusCode} ${res.json()._error ?? 'token'}`;
  const auditsOf = (action: string, userId: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(userId))));

  it('a refused captcha (missing, too little work, forged or spent) counts for nobody: no lock, no more work', async () => {
    expect(await getParameter(db, 'login_lockout_failures')).toBe(10);
    const operator = (await findUserByUsername(db, 'operator'))!;
    const attacker = freshIp();
    // Three guesses whose password was checked: the captcha is due, at twice the base work (account and address).
    expect(outcome(await signIn({ username: 'operator', password: 'guess-1' }, attacker))).toBe(
      '401 invalid_credentials',
    );
    expect(outcome(await signIn({ username: 'operator', password: 'guess-2' }, attacker))).toBe(
      '401 invalid_credentials',
    );
    const spent = (await solved(attacker, 'operator')).altcha;
    expect(outcome(await signIn({ username: 'operator', password: 'guess-3', altcha: spent }, attacker))).toBe(
      '401 invalid_credentials',
    );
    const cheap = (await solved(freshIp())).altcha; // the base work, less than is now due
    // The spent one claiming more work than it was signed with.
    const forged = (() => {
      const payload = JSON.parse(Buffer.from(spent, 'base64').toString());
      payload.challenge.parameters.cost = 2;
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    })();

    // Thirty-six free requests, from the attacker's address and from others, with wrong passwords.
    const answers = [];
    for (let i = 0; i < 9; i++) {
      for (const altcha of [undefined, cheap, forged, spent]) {
        const ip = i % 2 === 0 ? attacker : freshIp();
        answers.push(
          outcome(await signIn({ username: 'operator', password: `free-${i}`, ...(altcha && { altcha }) }, ip)),
        );
      }
    }
    expect(answers).toEqual(Array(36).fill('401 captcha_error'));
    // Each is in the audit log, none is a failure of the account or of an address.
    expect(await auditsOf('login.captcha_failed', operator.id)).toHaveLength(36);
    expect(await auditsOf('login.locked', operator.id)).toHaveLength(0);
    expect(await db.select().from(loginAttempts).where(eq(loginAttempts.username, 'operator'))).toHaveLength(3);
    expect((await challenge(freshIp(), 'operator')).parameters.cost).toBe(2);
    expect((await challenge(attacker)).parameters.cost).toBe(2);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.template, 'account_locked'))).toHaveLength(0);

    // The owner signs in with the right password and the work the three real failures ask for.
    const owner = freshIp();
    const captcha = await solved(owner, 'operator');
    expect(captcha.cost).toBe(2);
    expect(outcome(await signIn({ username: 'operator', password: PASSWORD, altcha: captcha.altcha }, owner))).toBe(
      '200 token',
    );
  });

  describe('spellings of one account', async () => {
    const user = await createUser(db, {
      username: 'Kristi.Sail',
      email: 'kristi.sail@example.com',
      passwordHash: await hashPassword(FACTORY_PASSWORD),
      status: 'APPROVED',
    });
    // Case, full-width forms, Kelvin sign and long s, mathematical bold: the same name.
    const reaching = [
      'KRISTI.SAIL',
      'ｋｒｉｓｔｉ．ｓａｉｌ',
      'ＫＲＩＳＴＩ．ＳＡＩＬ',
      '\u212Aristi.ſail',
      '𝐤𝐫𝐢𝐬𝐭𝐢.𝐬𝐚𝐢𝐥',
    ];
    // Dotted capital I, dotless i, i with a combining dot: other names (as in any locale-independent lower case).
    const others = ['KRİSTİ.SAİL', 'krıstı.saıl', 'kri\u0307sti.sail'];
    const costOf = async (username: string) => (await challenge(freshIp(), username)).parameters.cost as number;

    it('every spelling reaches the account or none, with the right password', async () => {
      for (const username of reaching) {
        expect(outcome(await signIn({ username, password: FACTORY_PASSWORD }, freshIp()))).toBe('200 token');
      }
      for (const username of others) {
        expect(outcome(await signIn({ username, password: FACTORY_PASSWORD }, freshIp()))).toBe(
          '401 invalid_credentials',
        );
      }
    });

    it('the spellings that reach it share one failure budget, one captcha work and one lock', async () => {
      // Five failures lock it here (the work at ten, 64 times the base, takes seconds to solve in a test).
      await setParameter(db, 'login_lockout_failures', 5);
      // Two failures with two spellings: a third spelling needs the captcha.
      await signIn({ username: reaching[0], password: 'wrong-0' }, freshIp());
      await signIn({ username: reaching[1], password: 'wrong-1' }, freshIp());
      expect(outcome(await signIn({ username: reaching[2], password: FACTORY_PASSWORD }, freshIp()))).toBe(
        '401 captcha_error',
      );
      const costs = await Promise.all(reaching.map(costOf));
      expect(costs).toEqual(reaching.map(() => 1));

      // Failures of the other names are theirs: the account's work does not grow.
      for (const username of others) {
        for (let i = 0; i < 2; i++) {
          const ip = freshIp();
          const altcha = (await solved(ip, username)).altcha;
          expect(outcome(await signIn({ username, password: `other-${i}`, altcha }, ip))).toBe(
            '401 invalid_credentials',
          );
        }
      }
      expect(await Promise.all(reaching.map(costOf))).toEqual(costs);

      // Three more failures, spelling after spelling, each with the work the account asks for: the fifth locks it.
      const answers = [];
      for (let i = 2; i < 5; i++) {
        const ip = freshIp();
        const username = reaching[i % reaching.length];
        const altcha = (await solved(ip, username)).altcha;
        answers.push(outcome(await signIn({ username, password: `wrong-${i}`, altcha }, ip)));
      }
      expect(answers).toEqual(['401 invalid_credentials', '401 invalid_credentials', '429 login.account_locked']);

      // Locked for every spelling, the right password (and the work, for one) included; the other names are not the
      // account.
      const until = new Set<string>();
      for (const [i, username] of reaching.entries()) {
        const ip = freshIp();
        const captcha: Record<string, string> = i === 0 ? { altcha: (await solved(ip, username)).altcha } : {};
        const res = await signIn({ username, password: FACTORY_PASSWORD, ...captcha }, ip);
        expect(outcome(res)).toBe('429 login.account_locked');
        until.add(res.json().lockedUntil);
      }
      expect(until.size).toBe(1);
      for (const username of others) {
        const ip = freshIp();
        const altcha = (await solved(ip, username)).altcha;
        expect(outcome(await signIn({ username, password: FACTORY_PASSWORD, altcha }, ip))).toBe(
          '401 invalid_credentials',
        );
      }
      expect(await auditsOf('login.locked', user.id)).toHaveLength(1);
      const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kristi.sail@example.com'));
      expect(mails.map((m) => m.template)).toEqual(['account_locked']);
      await setParameter(db, 'login_lockout_failures', 10);
    });
  });
});
