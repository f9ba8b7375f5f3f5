// The public surface of the attachments module: what other modules and the app may use. Everything else is private.
export { warmFileChecks } from './disarm/disarm';
export { multipartFiles } from './multipart';
export { registerAttachmentBean } from './owners';
export { attachmentRoutes, contentDisposition, sendFile } from './routes';
export {
  attachmentsOfObjects,
  beansWithFiles,
  detachAllFiles,
  firstAttachmentIds,
  removeStoredFiles,
} from './object-files';
export { readStoredAttachment, storeGeneratedFile, storeServerFile } from './server-files';
export type { IncomingFiles } from './service';
export { ReceivedUpload, listAttachments, openAttachment, receiveUpload, uploadAttachments } from './service';
// Its tables, for the foreign keys of other modules' tables.
export { attachments } from './tables';
