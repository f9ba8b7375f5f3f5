import { pathGrantedByPages } from '@portal/contracts';
import { DOCUMENT_TEMPLATE_BEAN, DOCUMENT_TEMPLATE_PAGES } from '@portal/contracts/document-templates';
import type { AuthContext } from '../../platform/http/access';
import { registerAttachmentBean } from '../attachments';
import { templateVisibility } from './service';

/** Template files are documents to fill in: office formats, PDF and text. */
const TEMPLATE_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'txt', 'csv'];

const canManage = (auth: AuthContext | null) =>
  !!auth && DOCUMENT_TEMPLATE_PAGES.some((url) => pathGrantedByPages(url, auth.pageUrls));

/**
 * The file of a template (`document_templates/upload/{templateId}`, one per template): files of active
 * templates (in active groups) are for everyone; the rest only for their managers.
 */
export function registerTemplateFiles(): void {
  registerAttachmentBean(DOCUMENT_TEMPLATE_BEAN, {
    async canRead({ db, auth }, objectId) {
      const visibility = await templateVisibility(db, objectId);
      if (visibility === 'missing') return 'not_found';
      return visibility === 'public' || canManage(auth) || 'not_found';
    },
    async canWrite({ db, auth }, objectId) {
      if ((await templateVisibility(db, objectId)) === 'missing') return 'not_found';
      return canManage(auth);
    },
    extensions: TEMPLATE_EXTENSIONS,
    single: true,
    publicTags: ['templates'],
  });
}
