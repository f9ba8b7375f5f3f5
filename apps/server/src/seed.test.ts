import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
