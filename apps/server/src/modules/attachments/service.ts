import {
  ATTACHMENT_BEAN_PATTERN,
  fileExtension,
  parseExtensionList,
  type Attachment,
  type AttachmentSettings,
} from '@portal/contracts/attachments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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
import { CHECKED_EXTENSIONS } from './content-rules';
import { disarmFile } from './disarm/disarm';
import { ContentRefused } from './disarm/refusal';
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

/**
 * The accepted extensions and the size limit, from the application parameters: the extensions the parameter lists
 * that the server can check (content-rules.ts); another one is never taken.
 */
export async function attachmentSettings(db: Db): Promise<AttachmentSettings> {
  const [extensions, maxSizeMb] = await Promise.all([
    getParameter(db, 'upload_extensions'),
    getParameter(db, 'upload_max_size_mb'),
  ]);
  return {
    extensions: parseExtensionList(extensions).filter((e) => CHECKED_EXTENSIONS.includes(e)),
    maxSizeBytes: maxSizeMb * 1024 * 1024,
  };
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

/** Counts the bytes going past and stops the stream once they pass `maxBytes`. */
function limited(content: AsyncIterable<Uint8Array>, maxBytes: number) {
  return async function* () {
    let size = 0;
    for await (const chunk of content) {
      size += chunk.length;
      if (size > maxBytes) throw new FileTooLargeError(maxBytes);
      yield chunk;
    }
  };
}

/**
 * Receives, checks and stores one file; anything refused is removed before the error leaves. The upload streams
 * to a scratch file (never held in memory), its content is checked and rebuilt off the event loop (disarm/), and
 * what is stored is the rebuilt file when its kind is rebuilt (PDF, images), else the checked upload.
 */
async function receiveFile(
  storage: FileStorage,
  settings: AttachmentSettings,
  incoming: IncomingFile,
): Promise<Received> {
  if (!FILE_FIELDS.includes(incoming.fieldName)) throw badRequest({ file: 'validation.unknown_field' });
  const fileName = sanitizeFileName(incoming.fileName);
  const extension = fileExtension(fileName);
  if (!extension || !settings.extensions.includes(extension)) throw badRequest({ file: 'action.invalid_extension' });

  const upload = await storage.scratch.newPath();
  const rebuilt = await storage.scratch.newPath();
  try {
    try {
      // The file is made before the stream starts: a stream that opens it itself may still be opening it when a
      // refusal ends the pipeline, and would make it after the scratch file was removed.
      const handle = await fs.promises.open(upload, 'wx', 0o600);
      await pipeline(limited(incoming.content, settings.maxSizeBytes), handle.createWriteStream());
    } catch (error) {
      if (error instanceof FileTooLargeError) throw badRequest({ file: 'validation.file_too_large' });
      throw error;
    }
    if ((await fs.promises.stat(upload)).size === 0) throw badRequest({ file: 'validation.file_empty' });
    let checked: { contentType: string; rebuilt: boolean };
    try {
      checked = await disarmFile(extension, upload, rebuilt);
    } catch (error) {
      if (error instanceof ContentRefused) throw badRequest({ file: 'validation.file_content_mismatch' });
      throw error;
    }
    const stored = await storage.put(fs.createReadStream(checked.rebuilt ? rebuilt : upload));
    return { fileName, contentType: checked.contentType, stored };
  } finally {
    await storage.scratch.remove(upload, rebuilt);
  }
}

/**
 * Files received, checked and stored ahead of the transaction that records them (a portal document's upload:
 * the request's pace and the checks stay outside the transaction). Only `receiveUpload` makes one, so such files
 * went through the same checks as every upload; `uploadAttachments` takes it in place of the request's files.
 */
export class ReceivedUpload {
  private constructor(readonly files: readonly Received[]) {}

  static async receive(deps: AttachmentDeps, receive: IncomingFiles, options: { maxFiles: number }) {
    const settings = await attachmentSettings(deps.db);
    const files: Received[] = [];
    try {
      for await (const incoming of receive({ maxFileBytes: settings.maxSizeBytes })) {
        if (files.length >= options.maxFiles) throw badRequest({ file: 'validation.too_many_files' });
        files.push(await receiveFile(deps.storage, settings, incoming));
      }
      if (files.length === 0) throw badRequest({ file: 'generic.required' });
    } catch (error) {
      await removeStoredFiles(
        deps.storage,
        files.map((f) => f.stored.key),
      );
      throw error;
    }
    return new ReceivedUpload(files);
  }

  /** Removes the stored bytes no committed attachment row took (the saving transaction failed or never ran). */
  async discardUnsaved(deps: AttachmentDeps): Promise<void> {
    const keys = this.files.map((f) => f.stored.key);
    const saved = await deps.db
      .select({ key: attachments.storageKey })
      .from(attachments)
      .where(inArray(attachments.storageKey, keys));
    const kept = new Set(saved.map((row) => row.key));
    await removeStoredFiles(
      deps.storage,
      keys.filter((key) => !kept.has(key)),
    );
  }
}

/** Receives, checks and stores the files of a request ahead of the transaction that records them. */
export const receiveUpload = (deps: AttachmentDeps, receive: IncomingFiles, options: { maxFiles: number }) =>
  ReceivedUpload.receive(deps, receive, options);

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
  receive: IncomingFiles | ReceivedUpload,
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
    if (receive instanceof ReceivedUpload) {
      // Checked when received; the extension is checked again against this bean's own list.
      received.push(...receive.files);
      if (owner.single && received.length > 1) throw badRequest({ file: 'validation.too_many_files' });
      if (received.some((r) => !settings.extensions.includes(fileExtension(r.fileName))))
        throw badRequest({ file: 'action.invalid_extension' });
      checkQuota(quota, usage, adding());
    } else {
      for await (const incoming of receive({ maxFileBytes: settings.maxSizeBytes })) {
        if (owner.single && received.length > 0) throw badRequest({ file: 'validation.too_many_files' });
        received.push(await receiveFile(deps.storage, settings, incoming));
        checkQuota(quota, usage, adding());
      }
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
