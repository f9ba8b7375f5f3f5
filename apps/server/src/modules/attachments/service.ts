import {
  ATTACHMENT_BEAN_PATTERN,
  fileExtension,
  parseExtensionList,
  type Attachment,
  type AttachmentSettings,
} from '@portal/contracts/attachments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import {
  FileTooLargeError,
  StoredFileMissingError,
  type FileStorage,
  type StoredFile,
} from '../../platform/storage/storage';
import { getParameter } from '../settings';
import { ContentInspector } from './content-rules';
import { sanitizeFileName } from './file-name';
import { checkQuota, lockQuota, quotaHolder, quotaUsage, uploadQuota } from './quota';
import { attachmentOwner, type AttachmentOwner } from './owners';
import { attachments } from './tables';

export type AttachmentDeps = { db: Db; storage: FileStorage };
/** Who acts, for the ownership checks and the audit log. */
/** Who asks for a file: the session (anonymous readers have none) and the address, for the audit log. */
export type Requester = { auth: AuthContext | null; ip: string };

/** Who did it, as the audit log records it. */
const auditActor = (actor: Requester) => ({
  actorId: actor.auth?.userId ?? null,
  actorUsername: actor.auth?.username ?? null,
  ip: actor.ip,
});

export type IncomingFile = { fieldName: string; fileName: string; content: AsyncIterable<Uint8Array> };
/** The uploaded files in order; the limit lets the parser cut an oversized file short. */
export type IncomingFiles = (limits: { maxFileBytes: number }) => AsyncIterable<IncomingFile>;

/** Multipart field names that carry files. */
const FILE_FIELDS = ['file', 'files'];
/** A list of one object's files is bounded; objects have a handful of files, not thousands. */
export const LIST_LIMIT = 500;

type AttachmentRow = typeof attachments.$inferSelect;

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

/** The accepted extensions and the size limit, from the application parameters. */
export async function attachmentSettings(db: Db): Promise<AttachmentSettings> {
  const [extensions, maxSizeMb] = await Promise.all([
    getParameter(db, 'upload_extensions'),
    getParameter(db, 'upload_max_size_mb'),
  ]);
  return { extensions: parseExtensionList(extensions), maxSizeBytes: maxSizeMb * 1024 * 1024 };
}

/** Asks the bean's owner; an unknown bean is 404, a refusal 401 (no user) or 403, a hidden object 404. */
async function authorize(
  deps: AttachmentDeps,
  actor: Requester,
  bean: string,
  objectId: number,
  action: 'read' | 'write',
): Promise<AttachmentOwner> {
  const owner = ATTACHMENT_BEAN_PATTERN.test(bean) ? attachmentOwner(bean) : undefined;
  if (!owner) throw notFound();
  const ctx = { db: deps.db, auth: actor.auth };
  const permission = action === 'read' ? await owner.canRead(ctx, objectId) : await owner.canWrite(ctx, objectId);
  if (permission === true) return owner;
  if (permission === 'not_found') throw notFound();
  if (!actor.auth) throw unauthorized();
  await writeAudit(deps.db, {
    action: `access.refused.attachment_${action}`,
    entity: bean,
    entityId: objectId,
    ...auditActor(actor),
  }).catch(() => undefined);
  throw forbidden();
}

type Received = { fileName: string; contentType: string; stored: StoredFile };

