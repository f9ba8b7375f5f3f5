import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/errors';
import { FileTooLargeError, type FileStorage } from '../../platform/storage/storage';
import { type uploadAttachments } from '../attachments';
import { getParameter } from '../settings';

/** The files of an upload as the attachments module takes them (`multipartFiles(request)`). */
export type IncomingFiles = Parameters<typeof uploadAttachments>[3];

/** The one file of a request, received into the store, replayed from there as often as needed. */
export type BufferedFile = {
  /** The file as the attachments module's upload reads it (opened when read). */
  files: IncomingFiles;
  /** Removes the received copy. */
  discard: () => Promise<void>;
};

/**
 * Receives the single file of a request into the store (at most `upload_max_size_mb`), so that the transaction
 * that saves it does not wait on the client's pace. More than one file, or none, is a 400; the attachments module
 * checks the name, the extension and the content when the file is saved from the copy.
 */
export async function bufferOneFile(deps: { db: Db; storage: FileStorage }, receive: IncomingFiles) {
  const maxFileBytes = (await getParameter(deps.db, 'upload_max_size_mb')) * 1024 * 1024;
  let received: { fieldName: string; fileName: string; key: string } | undefined;
  const discard = async () => {
    if (received) await deps.storage.remove(received.key).catch(() => undefined);
  };
  try {
    for await (const incoming of receive({ maxFileBytes })) {
      if (received) throw badRequest({ file: 'validation.too_many_files' });
      let key: string;
      try {
        ({ key } = await deps.storage.put(incoming.content, { maxBytes: maxFileBytes }));
      } catch (error) {
        if (error instanceof FileTooLargeError) throw badRequest({ file: 'validation.file_too_large' });
        throw error;
      }
      received = { fieldName: incoming.fieldName, fileName: incoming.fileName, key };
    }
  } catch (error) {
    await discard();
    throw error;
  }
  if (!received) throw badRequest({ file: 'generic.required' });
  const { fieldName, fileName, key } = received;
  const files: IncomingFiles = async function* () {
    const content = await deps.storage.open(key);
    try {
      yield { fieldName, fileName, content };
    } finally {
      // A file refused before it was read (its name, its extension) is closed all the same.
      content.destroy();
    }
  };
  return { files, discard } satisfies BufferedFile;
}
