import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';

/**
 * The one file of a multipart request that carries a small, bounded upload (a CSV to import, a logo), read whole into
 * memory. Every fault is a 400 on the field `file`: none sent (`generic.required`), a name without one of `extensions`
 * (`action.invalid_extension`), larger than `maxBytes` (`validation.file_too_large`), or a broken multipart body
 * (`unreadable`, the caller's key for its kind of file).
 */
export async function readSmallUpload(
  request: FastifyRequest,
  { maxBytes, extensions, unreadable }: { maxBytes: number; extensions: RegExp; unreadable: string },
): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest({ file: 'generic.required' });
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || !file.filename) throw badRequest({ file: 'generic.required' });
    if (!extensions.test(file.filename)) {
      file.file.resume();
      throw badRequest({ file: 'action.invalid_extension' });
    }
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest({ file: 'validation.file_too_large' });
    throw badRequest({ file: unreadable });
  }
}
