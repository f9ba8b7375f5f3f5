import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import '../common/zod-messages';
import { multilingualFields } from '../common/multilingual';
import { fieldPropertiesSchema } from '../common/paging';

/** The attachment bean of a template's file (objectId = template id); a template holds one file. */
export const DOCUMENT_TEMPLATE_BEAN = 'document_template';

/** Seeded groups: HELP feeds the footer and the help page; the others the documents templates page. */
export const DOCUMENT_TEMPLATE_GROUP_CODES = ['HELP', 'AUTHORIZATION_TYPE', 'GOODS_TYPE', 'IPR'] as const;
export const HELP_TEMPLATE_GROUP = 'HELP';
/** The groups of `/web_portal/documents_templates_page`, in the order they are shown. */
export const PORTAL_TEMPLATE_GROUPS = ['AUTHORIZATION_TYPE', 'GOODS_TYPE', 'IPR'] as const;

/** Pages that grant managing templates: the system page and the portal administration page. */
export const DOCUMENT_TEMPLATE_PAGES = [
  '/admin/misc/document_templates',
  '/web_portal_administration/document_templates_and_groups',
] as const;

export const DOCUMENT_TEMPLATE_CODE_PATTERN = /^[A-Z0-9_]+$/;
export const DOCUMENT_TEMPLATE_NAME_MAX = 200;
/** A description is rich text (HTML, sanitised by the server). */
export const DOCUMENT_TEMPLATE_DESCRIPTION_MAX = 20_000;
/** A group holds a handful of templates; a public list is bounded. */
export const DOCUMENT_TEMPLATE_LIST_LIMIT = 200;

const id = idSchema;
const code = textSchema()
  .trim()
  .toUpperCase()
  .min(1)
  .max(50)
  .regex(DOCUMENT_TEMPLATE_CODE_PATTERN, 'document_template.code_format');
const name = textSchema().trim().min(1).max(DOCUMENT_TEMPLATE_NAME_MAX);
const description = textSchema()
  .max(DOCUMENT_TEMPLATE_DESCRIPTION_MAX)
  .nullish()
  .transform((value) => (value && value.trim() ? value : null));

export const documentTemplateGroupInputSchema = z.object({
  id: id.optional(),
  code,
  ...multilingualFields('name', name),
  active: z.boolean().default(true),
});
export type DocumentTemplateGroupInput = z.infer<typeof documentTemplateGroupInputSchema>;

export const documentTemplateGroupRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  ...multilingualFields('name', z.string()),
  active: z.boolean(),
  templateCount: z.number().int(),
  fieldProperties: fieldPropertiesSchema,
});
export type DocumentTemplateGroupRow = z.infer<typeof documentTemplateGroupRowSchema>;

export const documentTemplateInputSchema = z.object({
  id: id.optional(),
  groupId: id,
  code,
  ...multilingualFields('name', name),
  ...multilingualFields('description', description),
  weight: z.number().int().min(0).max(100_000).default(0),
  active: z.boolean().default(true),
});
export type DocumentTemplateInput = z.infer<typeof documentTemplateInputSchema>;

/** The current file of a template. */
export const templateFileSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  contentType: z.string(),
});
export type TemplateFile = z.infer<typeof templateFileSchema>;

export const documentTemplateRowSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupCode: z.string(),
  code: z.string(),
  ...multilingualFields('name', z.string()),
  ...multilingualFields('description', z.string().nullable()),
  weight: z.number().int(),
  active: z.boolean(),
  file: templateFileSchema.nullable(),
  fieldProperties: fieldPropertiesSchema,
});
export type DocumentTemplateRow = z.infer<typeof documentTemplateRowSchema>;

/** `GET document_template_vocabulary/by_group?code=…`: an active template of an active group. */
export const publicDocumentTemplateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  groupCode: z.string(),
  ...multilingualFields('name', z.string()),
  ...multilingualFields('description', z.string().nullable()),
  weight: z.number().int(),
  /** The file to download (`GET /attachments/{attachmentId}`); null while none was uploaded. */
  attachmentId: z.number().int().nullable(),
  fileName: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type PublicDocumentTemplate = z.infer<typeof publicDocumentTemplateSchema>;

export const templatesByGroupQuerySchema = z.object({ code });
