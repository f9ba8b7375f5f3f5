import type { PagedFilterQuery } from '@portal/contracts/paging';
import type {
  Paged,
  pageAssignmentSchema,
  PageInput,
  PageRow,
  PageSystem,
  RoleInput,
  rolePagesSchema,
  RoleRow,
  userPagesSchema,
  userRolesSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { publicDataChanged } from '../../platform/http/public-cache';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { booleanFilter, containsFilter, integerFilter, oneOfFilter, pagingPlan } from '../../platform/http/paging';
import { findUserById } from '../users';
import { withAdministrationGuard } from './administration-guard';
import { PAGES, ROLE_SEEDS } from './catalogue';
import { pageGroups, pages, rolePages, roles, userPages, userRoles } from './tables';

type PageRecord = typeof pages.$inferSelect;
type PageAssignment = z.infer<typeof pageAssignmentSchema>;
type RolePages = z.infer<typeof rolePagesSchema>;
type UserPages = z.infer<typeof userPagesSchema>;
type UserRoles = z.infer<typeof userRolesSchema>;

// Seeded pages carry the client's routes and seeded roles the product's rules: their identifying
// fields are fixed and they cannot be deleted; everything else stays editable.
const BUILT_IN_URLS = new Set(PAGES.map((p) => p.url));
const BUILT_IN_ROLES = new Set<string>(ROLE_SEEDS.map((r) => r.code));

export function presentPage(row: PageRecord): PageRow {
  return {
    id: row.id,
    url: row.url,
    name: row.name,
    label: row.label,
    system: row.system as PageSystem,
    hidden: row.hidden,
    public: row.public,
    weight: row.weight,
    icon: row.icon,
    groupId: row.groupId,
    content: row.content,
    fieldProperties: {
      url: { disabled: BUILT_IN_URLS.has(row.url) },
      public: { disabled: BUILT_IN_URLS.has(row.url) },
    },
  };
}

export const SYSTEM_VALUES = ['GENERAL', 'AUCTION', 'COUNTER', 'ALL'] as const;

export async function pagedPages({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<PageRow>> {
  const plan = pagingPlan(query, {
    sortable: { id: pages.id, url: pages.url, label: pages.label, weight: pages.weight, system: pages.system },
    filters: {
      url: containsFilter(pages.url),
      label: containsFilter(pages.label),
      system: oneOfFilter(pages.system, SYSTEM_VALUES),
      groupId: integerFilter(pages.groupId),
      hidden: booleanFilter(pages.hidden),
    },
  });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(pages)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(pages).where(plan.where),
  ]);
  return { content: rows.map(presentPage), totalElements: total };
}

export async function pageRow(db: Db, id: number): Promise<PageRow> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) throw notFound();
  return presentPage(row);
}

export function pageById({ db }: ServiceContext, id: number): Promise<PageRow> {
  return pageRow(db, id);
}

async function assertGroup(db: Db, groupId: number | null | undefined) {
  if (!groupId) return;
  const [row] = await db.select({ id: pageGroups.id }).from(pageGroups).where(eq(pageGroups.id, groupId));
  if (!row) throw badRequest({ groupId: 'validation.not_found' });
}

export async function savePage({ db, caller: { actor } }: ServiceContext, input: PageInput): Promise<PageRow> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    await assertGroup(tx, input.groupId);
    const [sameUrl] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.url, input.url));
    if (sameUrl && sameUrl.id !== input.id) throw badRequest({ url: 'page.url_exists' });
    const values = {
      url: input.url,
      name: input.name,
      label: input.label,
      system: input.system,
      hidden: input.hidden,
      public: input.public,
      weight: input.weight,
      icon: input.icon || null,
      groupId: input.groupId ?? null,
      content: input.content ?? null,
    };
    if (!input.id) {
      const [row] = await tx.insert(pages).values(values).returning();
      await writeAudit(tx, { ...actor, action: 'page.created', entity: 'page', entityId: row.id, after: row });
      return presentPage(row);
    }
    const [before] = await tx.select().from(pages).where(eq(pages.id, input.id));
    if (!before) throw notFound();
    if (BUILT_IN_URLS.has(before.url) && (before.url !== values.url || before.public !== values.public)) {
      throw badRequest({ url: 'page.built_in_fixed' });
    }
    // A new url takes away whatever the old one granted (a prefix page can grant the administration).
    const [row] = await withAdministrationGuard(tx, () =>
      tx.update(pages).set(values).where(eq(pages.id, input.id!)).returning(),
    );
    await writeAudit(tx, { ...actor, action: 'page.updated', entity: 'page', entityId: row.id, before, after: row });
    return presentPage(row);
  });
}

