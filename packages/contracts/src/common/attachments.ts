import { z } from 'zod';

/** A stored file of some object (bean + objectId), as the API answers it. */
export const attachmentSchema = z.object({
  id: z.number().int(),
  bean: z.string(),
  objectId: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** What the upload panel checks before sending (the server checks again). */
export const attachmentSettingsSchema = z.object({
  extensions: z.array(z.string()),
  maxSizeBytes: z.number().int(),
});
export type AttachmentSettings = z.infer<typeof attachmentSettingsSchema>;

/**
 * 409 keys of an upload over a quota; the body carries `limit` (files per object, or bytes per 24 hours).
 */
export const ATTACHMENT_ERROR = {
  tooManyFiles: 'attachment.too_many_files',
  dailyQuotaExceeded: 'attachment.daily_quota_exceeded',
} as const;

/** Bean names in attachment paths: lower-case words joined by underscores. */
export const ATTACHMENT_BEAN_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;

/** The `upload_extensions` parameter ("pdf, .PNG,jpg") as a clean list: lower case, no dots, no repeats. */
export function parseExtensionList(value: string): string[] {
  const extensions = value
    .split(',')
    .map((e) => e.trim().replace(/^\.+/, '').toLowerCase())
    .filter((e) => /^[a-z0-9]{1,16}$/.test(e));
  return [...new Set(extensions)];
}

/** The lower-case extension after the last dot of a file name ('' when it has none). */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Spec §5: the file name must end with one of the accepted extensions (case-insensitive). */
export function hasAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const extension = fileExtension(fileName);
  return extension !== '' && extensions.includes(extension);
}
