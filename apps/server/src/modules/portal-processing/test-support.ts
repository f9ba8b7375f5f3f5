// Test helpers of the case workflow: officers, filers' cases with their required document, mails and PDFs.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { FACTORY_PASSWORD } from '../../test/account-factory';
import type { Session, TestApp } from '../../test/harness';
import { hashPassword } from '../auth/passwords';
import { PDF } from '../attachments/test-files';
import { mailOutbox } from '../mail/tables';
import { assignRoles } from '../navigation/seed';
import { documentTypeId, postDocument } from '../portal-documents/test-support';
import { createUser } from '../users/service';

let seq = 0;

/** An APPROVED customs officer (CUSTOMS_OFFICER only), signed in with FACTORY_PASSWORD. */
export async function buildOfficer(t: TestApp): Promise<{ id: number; username: string; session: Session }> {
  seq++;
  const username = `officer.${Date.now().toString(36)}${seq}`;
  const user = await createUser(t.platform.db, {
    username,
    email: `${username}@example.com`,
    passwordHash: await hashPassword(FACTORY_PASSWORD),
    status: 'APPROVED',
    lang: 'en',
  });
  await assignRoles(t.platform.db, user.id, ['CUSTOMS_OFFICER']);
  return { id: user.id, username, session: await t.loginAs(username, FACTORY_PASSWORD) };
}

/** Adds the required outgoing document of a general or complaint case (GEN_REQUEST, a PDF) as its owner. */
export async function attachRequest(t: TestApp, owner: Session, caseId: number, content: Buffer = PDF) {
  const typeId = await documentTypeId(t.platform.db, 'GEN_REQUEST');
  const res = await postDocument(t, owner, { caseId, typeId }, [{ name: 'request.pdf', content }]);
  if (res.statusCode !== 200) throw new Error(`document refused: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; attachment: { sha256: string } }>();
}

/** The newest mails to an address (newest first). */
export async function mailsTo(db: Db, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
    .orderBy(desc(mailOutbox.id));
}

/** The mail outbox rows of one template (newest first). */
export async function mailsOfTemplate(db: Db, template: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.template, template)).orderBy(desc(mailOutbox.id));
}
