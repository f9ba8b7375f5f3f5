// The public surface of the attachments module: what other modules and the app may use. Everything else is private.
export { multipartFiles } from './multipart';
export { registerAttachmentBean } from './owners';
export { attachmentRoutes, contentDisposition, sendFile } from './routes';
export {
  attachmentsOfObjects,
  detachAllFiles,
  firstAttachmentIds,
  listAttachments,
  openAttachment,
  removeStoredFiles,
  storeGeneratedFile,
  storeServerFile,
  uploadAttachments,
} from './service';
