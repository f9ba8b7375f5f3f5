// The API paths the web calls for the customs portal's documents (part of the registry in api-paths.ts).
export const PORTAL_DOCUMENTS_API_PATHS = [
  '/portal_documents',
  '/portal_documents/{id}',
  '/portal_documents/by_case_id/{id}',
  '/portal_documents/get_outgoing_documents_for_case_id/{id}',
  '/portal_documents/get_incoming_documents_for_case_id/{id}',
  '/portal_documents/edit_portal_document',
  '/portal_document_types/by_code',
  // A document's file: replaced (one file per document) and downloaded.
  '/portal_attachments/{objectId}',
  '/portal_attachments/get/{id}',
] as const;