export async function deletePage({ db, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const [row] = await tx.select().from(pages).where(eq(pages.id, id));
    if (!row) throw notFound();
    if (BUILT_IN_URLS.has(row.url)) throw conflict('page.built_in');
    await withAdministrationGuard(tx, () => tx.delete(pages).where(eq(pages.id, id)));
    await writeAudit(tx, { ...actor, action: 'page.deleted', entity: 'page', entityId: id, before: row });
  });
}

// Roles ---------------------------------------------------------------------------------------

async function roleRows(db: Db, where?: ReturnType<typeof eq>) {
  const rows = await db
    .select({
      role: roles,
      userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
      pageCount: sql<number>`(select count(*)::int from ${rolePages} where ${rolePages.roleId} = ${roles.id})`,
    })
    .from(roles)
    .where(where);
  return rows;
}

function presentRole(r: Awaited<ReturnType<typeof roleRows>>[number]): RoleRow {
  return {
    ...r.role,
    userCount: Number(r.userCount),
    pageCount: Number(r.pageCount),
    fieldProperties: { code: { disabled: BUILT_IN_ROLES.has(r.role.code) } },
  };
}

export async function pagedRoles({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<RoleRow>> {
  const plan = pagingPlan(query, {
    sortable: { id: roles.id, code: roles.code, name: roles.name },
    filters: { code: containsFilter(roles.code), name: containsFilter(roles.name) },
  });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        role: roles,
        userCount: sql<number>`(select count(*)::int from ${userRoles} where ${userRoles.roleId} = ${roles.id})`,
        pageCount: sql<number>`(select count(*)::int from ${rolePages} where ${rolePages.roleId} = ${roles.id})`,
      })
      .from(roles)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(roles).where(plan.where),
  ]);
  return { content: rows.map(presentRole), totalElements: total };
}

export async function roleRow(db: Db, id: number): Promise<RoleRow> {
  const [row] = await roleRows(db, eq(roles.id, id));
  if (!row) throw notFound();
  return presentRole(row);
}

export function roleById({ db }: ServiceContext, id: number): Promise<RoleRow> {
  return roleRow(db, id);
}

export async function saveRole({ db, caller: { actor } }: ServiceContext, input: RoleInput): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const [sameCode] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, input.code));
    if (sameCode && sameCode.id !== input.id) throw badRequest({ code: 'role.code_exists' });
    const values = { code: input.code, name: input.name, description: input.description ?? null };
    if (!input.id) {
      const [row] = await tx.insert(roles).values(values).returning();
      await writeAudit(tx, { ...actor, action: 'role.created', entity: 'role', entityId: row.id, after: row });
      return roleRow(tx, row.id);
    }
    const [before] = await tx.select().from(roles).where(eq(roles.id, input.id));
    if (!before) throw notFound();
    if (BUILT_IN_ROLES.has(before.code) && before.code !== input.code)
      throw badRequest({ code: 'role.built_in_fixed' });
    await tx.update(roles).set(values).where(eq(roles.id, input.id));
    await writeAudit(tx, {
      ...actor,
      action: 'role.updated',
      entity: 'role',
      entityId: input.id,
      before,
      after: values,
    });
    return roleRow(tx, input.id);
  });
}

export async function deleteRole({ db, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const role = await roleRow(tx, id);
    if (BUILT_IN_ROLES.has(role.code)) throw conflict('role.built_in');
    if (role.userCount > 0) throw conflict('role.in_use');
    // A role without users grants nobody anything; guarded all the same, like every change of access.
    await withAdministrationGuard(tx, () => tx.delete(roles).where(eq(roles.id, id)));
    await writeAudit(tx, { ...actor, action: 'role.deleted', entity: 'role', entityId: id, before: role });
  });
}

// Assignments: each replaces a whole set in one transaction and is written to the audit log -----

async function assertIds(db: Db, table: typeof pages | typeof roles, ids: number[], field: string) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const [{ n }] = await db.select({ n: count() }).from(table).where(inArray(table.id, unique));
  if (n !== unique.length) throw badRequest({ [field]: 'validation.not_found' });
}

