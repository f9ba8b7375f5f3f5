import type { Config } from './platform/config';
import type { Db } from './platform/db/database';
import { seedNavigation } from './modules/navigation';
import { seedDocumentTemplateGroups } from './modules/document-templates';
import { seedInformationTexts } from './modules/information';
import { seedDemoAuthority, seedParameters } from './modules/settings';
import { seedDemoBanks, seedPortalVocabularies, seedProductCategories } from './modules/vocabularies';
import { seedLanguages } from './modules/translations';
import { seedAdmin, seedDemoUsers } from './modules/accounts';
import { seedIssuedDecisions, seedTariffs } from './modules/portal-records';
import { keyUnkeyedUsernames } from './modules/users';

export type SeedResult = {
  demo: boolean;
  generatedAdminPassword?: string;
  /** Usernames left without a key: another account already has their key (`keyUnkeyedUsernames`). */
  unkeyedUsernames?: string[];
};

/** Reference data always; demo accounts or a lone admin depending on the configuration. Idempotent. */
export async function seed(db: Db, config: Pick<Config, 'demoSeed' | 'adminPassword'>): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    await seedParameters(tx);
    // Before the information texts, which print the authority's address.
    if (config.demoSeed) await seedDemoAuthority(tx);
    await seedNavigation(tx);
    await seedInformationTexts(tx);
    await seedDocumentTemplateGroups(tx);
    await seedProductCategories(tx);
    await seedPortalVocabularies(tx);
    await seedTariffs(tx);
    await seedLanguages(tx);
    // Before the accounts are looked up by name below.
    const clashing = await keyUnkeyedUsernames(tx);
    const unkeyed = clashing.length > 0 ? { unkeyedUsernames: clashing } : {};
    if (config.demoSeed) {
      const subjects = await seedDemoUsers(tx);
      await seedDemoBanks(tx);
      await seedIssuedDecisions(tx, subjects);
      return { demo: true, ...unkeyed };
    }
    return { demo: false, generatedAdminPassword: await seedAdmin(tx, config.adminPassword), ...unkeyed };
  });
}
