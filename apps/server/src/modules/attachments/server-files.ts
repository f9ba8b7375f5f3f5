import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileExtension, type Attachment } from '@portal/contracts/attachments';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { StoredFileMissingError, type FileStorage } from '../../platform/storage/storage';
import { RULES } from './content-rules';
import { sanitizeFileName } from './file-name';
import { presentAttachment, type AuditActor } from './object-files';
import type { AttachmentDeps } from './service';
import { attachments } from './tables';

// Files the server itself provides or generates: no requester, no owner check.

/**
 * Stores a file the server itself provides (demo data it draws in code), without an owner check or the extension
 * parameter. Its kind must be one the server checks (content-rules.ts), whose content type it records; the bytes
 * are the server's own, so they are not parsed (which would start the check threads while the app starts).
 */
export async function storeServerFile(
  deps: AttachmentDeps,
  target: { bean: string; objectId: number },
  file: { fileName: string; content: Buffer },
): Promise<Attachment> {
  const fileName = sanitizeFileName(file.fileName);
  const rule = RULES[fileExtension(fileName)];
  if (!rule) throw new Error(`no content rule for ${fileName}`);
  const stored = await deps.storage.put(Readable.from([file.content]));
  try {
    const [row] = await deps.db
      .insert(attachments)
      .values({
        bean: target.bean,
        objectId: target.objectId,
        fileName,
        contentType: rule.contentType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
      })
      .returning();
    return presentAttachment(row);
  } catch (error) {
    await deps.storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Stores a file the server generates for an object (e.g. an auction's announcement PDF) inside the
 * caller's transaction, audited. The bytes are written first: when the caller's transaction fails,
 * it removes the answered `storageKey` with `removeStoredFiles`, so no file outlives a rollback.
 */
export async function storeGeneratedFile(
  tx: Db,
  storage: FileStorage,
  target: { bean: string; objectId: number },
  file: { fileName: string; contentType: string; content: Buffer },
  actor: AuditActor,
): Promise<{ attachment: Attachment; storageKey: string }> {
  const stored = await storage.put(Readable.from([file.content]));
  try {
    const [row] = await tx
      .insert(attachments)
      .values({
        bean: target.bean,
        objectId: target.objectId,
        fileName: sanitizeFileName(file.fileName),
        contentType: file.contentType,
        size: stored.size,
        sha256: stored.sha256,
        storageKey: stored.key,
        createdBy: actor.actorId,
      })
      .returning();
    await writeAudit(tx, { action: 'attachment.generate', entity: 'attachment', entityId: row.id, ...actor });
    return { attachment: presentAttachment(row), storageKey: stored.key };
  } catch (error) {
    await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * The stored bytes of an attachment, for a document the server generates from it (no requester: the caller has
 * already decided the file belongs in it). Null when there is no such attachment or its bytes are missing.
 */
export async function readStoredAttachment(db: Db, storage: FileStorage, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ storageKey: attachments.storageKey }).from(attachments).where(eq(attachments.id, id));
  if (!row) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.open(row.storageKey)) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof StoredFileMissingError) return null;
    throw error;
  }
}
