import type { Config } from './platform/config';
import type { Db } from './platform/db/database';
import { seedNavigation } from './modules/navigation';
import { seedDocumentTemplateGroups } from './modules/document-templates';
import { seedInformationTexts } from './modules/information';
import { seedDemoAuthority, seedParameters } from './modules/settings';
import { seedDemoBanks, seedPortalVocabularies, seedProductCategories } from './modules/vocabularies';
import { seedLanguages } from './modules/translations';
import { demoPasswordHashes, seedAdmin, seedDemoUsers } from './modules/accounts';
import { seedIssuedDecisions, seedTariffs } from './modules/portal-records';
import { keyUnkeyedUsernames } from './modules/users';
import crypto from 'node:crypto';
import { seedRuns } from './platform/db/tables';
import { buildId, templateReferenceMark } from './platform/server-files';

export type SeedResult = {
  demo: boolean;
  generatedAdminPassword?: string;
  /** Usernames left without a key: another account already has their key (`keyUnkeyedUsernames`). */
  unkeyedUsernames?: string[];
};

type SeedConfig = Pick<Config, 'demoSeed' | 'adminPassword'>;

/**
 * What the reference data is seeded from: the build (its code and migrations) and the configuration the seed reads.
 * Undefined when running from the sources (development, tests), which always seed.
 */
export function seedFingerprint(config: SeedConfig, build = buildId()): string | undefined {
  if (!build) return undefined;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify({ build, demo: config.demoSeed, adminPassword: config.adminPassword ?? null }))
    .digest('hex');
}

/**
 * The reference data: every installation's, whatever the configuration (parameters, roles and pages, vocabularies,
 * the tariff, languages). Idempotent: what is missing is added, what an administrator changed is kept. The build
 * seeds it into the embedded database's template too (`reference-seed.ts`, ADR 0116).
 */
export async function seedReferenceData(tx: Db): Promise<void> {
  await seedParameters(tx);
  await seedNavigation(tx);
  await seedDocumentTemplateGroups(tx);
  await seedProductCategories(tx);
  await seedPortalVocabularies(tx);
  await seedTariffs(tx);
  await seedLanguages(tx);
}

/**
 * Reference data always; demo accounts or a lone admin depending on the configuration. Idempotent; left out when the
 * database was last seeded by this very build and configuration (ADR 0100: a new build, or a changed configuration,
 * seeds again and repairs what it finds missing). A new embedded folder made from the build's template already holds
 * the reference data (`templateReferenceMark`): only what depends on the configuration is seeded (ADR 0116).
 */
export async function seed(
  db: Db,
  config: SeedConfig,
  fingerprint = seedFingerprint(config),
  reference = templateReferenceMark(),
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const [done] = fingerprint || reference ? await tx.select().from(seedRuns) : [];
    if (fingerprint && done?.fingerprint === fingerprint) {
      return { demo: config.demoSeed, ...(await unkeyedUsernames(tx)) };
    }
    // Hashed on libuv's threads while the reference data is written.
    const hashes = config.demoSeed ? await demoPasswordHashes(tx) : undefined;
    if (!reference || done?.fingerprint !== reference) await seedReferenceData(tx);
    // Before the information texts, which print the authority's address.
    if (config.demoSeed) await seedDemoAuthority(tx);
    await seedInformationTexts(tx);
    // Before the accounts are looked up by name below.
    const unkeyed = await unkeyedUsernames(tx);
    if (fingerprint) {
      await tx.delete(seedRuns);
      await tx.insert(seedRuns).values({ fingerprint });
    }
    if (config.demoSeed) {
      const subjects = await seedDemoUsers(tx, hashes);
      await seedDemoBanks(tx);
      await seedIssuedDecisions(tx, subjects);
      return { demo: true, ...unkeyed };
    }
    return { demo: false, generatedAdminPassword: await seedAdmin(tx, config.adminPassword), ...unkeyed };
  });
}

/** Usernames left without a key (`keyUnkeyedUsernames`), as the start reports them. */
async function unkeyedUsernames(tx: Db): Promise<Pick<SeedResult, 'unkeyedUsernames'>> {
  const clashing = await keyUnkeyedUsernames(tx);
  return clashing.length > 0 ? { unkeyedUsernames: clashing } : {};
}
