import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../users/tables';
import { buildTestApp } from '../../test/harness';
import { registrationJobs } from './jobs';
import { accountTokens } from './tables';
import { apiPath } from '../../test/api-client';

describe('account token housekeeping', async () => {
  const t = await buildTestApp();
  const db = t.platform.db;

  it('prunes codes and reset tokens expired or used over 30 days ago, keeping recent and open ones', async () => {
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'person'));
    const day = 86_400_000;
    const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day);
    await db.insert(accountTokens).values([
      { userId: person.id, purpose: 'CONFIRMATION', tokenHash: 'expired-long-ago', expiresAt: at(-40) },
      { userId: person.id, purpose: 'PASSWORD_RESET', tokenHash: 'used-long-ago', expiresAt: at(5), usedAt: at(-31) },
      { userId: person.id, purpose: 'PASSWORD_RESET', tokenHash: 'expired-yesterday', expiresAt: at(-1) },
      { userId: person.id, purpose: 'CONFIRMATION', tokenHash: 'still-open', expiresAt: at(2) },
    ]);
    const prune = registrationJobs('https://portal.example').find((job) => job.code === 'account_tokens_prune')!;
    expect(await prune.run(db)).toEqual({ key: 'job.result.deleted', params: { count: 2 } });
    const left = (await db.select().from(accountTokens)).map((row) => row.tokenHash);
    expect(left).toEqual(expect.arrayContaining(['expired-yesterday', 'still-open']));
    expect(left).not.toContain('expired-long-ago');
    expect(left).not.toContain('used-long-ago');
  });

  it('is listed among the scheduled jobs', async () => {
    const admin = await t.loginAs('admin');
    const codes = (await admin.get(apiPath('/scheduled_jobs'))).json().map((job: { code: string }) => job.code);
    expect(codes).toEqual(expect.arrayContaining(['account_tokens_prune', 'account_requests']));
  });
});