export async function roleIdsOfPage(db: Db, pageId: number): Promise<number[]> {
  await pageRow(db, pageId);
  const rows = await db.select({ roleId: rolePages.roleId }).from(rolePages).where(eq(rolePages.pageId, pageId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

export function assignedRoles({ db }: ServiceContext, pageId: number): Promise<number[]> {
  return roleIdsOfPage(db, pageId);
}

export async function assignPageToRoles(
  { db, caller: { actor } }: ServiceContext,
  { pageId, roleIds }: PageAssignment,
) {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const before = await roleIdsOfPage(tx, pageId);
    await assertIds(tx, roles, roleIds, 'roleIds');
    const unique = [...new Set(roleIds)];
    await withAdministrationGuard(tx, async () => {
      await tx.delete(rolePages).where(eq(rolePages.pageId, pageId));
      if (unique.length) await tx.insert(rolePages).values(unique.map((roleId) => ({ roleId, pageId })));
    });
    await writeAudit(tx, {
      ...actor,
      action: 'page.roles_assigned',
      entity: 'page',
      entityId: pageId,
      before,
      after: unique,
    });
    return unique.sort((a, b) => a - b);
  });
}

export async function pageIdsOfRole(db: Db, roleId: number): Promise<number[]> {
  await roleRow(db, roleId);
  const rows = await db.select({ pageId: rolePages.pageId }).from(rolePages).where(eq(rolePages.roleId, roleId));
  return rows.map((r) => r.pageId).sort((a, b) => a - b);
}

export function pagesOfRole({ db }: ServiceContext, roleId: number): Promise<number[]> {
  return pageIdsOfRole(db, roleId);
}

export async function setRolePages({ db, caller: { actor } }: ServiceContext, { roleId, pageIds }: RolePages) {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const before = await pageIdsOfRole(tx, roleId);
    await assertIds(tx, pages, pageIds, 'pageIds');
    const unique = [...new Set(pageIds)];
    await withAdministrationGuard(tx, async () => {
      await tx.delete(rolePages).where(eq(rolePages.roleId, roleId));
      if (unique.length) await tx.insert(rolePages).values(unique.map((pageId) => ({ roleId, pageId })));
    });
    await writeAudit(tx, {
      ...actor,
      action: 'role.pages_set',
      entity: 'role',
      entityId: roleId,
      before,
      after: unique,
    });
    return unique.sort((a, b) => a - b);
  });
}

async function assertUser(db: Db, userId: number) {
  if (!(await findUserById(db, userId))) throw notFound();
}

export async function directPageIdsOfUser(db: Db, userId: number): Promise<number[]> {
  await assertUser(db, userId);
  const rows = await db.select({ pageId: userPages.pageId }).from(userPages).where(eq(userPages.userId, userId));
  return rows.map((r) => r.pageId).sort((a, b) => a - b);
}

export function directPagesOfUser({ db }: ServiceContext, userId: number): Promise<number[]> {
  return directPageIdsOfUser(db, userId);
}

export async function setUserPages({ db, caller: { actor } }: ServiceContext, { userId, pageIds }: UserPages) {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const before = await directPageIdsOfUser(tx, userId);
    await assertIds(tx, pages, pageIds, 'pageIds');
    const unique = [...new Set(pageIds)];
    await withAdministrationGuard(tx, async () => {
      await tx.delete(userPages).where(eq(userPages.userId, userId));
      if (unique.length) await tx.insert(userPages).values(unique.map((pageId) => ({ userId, pageId })));
    });
    await writeAudit(tx, {
      ...actor,
      action: 'user.pages_set',
      entity: 'user',
      entityId: userId,
      before,
      after: unique,
    });
    return unique.sort((a, b) => a - b);
  });
}

export async function roleIdsOfUser(db: Db, userId: number): Promise<number[]> {
  await assertUser(db, userId);
  const rows = await db.select({ roleId: userRoles.roleId }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.roleId).sort((a, b) => a - b);
}

export function rolesOfUser({ db }: ServiceContext, userId: number): Promise<number[]> {
  return roleIdsOfUser(db, userId);
}

export async function setUserRoles({ db, caller: { actor } }: ServiceContext, { userId, roleIds }: UserRoles) {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const before = await roleIdsOfUser(tx, userId);
    await assertIds(tx, roles, roleIds, 'roleIds');
    const unique = [...new Set(roleIds)];
    // Someone must be able to undo mistakes: the guard keeps an account reaching the administration pages.
    await withAdministrationGuard(tx, async () => {
      await tx.delete(userRoles).where(eq(userRoles.userId, userId));
      if (unique.length) await tx.insert(userRoles).values(unique.map((roleId) => ({ userId, roleId })));
    });
    await writeAudit(tx, {
      ...actor,
      action: 'user.roles_set',
      entity: 'user',
      entityId: userId,
      before,
      after: unique,
    });
    return unique.sort((a, b) => a - b);
  });
}
