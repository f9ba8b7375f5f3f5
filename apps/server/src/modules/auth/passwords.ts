import { hash, verify } from '@node-rs/argon2';
import { testPasswordHashing } from '../../platform/config';

/** argon2id with m=19 MiB, t=2, p=1 (DESIGN.md §6; OWASP's minimum): about 14 ms per check on one core. */
export const PASSWORD_HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * `PASSWORD_HASH_COST=test`, set by the test suites only: argon2id with 256 KiB and one pass, a check in about 0.1 ms.
 * The suites sign in and make accounts hundreds of times, through the same hash and check as production; a check
 * takes what the stored hash says, so a database seeded with these hashes is checked at this cost. config.ts refuses
 * the setting with NODE_ENV=production.
 */
export const TEST_PASSWORD_HASH_OPTIONS = { memoryCost: 256, timeCost: 1, parallelism: 1 } as const;

/** The options new hashes take, read from the environment when first needed (a test set-up sets it before). */
export function passwordHashOptions(
  env: NodeJS.ProcessEnv = process.env,
): typeof PASSWORD_HASH_OPTIONS | typeof TEST_PASSWORD_HASH_OPTIONS {
  return testPasswordHashing(env) ? TEST_PASSWORD_HASH_OPTIONS : PASSWORD_HASH_OPTIONS;
}

let options: ReturnType<typeof passwordHashOptions> | undefined;

export function hashPassword(password: string): Promise<string> {
  options ??= passwordHashOptions();
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the username is unknown, so timing does not reveal which accounts exist.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
