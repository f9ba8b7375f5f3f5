import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/harness';
import { hashPassword } from '../../auth/passwords';
import { accountsWithDemoPassword, DEMO_ACCOUNTS } from './seed';
import { users } from '../../users/tables';

describe('demo passwords in production', async () => {
  const { platform } = await buildTestApp();

  it('finds the demo accounts that still have the published password', async () => {
    expect(await accountsWithDemoPassword(platform.db)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    await platform.db
      .update(users)
      .set({ passwordHash: await hashPassword('Kestrel-Orchard-59') })
      .where(eq(users.username, 'trader'));
    expect(await accountsWithDemoPassword(platform.db)).not.toContain('trader');
  });
});