/** Checks and stores one file; anything refused is removed before the error leaves. */
async function receiveFile(
  storage: FileStorage,
  settings: AttachmentSettings,
  incoming: IncomingFile,
): Promise<Received> {
  if (!FILE_FIELDS.includes(incoming.fieldName)) throw badRequest({ file: 'validation.unknown_field' });
  const fileName = sanitizeFileName(incoming.fileName);
  const extension = fileExtension(fileName);
  if (!extension || !settings.extensions.includes(extension)) throw badRequest({ file: 'action.invalid_extension' });

  const inspector = new ContentInspector(extension);
  async function* observed() {
    for await (const chunk of incoming.content) {
      inspector.observe(chunk);
      yield chunk;
    }
  }
  let stored: StoredFile;
  try {
    stored = await storage.put(observed(), { maxBytes: settings.maxSizeBytes });
  } catch (error) {
    if (error instanceof FileTooLargeError) throw badRequest({ file: 'validation.file_too_large' });
    throw error;
  }
  try {
    if (stored.size === 0) throw badRequest({ file: 'validation.file_empty' });
    const contentType = await inspector.verdict();
    if (!contentType) throw badRequest({ file: 'validation.file_content_mismatch' });
    return { fileName, contentType, stored };
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
}

/**
 * Stores every file of an upload and records them in one transaction: either all are saved or
 * none is, and a refused upload leaves no file and no row behind. The quotas (files per object,
 * bytes per holder and 24 hours) are checked before the body is read, as files arrive, and once
 * more under a lock in the transaction.
 */
export async function uploadAttachments(
  deps: AttachmentDeps,
  actor: Requester,
  target: { bean: string; objectId: number },
  receive: IncomingFiles,
): Promise<Attachment[]> {
  const owner = await authorize(deps, actor, target.bean, target.objectId, 'write');
  const settings = await attachmentSettings(deps.db);
  if (owner.extensions) settings.extensions = settings.extensions.filter((e) => owner.extensions!.includes(e));
  const holder = quotaHolder(actor.auth);
  const quota = await uploadQuota(deps.db);
  const usage = await quotaUsage(deps.db, target, holder);
  // Nothing can be added (a file has at least one byte): refused before the body is read.
  checkQuota(quota, usage, { files: 1, bytes: 1, replaces: owner.single });
  const received: Received[] = [];
  const adding = () => ({
    files: received.length,
    bytes: received.reduce((total, r) => total + r.stored.size, 0),
    replaces: owner.single,
  });
  let replaced: string[] = [];
  try {
    for await (const incoming of receive({ maxFileBytes: settings.maxSizeBytes })) {
      if (owner.single && received.length > 0) throw badRequest({ file: 'validation.too_many_files' });
      received.push(await receiveFile(deps.storage, settings, incoming));
      checkQuota(quota, usage, adding());
    }
    if (received.length === 0) throw badRequest({ file: 'generic.required' });
    const rows = await deps.db.transaction(async (tx) => {
      await lockQuota(tx, target, holder);
      checkQuota(quota, await quotaUsage(tx, target, holder), adding());
      // A bean with one current file: the earlier files go in the transaction that saves the new one.
      if (owner.single) replaced = await detachAllFiles(tx, target, auditActor(actor));
      const rows = await tx
        .insert(attachments)
        .values(
          received.map((r) => ({
            bean: target.bean,
            objectId: target.objectId,
            fileName: r.fileName,
            contentType: r.contentType,
            size: r.stored.size,
            sha256: r.stored.sha256,
            storageKey: r.stored.key,
            createdBy: actor.auth?.userId ?? null,
          })),
        )
        .returning();
      for (const row of rows) {
        await writeAudit(tx, {
          action: 'attachment.upload',
          entity: 'attachment',
          entityId: row.id,
          after: auditView(row),
          ...auditActor(actor),
        });
      }
      return rows;
    });
    // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
    await removeStoredFiles(deps.storage, replaced);
    return rows.map(presentAttachment);
  } catch (error) {
    await Promise.all(received.map((r) => deps.storage.remove(r.stored.key).catch(() => undefined)));
    throw error;
  }
}

function auditView(row: AttachmentRow) {
  return {
    bean: row.bean,
    objectId: row.objectId,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    sha256: row.sha256,
  };
}

export async function listAttachments(
  deps: AttachmentDeps,
  actor: Requester,
  target: { bean: string; objectId: number },
): Promise<Attachment[]> {
  await authorize(deps, actor, target.bean, target.objectId, 'read');
  const rows = await deps.db
    .select()
    .from(attachments)
    .where(and(eq(attachments.bean, target.bean), eq(attachments.objectId, target.objectId)))
    .orderBy(asc(attachments.id))
    .limit(LIST_LIMIT);
  return rows.map(presentAttachment);
}

async function findAttachment(db: Db, id: number, bean?: string): Promise<AttachmentRow> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (!row || (bean !== undefined && row.bean !== bean)) throw notFound();
  return row;
}

/** One attachment and its bytes, once the owner allows the caller to read its object. */
export async function openAttachment(
  deps: AttachmentDeps,
  actor: Requester,
  id: number,
  options: { bean?: string } = {},
): Promise<{ attachment: Attachment; content: Readable }> {
  const row = await findAttachment(deps.db, id, options.bean);
  await authorize(deps, actor, row.bean, row.objectId, 'read');
  try {
    return { attachment: presentAttachment(row), content: await deps.storage.open(row.storageKey) };
  } catch (error) {
    if (error instanceof StoredFileMissingError) throw notFound();
    throw error;
  }
}

/** Deletes the row (audited) and, once that is committed, the stored bytes. */
export async function deleteAttachment(
  deps: AttachmentDeps,
  actor: Requester,
  id: number,
  options: { bean?: string; onFileRemovalFailed?: (error: unknown) => void } = {},
): Promise<void> {
  const row = await findAttachment(deps.db, id, options.bean);
  await authorize(deps, actor, row.bean, row.objectId, 'write');
  await deps.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(attachments).where(eq(attachments.id, id)).returning();
    if (!deleted) throw notFound();
    await writeAudit(tx, {
      action: 'attachment.delete',
      entity: 'attachment',
      entityId: deleted.id,
      before: auditView(deleted),
      ...auditActor(actor),
    });
  });
  // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
  await deps.storage.remove(row.storageKey).catch((error) => options.onFileRemovalFailed?.(error));
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

/**
 * Stores a file the server itself provides (demo data), with the same content checks as an
 * upload but without an owner check or the extension parameter.
 */
export async function storeServerFile(
  deps: AttachmentDeps,
  target: { bean: string; objectId: number },
  file: { fileName: string; content: Buffer },
): Promise<Attachment> {
  const fileName = sanitizeFileName(file.fileName);
  const inspector = new ContentInspector(fileExtension(fileName));
  inspector.observe(file.content);
  const contentType = await inspector.verdict();
  if (!contentType) throw new Error(`content of ${fileName} does not match its extension`);
  const stored = await deps.storage.put(
    (async function* () {
      yield file.content;
    })(),
  );
  try {
    const [row] = await deps.db
      .insert(attachments)
      .values({
        bean: target.bean,
        objectId: target.objectId,
        fileName,
        contentType,
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
  const stored = await storage.put(
    (async function* () {
      yield file.content;
    })(),
  );
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
