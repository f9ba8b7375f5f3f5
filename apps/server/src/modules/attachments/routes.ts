import {
  ATTACHMENT_BEAN_PATTERN,
  attachmentSchema,
  attachmentSettingsSchema,
  type Attachment,
} from '@portal/contracts/attachments';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idParamSchema, textSchema, idPathSchema } from '@portal/contracts/input';
import { z } from 'zod';
import type { FeaturePlugin } from '../../platform/http/types';
import { multipartFiles } from './multipart';
import {
  attachmentSettings,
  deleteAttachment,
  listAttachments,
  openAttachment,
  uploadAttachments,
  type Requester,
  type AttachmentDeps,
} from './service';

/** The bean that `POST /portal_attachments/{objectId}` stores under (the spec's portal documents). */
export const PORTAL_DOCUMENT_BEAN = 'portal_document';

const beanSchema = textSchema().regex(ATTACHMENT_BEAN_PATTERN);
const objectParams = z.object({ objectId: idParamSchema });
const beanObjectParams = z.object({ bean: beanSchema, objectId: idParamSchema });
const beanIdParams = z.object({ bean: beanSchema, id: idParamSchema });
const uploadAnswer = z.array(attachmentSchema);
const okSchema = z.object({ status: z.literal('ok') });

const requesterOf = (request: FastifyRequest): Requester => ({ auth: request.auth, ip: request.ip });

/** RFC 6266: an ASCII fallback plus the exact name in UTF-8 (RFC 5987). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export const attachmentRoutes: FeaturePlugin = (app, { db, storage }) => {
  const deps: AttachmentDeps = { db, storage };

  const upload = async (request: FastifyRequest, reply: FastifyReply, bean: string, objectId: number) => {
    try {
      return await uploadAttachments(deps, requesterOf(request), { bean, objectId }, multipartFiles(request));
    } catch (error) {
      // The rest of a refused body is not read: close the connection instead of leaving it half-read.
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  };

  const download = async (request: FastifyRequest, reply: FastifyReply, id: number) => {
    const { attachment, content } = await openAttachment(deps, requesterOf(request), id);
    return sendFile(reply, attachment, content);
  };

  const uploadSchema = <P extends z.ZodType>(summary: string, params: P) => ({
    tags: ['attachments'],
    summary,
    consumes: ['multipart/form-data'],
    params,
    response: { 200: uploadAnswer },
  });

  app.get('/attachments/settings', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['attachments'],
      summary: 'Accepted extensions and the maximum file size, for the upload panel’s own checks',
      response: { 200: attachmentSettingsSchema },
    },
    handler: async () => attachmentSettings(db),
  });

  app.post('/attachments/:bean/:objectId', {
    config: { access: 'authenticated' },
    schema: uploadSchema(
      'Upload files (multipart field `file` or `files`) to an object; all or none are saved',
      beanObjectParams,
    ),
    handler: async (request, reply) => {
      return upload(request, reply, request.params.bean, request.params.objectId);
    },
  });

  app.get('/attachments/:bean/:objectId', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['attachments'],
      summary: 'The files of an object',
      params: beanObjectParams,
      response: { 200: uploadAnswer },
    },
    handler: async (request) => listAttachments(deps, requesterOf(request), request.params),
  });

  app.get('/attachments/:id', {
    // Public: the owner of the bean decides (some files, e.g. of published auctions, are for everyone).
    config: { access: 'public' },
    schema: { tags: ['attachments'], summary: 'Download a file', params: idPathSchema },
    handler: async (request, reply) => download(request, reply, request.params.id),
  });

  app.delete('/attachments/:id', {
    config: { access: 'authenticated' },
    schema: { tags: ['attachments'], summary: 'Delete a file', params: idPathSchema, response: { 200: okSchema } },
    handler: async (request) => {
      await deleteAttachment(deps, requesterOf(request), request.params.id, {
        onFileRemovalFailed: (err) => request.log.warn({ err }, 'stored file of a deleted attachment was not removed'),
      });
      return { status: 'ok' as const };
    },
  });

  app.delete('/attachments/:bean/:id', {
    config: { access: 'authenticated' },
    schema: {
      tags: ['attachments'],
      summary: 'Delete a file of the given bean (the spec’s form of the call)',
      params: beanIdParams,
      response: { 200: okSchema },
    },
    handler: async (request) => {
      await deleteAttachment(deps, requesterOf(request), request.params.id, {
        bean: request.params.bean,
        onFileRemovalFailed: (err) => request.log.warn({ err }, 'stored file of a deleted attachment was not removed'),
      });
      return { status: 'ok' as const };
    },
  });

  app.post('/portal_attachments/:bean/:objectId', {
    config: { access: 'authenticated' },
    schema: uploadSchema('Upload files to a portal object (same as /attachments/{bean}/{objectId})', beanObjectParams),
    handler: async (request, reply) => {
      return upload(request, reply, request.params.bean, request.params.objectId);
    },
  });

  app.post('/portal_attachments/:objectId', {
    config: { access: 'authenticated' },
    schema: uploadSchema(`Upload files to a portal document (bean ${PORTAL_DOCUMENT_BEAN})`, objectParams),
    handler: async (request, reply) => {
      return upload(request, reply, PORTAL_DOCUMENT_BEAN, request.params.objectId);
    },
  });

  app.get('/portal_attachments/get/:id', {
    config: { access: 'public' },
    schema: { tags: ['attachments'], summary: 'Download a file (portal form of the call)', params: idPathSchema },
    handler: async (request, reply) => download(request, reply, request.params.id),
  });
};

/** Answers a stored file as a download that can run nothing when opened directly. */
export function sendFile(reply: FastifyReply, attachment: Attachment, content: Readable) {
  return (
    reply
      .header('content-type', attachment.contentType)
      .header('content-length', attachment.size)
      .header('content-disposition', contentDisposition(attachment.fileName))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // Opened directly anyway, the file can run nothing.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(content)
  );
}
