import {
  pathGrantedByPages,
  VOCABULARY_TEMPLATE_BEANS,
  VOCABULARY_TEMPLATE_EXTENSIONS,
  vocabularyPageUrl,
  type TemplateVocabularyType,
  type VocabularyTemplateFile,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import type { Attachment } from '@portal/contracts/attachments';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import type { AuthContext } from '../../platform/http/access';
import type { ServiceContext } from '../../platform/http/context';
import { attachmentsOfObjects, openAttachment, registerAttachmentBean } from '../attachments';
import { portalAuthorizationTypes, portalGoodsTypes } from './tables';

// The one template file of an authorization type or a goods type (attachment beans `portal_authorization_type`
// and `portal_goods_type`, objectId = the record's id): uploaded from the type's admin screen, downloaded by anyone
// through `get_authorization_type_template/{id}` and `get_goods_type_template/{id}`.

const TABLES = { portal_authorization_types: portalAuthorizationTypes, portal_goods_types: portalGoodsTypes };

const canManage = (type: TemplateVocabularyType, auth: AuthContext | null) =>
  !!auth && pathGrantedByPages(vocabularyPageUrl(type), auth.pageUrls);

/** 'missing' when the record does not exist; otherwise whether it is active. */
async function recordState(
  db: Db,
  type: TemplateVocabularyType,
  id: number,
): Promise<'missing' | 'active' | 'inactive'> {
  const t = TABLES[type];
  const [row] = await db.select({ active: t.active }).from(t).where(eq(t.id, id));
  if (!row) return 'missing';
  return row.active ? 'active' : 'inactive';
}

/**
 * Registers the two beans: one file per record (an upload replaces it); the file of an active record is
 * for everyone, an inactive one's only for the type's managers (404 to the rest); managers change them.
 */
export function registerVocabularyTemplateFiles(): void {
  for (const type of Object.keys(VOCABULARY_TEMPLATE_BEANS) as TemplateVocabularyType[]) {
    registerAttachmentBean(VOCABULARY_TEMPLATE_BEANS[type], {
      async canRead({ db, auth }, objectId) {
        const state = await recordState(db, type, objectId);
        if (state === 'missing') return 'not_found';
        return state === 'active' || canManage(type, auth) || 'not_found';
      },
      async canWrite({ db, auth }, objectId) {
        if ((await recordState(db, type, objectId)) === 'missing') return 'not_found';
        return canManage(type, auth);
      },
      extensions: VOCABULARY_TEMPLATE_EXTENSIONS,
      single: true,
    });
  }
}

/** The current template file of each record (the newest, should an older one remain), by record id. */
async function templateFiles(db: Db, type: TemplateVocabularyType, ids: number[]): Promise<Map<number, Attachment>> {
  const files = await attachmentsOfObjects(db, VOCABULARY_TEMPLATE_BEANS[type], ids);
  // Oldest first: the last one of an object wins.
  return new Map(files.map((file) => [file.objectId, file]));
}

/** `template` of each row (decorates the records of the two types). */
export function withTemplate(type: TemplateVocabularyType) {
  return async (db: Db, rows: Array<{ id: number }>): Promise<Array<{ template: VocabularyTemplateFile | null }>> => {
    const files = await templateFiles(
      db,
      type,
      rows.map((r) => r.id),
    );
    return rows.map((row) => {
      const file = files.get(row.id);
      return { template: file ? { attachmentId: file.id, fileName: file.fileName, size: file.size } : null };
    });
  };
}

/** A record with a template is in use: its file goes first (the admin screen removes it), then the record. */
export function templateUsage(type: TemplateVocabularyType) {
  return async (db: Db, ids: number[]): Promise<Set<number>> => new Set((await templateFiles(db, type, ids)).keys());
}

/**
 * `GET get_authorization_type_template/{id}`, `GET get_goods_type_template/{id}`: the template file of a record;
 * 404 when the record has none or the caller may not see it (an inactive record's, to all but its managers).
 */
export async function openVocabularyTemplate(
  ctx: ServiceContext,
  type: TemplateVocabularyType,
  id: number,
): Promise<{ attachment: Attachment; content: Readable }> {
  const file = (await templateFiles(ctx.db, type, [id])).get(id);
  if (!file) throw notFound();
  const requester = { auth: ctx.caller.account, ip: ctx.caller.address };
  return openAttachment(ctx, requester, file.id, { bean: VOCABULARY_TEMPLATE_BEANS[type] });
}
