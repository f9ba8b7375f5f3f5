import { z } from 'zod';
import { idSchema, textSchema } from '../common/input';
import { pageSystemSchema } from './navigation';

const fieldProperties = z.record(z.string(), z.object({ disabled: z.boolean() }));
const id = idSchema;
const url = textSchema()
  .trim()
  .min(1)
  .max(200)
  .regex(/^\/[A-Za-z0-9_\-/{}.]*$/, 'validation.invalid_format');
const icon = textSchema()
  .trim()
  .max(60)
  .regex(/^[A-Za-z0-9]*$/, 'validation.invalid_format')
  .nullable()
  .optional();

/** A page as administrators edit it (the menu's pages are `pageSchema`). */
export const pageRowSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  label: z.string(),
  system: pageSystemSchema,
  hidden: z.boolean(),
  public: z.boolean(),
  weight: z.number().int(),
  icon: z.string().nullable(),
  groupId: z.number().int().nullable(),
  content: z.string().nullable(),
  fieldProperties,
});
export type PageRow = z.infer<typeof pageRowSchema>;

export const PAGE_CONTENT_MAX_LENGTH = 100_000;

export const pageInputSchema = z.object({
  id: id.optional(),
  url,
  name: textSchema().trim().min(1).max(120),
  label: textSchema().trim().min(1).max(200),
  system: pageSystemSchema.default('GENERAL'),
  hidden: z.boolean().default(false),
  public: z.boolean().default(false),
  weight: z.number().int().min(-10_000).max(10_000).default(0),
  icon,
  groupId: id.nullable().optional(),
  content: textSchema().max(PAGE_CONTENT_MAX_LENGTH).nullable().optional(),
});
export type PageInput = z.infer<typeof pageInputSchema>;

export const pageGroupRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  label: z.string(),
  icon: z.string().nullable(),
  weight: z.number().int(),
  system: pageSystemSchema,
  pageCount: z.number().int(),
  fieldProperties,
});
export type PageGroupRow = z.infer<typeof pageGroupRowSchema>;

export const pageGroupInputSchema = z.object({
  id: id.optional(),
  name: textSchema()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9_]+$/, 'validation.invalid_format'),
  label: textSchema().trim().min(1).max(200),
  icon,
  weight: z.number().int().min(-10_000).max(10_000).default(0),
  system: pageSystemSchema.default('GENERAL'),
});
export type PageGroupInput = z.infer<typeof pageGroupInputSchema>;

export const roleRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  userCount: z.number().int(),
  pageCount: z.number().int(),
  fieldProperties,
});
export type RoleRow = z.infer<typeof roleRowSchema>;

export const roleInputSchema = z.object({
  id: id.optional(),
  code: textSchema()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Z][A-Z0-9_]*$/, 'validation.invalid_format'),
  name: textSchema().trim().min(1).max(120),
  description: textSchema().trim().max(500).nullable().optional(),
});
export type RoleInput = z.infer<typeof roleInputSchema>;

/** POST /pages/assign: the roles that hold a page (replaces the previous set). */
export const pageAssignmentSchema = z.object({ pageId: id, roleIds: z.array(id).max(200) });
/** The pages a role holds (replaces the previous set). */
export const rolePagesSchema = z.object({ roleId: id, pageIds: z.array(id).max(2000) });
/** The pages a user holds directly, besides those of their roles (replaces the previous set). */
export const userPagesSchema = z.object({ userId: id, pageIds: z.array(id).max(2000) });
/** The roles of a user (replaces the previous set). */
export const userRolesSchema = z.object({ userId: id, roleIds: z.array(id).max(50) });
/** POST page_groups/pages/add. */
export const groupPageSchema = z.object({ groupId: id, pageId: id });

/**
 * The pages that let an account give access back: whoever reaches both can repair every other grant.
 * No change may leave no active (APPROVED) account reaching both (docs/adr/0041-access-hardening.md).
 */
export const ADMINISTRATION_PAGES = ['/admin/auth/user_role_pages', '/admin/auth/users'] as const;

export const PAGE_ADMIN_ERROR = {
  /**
   * 409: the change would leave nobody able to administer access (role pages, user pages, user roles,
   * pages, page assignments, account status). The key is older than the rule, which it now names.
   */
  lastAdministrator: 'role.last_administrator',
} as const;
