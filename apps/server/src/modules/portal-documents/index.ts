// The public surface of the portal-documents module: what other modules and the app may use. Everything else is private.
export {
  addAuthorityDocument,
  caseHasOutgoingDocumentOfType,
  documentsForReceipt,
  missingRequiredDocumentTypes,
  newestIssuedFiles,
  type AuthorityDocumentInput,
  type IssuedFile,
  type MissingDocumentType,
  type ReceiptDocument,
} from './authority';
export { namesOfUsers, userNames } from './presenter';
export { portalDocumentRoutes } from './routes';
