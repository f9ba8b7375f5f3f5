// Reads of the mail outbox.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { mailOutbox } from '../../modules/mail/tables';

/** The query of the mails to an address (newest first; the address compared case-insensitively). */
function outboxTo(db: Db, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.toAddress}) = lower(${to})`)
    .orderBy(desc(mailOutbox.id));
}

/** The mails to an address (newest first). */
export async function mailsTo(db: Db, to: string) {
  return outboxTo(db, to);
}

/** The newest mail to an address (undefined when none). */
export async function lastMailTo(db: Db, to: string) {
  const [row] = await outboxTo(db, to).limit(1);
  return row;
}

/** The mail outbox rows of one template (newest first). */
export async function mailsOfTemplate(db: Db, template: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.template, template)).orderBy(desc(mailOutbox.id));
}
