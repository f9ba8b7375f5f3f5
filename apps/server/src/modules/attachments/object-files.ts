import type { Attachment } from '@portal/contracts/attachments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/storage';
import { attachments } from './tables';

// The attachment rows as other features see them: their objects' files, read and removed after their own access checks.

/** A list of one object's files is bounded; objects have a handful of files, not thousands. */
export const LIST_LIMIT = 500;

export type AttachmentRow = typeof attachments.$inferSelect;

export function presentAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    bean: row.bean,
    objectId: row.objectId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a file. */
export function auditView(row: AttachmentRow) {
  return {
    bean: row.bean,
    objectId: row.objectId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
  };
}

/** Who acts, as the audit log records it (for calls made from another feature's transaction). */
export type AuditActor = { actorId: number | null; actorUsername: string | null; ip: string | null };

/**
 * Deletes every file of an object inside the caller's transaction (each deletion audited) and
 * answers the storage keys; the caller removes them with `removeStoredFiles` after its commit.
 * The owning feature has checked the permission.
 */
export async function detachAllFiles(
  tx: Db,
  target: { bean: string; objectId: number },
  actor: AuditActor,
): Promise<string[]> {
  const deleted = await tx
    .delete(attachments)
    .where(and(eq(attachments.bean, target.bean), eq(attachments.objectId, target.objectId)))
    .returning();
  for (const row of deleted) {
    await writeAudit(tx, {
      action: 'attachment.delete',
      entity: 'attachment',
      entityId: row.id,
      before: auditView(row),
      ...actor,
    });
  }
  return deleted.map((row) => row.storageKey);
}

/** Removes stored bytes whose rows are gone (after the commit); failures leave an unreferenced file. */
export async function removeStoredFiles(storage: FileStorage, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

/** The first (oldest) file of each object, by object id; objects without files are absent. */
export async function firstAttachmentIds(db: Db, bean: string, objectIds: number[]): Promise<Map<number, number>> {
  if (objectIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([attachments.objectId], { objectId: attachments.objectId, id: attachments.id })
    .from(attachments)
    .where(and(eq(attachments.bean, bean), inArray(attachments.objectId, objectIds)))
    .orderBy(asc(attachments.objectId), asc(attachments.id));
  return new Map(rows.map((r) => [r.objectId, r.id]));
}

/** Which of these beans have a file attached to one object (e.g. whether a company has a signature and a stamp). */
export async function beansWithFiles(db: Db, beans: readonly string[], objectId: number): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ bean: attachments.bean })
    .from(attachments)
    .where(and(inArray(attachments.bean, [...beans]), eq(attachments.objectId, objectId)));
  return new Set(rows.map((r) => r.bean));
}

/**
 * The files of several objects of a bean, oldest first, for the feature that owns the bean after
 * its own access check (e.g. a company's licences with their documents).
 */
export async function attachmentsOfObjects(db: Db, bean: string, objectIds: number[]): Promise<Attachment[]> {
  if (objectIds.length === 0) return [];
  const rows = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.bean, bean), inArray(attachments.objectId, objectIds)))
    .orderBy(asc(attachments.id))
    .limit(LIST_LIMIT);
  return rows.map(presentAttachment);
}
