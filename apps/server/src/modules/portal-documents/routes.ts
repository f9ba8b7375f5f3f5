import { idPathSchema } from '@portal/contracts/input';
import { PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE } from '@portal/contracts/portal-cases';
import {
  PORTAL_DOCUMENT_BEAN,
  addPortalDocumentFieldsSchema,
  caseDocumentsQuerySchema,
  type CaseDocumentsQuery,
  documentTypesByCodeQuerySchema,
  editPortalDocumentQuerySchema,
  portalDocumentSchema,
  portalDocumentTypeSchema,
} from '@portal/contracts/portal-documents';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { signedInContext } from '../../platform/http/context';
import { readerLanguage } from '../../platform/http/language';
import type { FeaturePlugin } from '../../platform/http/types';
import { multipartFiles, registerAttachmentBean } from '../attachments';
import { registerVocabularyUsage } from '../vocabularies';
import {
  addOutgoingDocument,
  caseDocuments,
  deleteDocument,
  documentFilePermission,
  documentTypesInUse,
  documentTypesOfGroup,
  editDocument,
} from './service';

/** The filer's side (the home page) and the officers (the processing page); the case decides who sees what. */
const caseReaders = { access: { pages: [PORTAL_HOME_PAGE, PORTAL_OFFICER_PAGE] } } as const;
/** Only filers change their documents. */
const filers = { access: { pages: [PORTAL_HOME_PAGE] } } as const;
const tags = ['portal documents'];
const documentList = z.array(portalDocumentSchema);
const okSchema = z.object({ status: z.literal('ok') });

/** The language issued documents are described in: the one the web asks for (its interface's), else the reader's. */
const languageOf = (request: FastifyRequest, query: CaseDocumentsQuery) => query.lang ?? readerLanguage(request);

/**
 * `/data/rest/portal_documents` and `/portal_document_types/by_code` (customs-portal spec §7 "Documents"). A
 * document's file is the attachment of bean `portal_document` with its id: replaced by `POST
 * /portal_attachments/{documentId}` and downloaded by `GET /portal_attachments/get/{attachmentId}` (attachments
 * module), whose access this module decides.
 */
export const portalDocumentRoutes: FeaturePlugin = (app) => {
  registerAttachmentBean(PORTAL_DOCUMENT_BEAN, {
    canRead: ({ db: d, auth }, objectId) => documentFilePermission(d, auth, objectId, 'read'),
    canWrite: ({ db: d, auth }, objectId) => documentFilePermission(d, auth, objectId, 'write'),
    // One file per document: an upload replaces it.
    single: true,
  });
  registerVocabularyUsage('portal_document_types', documentTypesInUse);

  app.get('/portal_documents/by_case_id/:id', {
    config: caseReaders,
    schema: {
      tags,
      summary: "A case's documents, both directions, oldest first (its owner or an officer; 404 otherwise)",
      params: idPathSchema,
      querystring: caseDocumentsQuerySchema,
      response: { 200: documentList },
    },
    handler: (request) =>
      caseDocuments(signedInContext(request), request.params.id, languageOf(request, request.query)),
  });

  app.get('/portal_documents/get_outgoing_documents_for_case_id/:id', {
    config: caseReaders,
    schema: {
      tags,
      summary: "A case's outgoing documents (sent by the filer), oldest first",
      params: idPathSchema,
      querystring: caseDocumentsQuerySchema,
      response: { 200: documentList },
    },
    handler: (request) =>
      caseDocuments(signedInContext(request), request.params.id, languageOf(request, request.query), 'OUTGOING'),
  });

  app.get('/portal_documents/get_incoming_documents_for_case_id/:id', {
    config: caseReaders,
    schema: {
      tags,
      summary: "A case's incoming documents (issued by the authority), oldest first",
      params: idPathSchema,
      querystring: caseDocumentsQuerySchema,
      response: { 200: documentList },
    },
    handler: (request) =>
      caseDocuments(signedInContext(request), request.params.id, languageOf(request, request.query), 'INCOMING'),
  });

  app.post('/portal_documents', {
    config: filers,
    schema: {
      tags,
      summary:
        'Add an outgoing document to an editable case of the caller: the fields in the query, exactly one file ' +
        '(multipart field `file`) in the body; the document and its file are saved together or not at all',
      consumes: ['multipart/form-data'],
      querystring: addPortalDocumentFieldsSchema,
      response: { 200: portalDocumentSchema },
    },
    handler: async (request, reply) => {
      try {
        return await addOutgoingDocument(signedInContext(request), request.query, multipartFiles(request));
      } catch (error) {
        // The rest of a refused body is not read: close the connection instead of leaving it half-read.
        if (!request.raw.complete) reply.header('connection', 'close');
        throw error;
      }
    },
  });

  // The spec's reading of the call is a GET with the changes in the query.
  app.get('/portal_documents/edit_portal_document', {
    config: filers,
    schema: {
      tags,
      summary: 'Change the description and the type of an outgoing document of an editable case',
      querystring: editPortalDocumentQuerySchema,
      response: { 200: portalDocumentSchema },
    },
    handler: (request) => editDocument(signedInContext(request), request.query),
  });

  app.delete('/portal_documents/:id', {
    config: filers,
    schema: {
      tags,
      summary: 'Delete an outgoing document of an editable case with its file',
      params: idPathSchema,
      response: { 200: okSchema },
    },
    handler: async (request) => {
      await deleteDocument(signedInContext(request), request.params.id);
      return { status: 'ok' as const };
    },
  });

  app.get('/portal_document_types/by_code', {
    config: { access: 'authenticated' },
    schema: {
      tags,
      summary: 'The active document types of a group (code = the group: AUTHORIZATION, COMPLAINT_GENERAL, …)',
      querystring: documentTypesByCodeQuerySchema,
      response: { 200: z.array(portalDocumentTypeSchema) },
    },
    handler: (request) => documentTypesOfGroup(signedInContext(request), request.query.code),
  });
};
