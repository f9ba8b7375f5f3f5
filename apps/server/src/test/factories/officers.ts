// Factories of customs officers: a signed-in officer, or the processing page granted to a user.
import { PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { assignRoles } from '../../modules/navigation/seed';
import { pages, userPages } from '../../modules/navigation/tables';
import { createUser, findUserByUsername } from '../../modules/users/service';
import type { Session, TestApp } from '../harness';
import { FACTORY_PASSWORD, factoryPasswordHash } from './accounts';

let seq = 0;

/** An APPROVED customs officer (CUSTOMS_OFFICER only), signed in with FACTORY_PASSWORD. */
export async function buildOfficer(t: TestApp): Promise<{ id: number; username: string; session: Session }> {
  seq++;
  const username = `officer.${Date.now().toString(36)}${seq}`;
  const user = await createUser(t.platform.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await factoryPasswordHash(),
    status: 'APPROVED',
    lang: 'en',
  });
  await assignRoles(t.platform.db, user.id, ['CUSTOMS_OFFICER']);
  return { id: user.id, username, session: await t.loginAs(username, FACTORY_PASSWORD) };
}

/**
 * Makes sure `username` holds the officers' processing page (granted directly, the page made if the catalogue
 * lacks it), so officer reads are tested whatever the roles grant. Call it before signing the user in.
 */
export async function grantOfficerPage(db: Db, username: string): Promise<void> {
  await db
    .insert(pages)
    .values({ url: PORTAL_OFFICER_PAGE, name: 'case_queue', label: 'Case queue', system: 'COUNTER' })
    .onConflictDoNothing();
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.url, PORTAL_OFFICER_PAGE));
  const user = await findUserByUsername(db, username);
  if (!user) throw new Error(`no user ${username}`);
  await db.insert(userPages).values({ userId: user.id, pageId: page.id }).onConflictDoNothing();
}
