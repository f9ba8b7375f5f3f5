import {
  ATTACHMENT_BEAN_PATTERN,
  fileExtension,
  parseExtensionList,
  type Attachment,
  type AttachmentSettings,
} from '@portal/contracts/attachments';
import { and, asc, eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import { publicDataChanged } from '../../platform/http/public-cache';
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
import {
  LIST_LIMIT,
  auditView,
  detachAllFiles,
  presentAttachment,
  removeStoredFiles,
  type AttachmentRow,
} from './object-files';
import { attachmentOwner, type AttachmentOwner } from './owners';
import { attachments } from './tables';

export type AttachmentDeps = { db: Db; storage: FileStorage };
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
      if (owner.publicTags) await publicDataChanged(tx, owner.publicTags);
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
  const owner = await authorize(deps, actor, row.bean, row.objectId, 'write');
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
    if (owner.publicTags) await publicDataChanged(tx, owner.publicTags);
  });
  // After the commit: a failed removal leaves an unreferenced file, never a row without its file.
  await deps.storage.remove(row.storageKey).catch((error) => options.onFileRemovalFailed?.(error));
}
