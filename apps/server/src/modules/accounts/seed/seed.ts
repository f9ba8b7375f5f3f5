import crypto from 'node:crypto';
import type { RoleCode } from '@portal/contracts';
import type { Db } from '../../../platform/db/database';
import { hashPassword, isPasswordTooCommon, verifyPassword } from '../../auth';
import { ensureCompany } from '../../companies';
import { ensureIndividual } from '../../individuals';
import { assignRoles } from '../../navigation';
import { createUser, findUserByUsername } from '../../users';

export const DEMO_PASSWORD = 'Demo#2026!';

export const DEMO_ACCOUNTS: Array<{ username: string; role: RoleCode; description: string }> = [
  { username: 'admin', role: 'ADMIN', description: 'administrator: every page' },
  { username: 'operator', role: 'AUCTION_OPERATOR', description: 'auction operator' },
  { username: 'registry', role: 'REGISTRY_OFFICER', description: 'registry officer: approvals, guarantees' },
  { username: 'officer', role: 'CUSTOMS_OFFICER', description: 'customs officer: portal cases' },
  { username: 'trader', role: 'TRADER', description: 'administrator of Demo Trade Sh.p.k.' },
  { username: 'person', role: 'INDIVIDUAL', description: 'registered individual' },
  {
    username: 'broker',
    role: 'TRADER',
    description: 'intermediary: files portal cases for others (Demo Customs Brokers)',
  },
];

async function seedAccount(
  db: Db,
  values: {
    username: string;
    /** The password's hash, or the password (hashed here). */
    password: string | { hash: Promise<string> };
    email: string;
    role: RoleCode;
    companyId?: number;
    companyAdministrator?: boolean;
    individualId?: number;
  },
): Promise<boolean> {
  if (await findUserByUsername(db, values.username)) return false;
  const user = await createUser(db, {
    username: values.username,
    email: values.email,
    passwordHash: await (typeof values.password === 'string' ? hashPassword(values.password) : values.password.hash),
    status: 'APPROVED',
    lang: 'sq',
    companyId: values.companyId,
    companyAdministrator: values.companyAdministrator ?? false,
    individualId: values.individualId,
  });
  await assignRoles(db, user.id, [values.role]);
  return true;
}

/** The demo subjects the demo accounts act for: the demo company, the demo person, the demo customs brokers. */
export type DemoSubjects = { company: number; person: number; brokerage: number };

/**
 * The demo password's hash for each demo account not yet in the database (each with its own salt), started at once:
 * argon2 runs on libuv's threads, so a seed that starts them first writes its reference data meanwhile instead of
 * waiting for seven hashes in a row. A seed again (a new build) of a folder that has the accounts hashes nothing; an
 * account that turns out missing all the same is hashed when it is made.
 */
export async function demoPasswordHashes(db: Db): Promise<Map<string, Promise<string>>> {
  const missing: string[] = [];
  for (const { username } of DEMO_ACCOUNTS) if (!(await findUserByUsername(db, username))) missing.push(username);
  const hashes = new Map(missing.map((username) => [username, hashPassword(DEMO_PASSWORD)]));
  // A failed hash fails the seed where it is awaited, not as an unhandled rejection before.
  for (const hash of hashes.values()) hash.catch(() => undefined);
  return hashes;
}

/**
 * The demo accounts of the README, all with the same password; existing ones are left alone. Answers the records
 * of the demo subjects (other demo data is about them).
 */
export async function seedDemoUsers(db: Db, hashes: Map<string, Promise<string>> = new Map()): Promise<DemoSubjects> {
  const company = await ensureCompany(db, {
    companyUniqueNumber: 'L61234567A',
    fiscalNumber: 'L61234567A',
    companyName: 'Demo Trade Sh.p.k.',
    companyPhone: '+355 4 222 0000',
    address: 'Rruga e Durrësit 10',
    placeName: 'Tiranë',
    registerNumber: 'QKB-2020-0001',
    constitutionDate: '2020-03-15',
  });
  const individual = await ensureIndividual(db, {
    personalNumber: 'J00101001A',
    firstName: 'Arta',
    lastName: 'Demo',
    parentName: 'Petrit',
    address: 'Rruga Myslym Shyri 5',
    city: 'Tiranë',
    cityOfLivingName: 'Tiranë',
    dateOfBirth: '1990-05-20',
  });

  // An intermediary (customs broker): its users file portal cases about other persons and companies.
  const brokerage = await ensureCompany(db, {
    companyUniqueNumber: 'L71234567B',
    fiscalNumber: 'L71234567B',
    companyName: 'Demo Customs Brokers Sh.p.k.',
    companyPhone: '+383 38 222 000',
    address: 'Rruga Agim Ramadani 15',
    placeName: 'Prishtinë',
    registerNumber: 'ARBK-2019-0042',
    constitutionDate: '2019-06-01',
    isIntermediary: true,
  });

  for (const account of DEMO_ACCOUNTS) {
    const companyOfTrader = account.username === 'broker' ? brokerage : company;
    await seedAccount(db, {
      username: account.username,
      password: hashes.has(account.username) ? { hash: hashes.get(account.username)! } : DEMO_PASSWORD,
      email: `${account.username}@demo.portal.test`,
      role: account.role,
      ...(account.role === 'TRADER' ? { companyId: companyOfTrader.id, companyAdministrator: true } : {}),
      ...(account.role === 'INDIVIDUAL' ? { individualId: individual.id } : {}),
    });
  }
  return { company: company.id, person: individual.id, brokerage: brokerage.id };
}

/**
 * Creates `admin` when it does not exist, with the given password or a random one. Answers the
 * password when it was generated, so the caller can print it once.
 */
export async function seedAdmin(db: Db, password?: string): Promise<string | undefined> {
  if (password && isPasswordTooCommon(password, 'admin') && !(await findUserByUsername(db, 'admin'))) {
    throw new Error(
      'ADMIN_PASSWORD is one of the 10,000 most common passwords or contains the username "admin": choose another one.',
    );
  }
  const generated = password ? undefined : crypto.randomBytes(12).toString('base64url');
  const created = await seedAccount(db, {
    username: 'admin',
    password: password ?? generated!,
    email: 'admin@localhost',
    role: 'ADMIN',
  });
  return created ? generated : undefined;
}

/** The demo accounts that still have the published demo password (refused in production). */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByUsername(db, account.username);
    if (user && (await verifyPassword(user.passwordHash, DEMO_PASSWORD))) found.push(account.username);
  }
  return found;
}
