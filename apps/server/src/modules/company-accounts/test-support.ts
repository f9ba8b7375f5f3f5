import type { UserStatus } from '@portal/contracts/auth';
// Test helpers of the company-accounts module: a second company with its administrator, users of a company.
import type { RoleCode } from '@portal/contracts';
import type { Db } from '../../platform/db/database';
import { hashPassword } from '../auth/passwords';
import { assignRoles } from '../navigation/seed';
import { createUser } from '../users/service';
import { DEMO_PASSWORD } from '../accounts/seed/seed';
import { ensureCompany } from '../companies/service';

/** An APPROVED user of a company (password DEMO_PASSWORD), with one role. */
export async function addCompanyUser(
  db: Db,
  companyId: number,
  username: string,
  options: { administrator?: boolean; role?: RoleCode; status?: UserStatus } = {},
) {
  const user = await createUser(db, {
    username,
    email: `${username}@example.test`,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    status: options.status ?? 'APPROVED',
    companyId,
    companyAdministrator: options.administrator ?? false,
  });
  await assignRoles(db, user.id, [options.role ?? (options.administrator ? 'TRADER' : 'COMPANY_USER')]);
  return user;
}

/** Another company with an administrator (`<prefix>.admin`) and a user (`<prefix>.user`). */
export async function otherCompany(db: Db, prefix: string) {
  const company = await ensureCompany(db, {
    companyUniqueNumber: `${prefix.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}0001`,
    companyName: `${prefix} Sh.p.k.`,
  });
  const admin = await addCompanyUser(db, company.id, `${prefix}.admin`, { administrator: true });
  const user = await addCompanyUser(db, company.id, `${prefix}.user`);
  return { company, admin, user };
}
