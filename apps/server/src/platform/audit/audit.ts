import { count, desc, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from './tables';

export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
  actorId?: number | null;
  actorUsername?: string | null;
  ip?: string | null;
};

/** Writes one audit row inside the caller's transaction (who, when, what, before/after). */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    actorId: entry.actorId ?? null,
    actorUsername: entry.actorUsername ?? null,
    ip: entry.ip ?? null,
  });
}

/** Who performs a command, as written into the audit log: the one actor type of every service. */
export type Actor = Pick<AuditEntry, 'actorId' | 'actorUsername' | 'ip'>;

export type AuditRow = typeof auditLog.$inferSelect;

/** One page of the audit rows matching `where` (the log of an object), newest first, with the total. */
export async function auditRowsPage(
  db: Db,
  where: SQL | undefined,
  page: number,
  pageSize: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return { rows, total };
}

/** An audit row as the log screens show it. */
export function presentAuditRow(row: AuditRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    actorUsername: row.actorUsername,
    before: row.before,
    after: row.after,
  };
}
