import type { Db } from '../../platform/db/database';
import type { FileStorage } from '../../platform/storage/storage';
import { receiveUpload, type IncomingFiles, type ReceivedUpload } from '../attachments';

/** The files of an upload as the attachments module takes them (`multipartFiles(request)`). */
export type { IncomingFiles };

/** The one file of a request, received, checked and stored ahead of the transaction that records it. */
export type BufferedFile = {
  /** The file as the attachments module's upload takes it. */
  files: ReceivedUpload;
  /** Removes the stored copy unless a committed attachment row took it. */
  discard: () => Promise<void>;
};

/**
 * Receives the single file of a request (at most `upload_max_size_mb`), checks its content and stores it, so that
 * the transaction that saves it waits neither on the client's pace nor on the content checks. More than one file,
 * or none, is a 400; the attachments module checks the name, the extension and the content here, as for every
 * upload, and the bean's own extensions and the quotas when the file is saved.
 */
export async function bufferOneFile(
  deps: { db: Db; storage: FileStorage },
  receive: IncomingFiles,
): Promise<BufferedFile> {
  const files = await receiveUpload(deps, receive, { maxFiles: 1 });
  return { files, discard: () => files.discardUnsaved(deps) };
}
