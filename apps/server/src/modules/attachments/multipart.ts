import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ERROR } from '@portal/contracts';
import { HttpError, badRequest } from '../../platform/errors';
import type { IncomingFile, IncomingFiles } from './service';

/** A malformed or over-limit multipart body is the client's fault: 4xx, never 500. */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new HttpError(415, { _error: 'unsupported_media_type' });
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest({ file: 'validation.file_too_large' });
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest({ file: 'validation.too_many_files' });
  return badRequest({}, ERROR.badRequest);
}

async function* guarded(content: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  try {
    yield* content;
  } catch (error) {
    throw multipartError(error);
  }
}

/**
 * The files of a multipart request, one at a time, each streamed (never buffered whole). Busboy
 * cuts a file one byte past the limit, so the storage sees it is too large and refuses it.
 */
export function multipartFiles(request: FastifyRequest): IncomingFiles {
  return async function* ({ maxFileBytes }) {
    const parts = request.parts({ limits: { fileSize: maxFileBytes + 1 } });
    while (true) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw multipartError(error);
      }
      if (next.done) return;
      const part = next.value;
      if (part.type !== 'file') continue;
      if (!part.filename) {
        // A file input left empty still sends a part with no name and no bytes.
        for await (const _ of guarded(part.file)) void _;
        continue;
      }
      yield { fieldName: part.fieldname, fileName: part.filename, content: guarded(part.file) } satisfies IncomingFile;
    }
  };
}
