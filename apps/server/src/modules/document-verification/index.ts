// The public surface of the document-verification module: what other modules and the app may use. Everything else is
// private. The register of the official PDFs and their public verification (docs/adr/0091-document-verification.md).
export {
  SUPERSEDED_CASE_DOCUMENT_KINDS,
  auctionDocumentRef,
  caseDocumentRef,
  issueOfficialPdf,
  markOfficialDocuments,
  type OfficialDocumentMeta,
  type OfficialDocumentRef,
} from './service';
export { documentVerificationRoutes } from './routes';
