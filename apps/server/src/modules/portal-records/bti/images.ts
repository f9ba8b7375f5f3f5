import { BTI_IMAGES_DOCUMENT_TYPE, BTI_IMAGES_MAX } from '@portal/contracts/portal-bti';
import { PORTAL_DOCUMENT_BEAN } from '@portal/contracts/portal-documents';
import type { Db } from '../../../platform/db/database';
import type { FileStorage } from '../../../platform/storage/storage';
import { attachmentsOfObjects, readStoredAttachment } from '../../attachments';
import { documentsForReceipt } from '../../portal-documents';

/** The image types a BTI shows and prints (what the PDF can embed). */
const IMAGE_TYPES = ['image/png', 'image/jpeg'];
/** An image larger than this is listed but not printed on the PDF. */
const PRINTED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type BtiImage = { attachmentId: number; fileName: string; size: number };

/**
 * The images of the goods of a BTI case: the PNG and JPEG files of its BTI_IMAGES documents, oldest first, at most
 * `BTI_IMAGES_MAX` (what the BTI view shows and the PDF prints).
 */
export async function btiImagesOfCase(db: Db, caseId: number): Promise<BtiImage[]> {
  const documentIds = (await documentsForReceipt(db, caseId))
    .filter((document) => document.type.code === BTI_IMAGES_DOCUMENT_TYPE)
    .map((document) => document.id);
  const files = await attachmentsOfObjects(db, PORTAL_DOCUMENT_BEAN, documentIds);
  return files
    .filter((file) => IMAGE_TYPES.includes(file.contentType))
    .slice(0, BTI_IMAGES_MAX)
    .map((file) => ({ attachmentId: file.id, fileName: file.fileName, size: file.size }));
}

/** The bytes of the BTI's images the PDF prints (a file missing from the storage or too large is left out). */
export async function btiImageBytes(db: Db, storage: FileStorage, caseId: number): Promise<Buffer[]> {
  const images = (await btiImagesOfCase(db, caseId)).filter((image) => image.size <= PRINTED_IMAGE_MAX_BYTES);
  const read = await Promise.all(images.map((image) => readStoredAttachment(db, storage, image.attachmentId)));
  return read.filter((bytes): bytes is Buffer => bytes !== null);
}
