// Factories of accounts: a company administrator (with a new company) or an individual, in any status.
import type { UserStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hashPassword } from '../../modules/auth/passwords';
import { createCompany } from '../../modules/companies/service';
import { createIndividual } from '../../modules/individuals/service';
import { assignRoles } from '../../modules/navigation/seed';
import { createUser } from '../../modules/users/service';
import { users } from '../../modules/users/tables';

export const FACTORY_PASSWORD = 'Factory#Pass2026';

let passwordHash: string | undefined;
let seq = 0;

/** The password hash of FACTORY_PASSWORD, computed once. */
export async function factoryPasswordHash(): Promise<string> {
  passwordHash ??= await hashPassword(FACTORY_PASSWORD);
  return passwordHash;
}

/** Test accounts in any status: a company administrator (with a new company) or an individual. */
export async function buildAccount(
  db: Db,
  options: { kind?: 'company' | 'individual'; status?: UserStatus; name?: string; lang?: string } = {},
) {
  seq++;
  const tag = `${Date.now().toString(36)}${seq}`;
  const kind = options.kind ?? 'company';
  const company =
    kind === 'company'
      ? await createCompany(db, {
          companyUniqueNumber: `C${tag}`.toUpperCase().slice(0, 20),
          companyName: options.name ?? `Company ${tag}`,
          fiscalNumber: `F${tag}`,
        })
      : undefined;
  const individual =
    kind === 'individual'
      ? await createIndividual(db, {
          personalNumber: `P${tag}`.toUpperCase().slice(0, 20),
          firstName: options.name ?? 'Drita',
          lastName: `Test${seq}`,
        })
      : undefined;
  const user = await createUser(db, {
    username: `acc.${tag}`,
    email: `acc.${tag}@example.com`,
    passwordHash: await factoryPasswordHash(),
    status: options.status ?? 'PENDING_APPROVAL',
    lang: options.lang ?? 'en',
    companyId: company?.id,
    companyAdministrator: Boolean(company),
    individualId: individual?.id,
  });
  await assignRoles(db, user.id, [kind === 'company' ? 'TRADER' : 'INDIVIDUAL']);
  return { user, company, individual };
}

/** A user's row as stored now. */
export async function statusOf(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
