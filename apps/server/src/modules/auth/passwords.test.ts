import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  PASSWORD_HASH_OPTIONS,
  passwordHashOptions,
  TEST_PASSWORD_HASH_OPTIONS,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('is argon2id with 19 MiB and two passes unless the test suites ask for less', () => {
    expect(PASSWORD_HASH_OPTIONS).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(passwordHashOptions({})).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ PASSWORD_HASH_COST: '' })).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'low' })).toBe(PASSWORD_HASH_OPTIONS);
    expect(passwordHashOptions({ PASSWORD_HASH_COST: 'test' })).toBe(TEST_PASSWORD_HASH_OPTIONS);
  });

  it('in this suite hashes at the test cost, and checks a hash at the cost written in it', async () => {
    // The server project sets PASSWORD_HASH_COST=test (vitest.config.ts).
    const cheap = await hashPassword('Kestrel-Orchard-59');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    const standard = await hash('Kestrel-Orchard-59', PASSWORD_HASH_OPTIONS);
    expect(standard).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    for (const stored of [cheap, standard]) {
      expect(await verifyPassword(stored, 'Kestrel-Orchard-59')).toBe(true);
      expect(await verifyPassword(stored, 'kestrel-orchard-59')).toBe(false);
    }
    expect(await verifyPassword('not a hash', 'Kestrel-Orchard-59')).toBe(false);
  });
});
