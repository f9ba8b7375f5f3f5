import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { usernameKey } from '@portal/contracts';
import { DEMO_PASSWORD, demoPasswordHashes } from './modules/accounts';
import { verifyPassword } from './modules/auth';
import { pages } from './modules/navigation/tables';
import { users } from './modules/users/tables';
import { issuedDecisions } from './modules/portal-records/tables';
import { applicationParameters } from './modules/settings/tables';
import { seedRuns } from './platform/db/tables';
import { buildTestApp } from './test/harness';
import { seed, seedFingerprint } from './seed';

describe('the seed and its fingerprint', async () => {
  const { platform } = await buildTestApp();
  const db = platform.db;
  const PARAMETER = 'password_max_age_days';
  const stored = async () => db.select().from(applicationParameters).where(eq(applicationParameters.code, PARAMETER));

  it('is left out for the fingerprint it last ran with, and runs again (repairing) for another', async () => {
    const config = { demoSeed: true };
    await seed(db, config, 'build-a');
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: 'build-a' }]);
    expect(await stored()).toHaveLength(1);

    await db.delete(applicationParameters).where(eq(applicationParameters.code, PARAMETER));
    expect(await seed(db, config, 'build-a')).toEqual({ demo: true });
    expect(await stored()).toHaveLength(0);

    await seed(db, config, 'build-b');
    expect(await stored()).toHaveLength(1);
    expect(await db.select({ fingerprint: seedRuns.fingerprint }).from(seedRuns)).toEqual([{ fingerprint: 'build-b' }]);
  });

  it('hashes the demo password only for the demo accounts it has to make', async () => {
    // Every demo account is there: a seed of a new build hashes nothing.
    expect([...(await demoPasswordHashes(db)).keys()]).toEqual([]);
    // One renamed away: only its hash is started, and the seed makes it again with the demo password.
    await db
      .update(users)
      .set({ username: 'person-before', usernameKey: usernameKey('person-before'), email: 'person-before@demo.test' })
      .where(eq(users.usernameKey, usernameKey('person')));
    const hashes = await demoPasswordHashes(db);
    expect([...hashes.keys()]).toEqual(['person']);
    await hashes.get('person');
    await seed(db, { demoSeed: true }, 'build-person');
    const [made] = await db
      .select()
      .from(users)
      .where(eq(users.usernameKey, usernameKey('person')));
    expect(await verifyPassword(made.passwordHash, DEMO_PASSWORD)).toBe(true);
  });

  it('fills only the page texts and decision addressees that are missing', async () => {
    const config = { demoSeed: true };
    const text = async (url: string) => (await db.select().from(pages).where(eq(pages.url, url)))[0]?.content;
    const decision = async (number: string) =>
      (await db.select().from(issuedDecisions).where(eq(issuedDecisions.decisionNumber, number)))[0];
    await seed(db, config, 'build-c');
    const seededTerms = await text('/user_info/terms_en');
    const seededPrivacy = await text('/user_info/terms_sq');
    expect(seededTerms).toContain('Terms');
    const addressed = await decision('DV-2024-00871');
    expect(addressed?.addresseeCompanyId).toEqual(expect.any(Number));

    // An administrator's text stays; an emptied one is filled again.
    await db.update(pages).set({ content: 'Our own terms' }).where(eq(pages.url, '/user_info/terms_en'));
    await db.update(pages).set({ content: null }).where(eq(pages.url, '/user_info/terms_sq'));
    // A past decision that lost its addressee gets it back; one with another addressee keeps it.
    await db
      .update(issuedDecisions)
      .set({ addresseeCompanyId: null })
      .where(eq(issuedDecisions.decisionNumber, 'DV-2024-00871'));
    const other = await decision('DV-2024-00934');
    await db
      .update(issuedDecisions)
      .set({
        addresseeCompanyId: null,
        addresseeIndividualId: (await decision('DV-2024-01107')).addresseeIndividualId,
      })
      .where(eq(issuedDecisions.decisionNumber, 'DV-2024-00934'));
    const moved = await decision('DV-2024-00934');
    expect(moved?.addresseeIndividualId).toEqual(expect.any(Number));

    await seed(db, config, 'build-d');
    expect(await text('/user_info/terms_en')).toBe('Our own terms');
    expect(await text('/user_info/terms_sq')).toBe(seededPrivacy);
    expect((await decision('DV-2024-00871'))?.addresseeCompanyId).toBe(addressed?.addresseeCompanyId);
    expect(await decision('DV-2024-00934')).toEqual(moved);
    expect(moved).not.toEqual(other);
  });

  it('has no fingerprint from the sources, and one per build and configuration the seed reads', () => {
    expect(seedFingerprint({ demoSeed: true })).toBeUndefined();
    const prints = new Set([
      seedFingerprint({ demoSeed: true }, 'b1'),
      seedFingerprint({ demoSeed: false }, 'b1'),
      seedFingerprint({ demoSeed: false, adminPassword: 'Secret#12345' }, 'b1'),
      seedFingerprint({ demoSeed: true }, 'b2'),
    ]);
    expect(prints.size).toBe(4);
    expect(seedFingerprint({ demoSeed: true }, 'b1')).toBe(seedFingerprint({ demoSeed: true }, 'b1'));
  });
});
