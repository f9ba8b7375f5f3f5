import type { Navigation, Page, PageGroup, PageSystem, RoleCode } from '@portal/contracts';
import { pageBelongsToSystem, STAFF_ROLES } from '@portal/contracts';
import { COMPANY_ADMINISTRATOR_PAGES } from '@portal/contracts/companies';
import { and, asc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { ServiceContext } from '../../platform/http/context';
import { activeCategoriesWithSubcategories } from '../vocabularies';
import { accessState, pageGroups, pages, rolePages, roles, userPages, userRoles } from './tables';

type PageRow = typeof pages.$inferSelect;
type GroupRow = typeof pageGroups.$inferSelect;

export async function roleCodesOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.code));
  return rows.map((r) => r.code);
}

/**
 * SQL for another module's query: whether the user of `userId` holds one of the roles `codes`
 * (the roles tables stay private to this module).
 */
export function holdsAnyRole(userId: AnyColumn | SQL | number, codes: readonly RoleCode[]): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${userRoles} inner join ${roles} on ${roles.id} = ${userRoles.roleId}
    where ${userRoles.userId} = ${userId} and ${inArray(roles.code, [...codes])})`;
}

/** SQL: whether the user of `userId` is a staff account (holds a staff role, contracts `STAFF_ROLES`). */
export const isStaffAccountSql = (userId: AnyColumn | SQL | number) => holdsAnyRole(userId, STAFF_ROLES);

/**
 * Whether a user holds a staff role: registry pages never act on such an account (docs/adr/0041-access-hardening.md).
 */
export async function isStaffAccount(db: Db, userId: number): Promise<boolean> {
  const codes = await roleCodesOf(db, userId);
  return codes.some((code) => STAFF_ROLES.includes(code as RoleCode));
}

async function rolePageRows(db: Db, userId: number): Promise<PageRow[]> {
  const rows = await db
    .selectDistinct({ page: pages })
    .from(userRoles)
    .innerJoin(rolePages, eq(rolePages.roleId, userRoles.roleId))
    .innerJoin(pages, eq(pages.id, rolePages.pageId))
    .where(eq(userRoles.userId, userId));
  return rows.map((r) => r.page);
}

async function directPageRows(db: Db, userId: number): Promise<PageRow[]> {
  const rows = await db
    .select({ page: pages })
    .from(userPages)
    .innerJoin(pages, eq(pages.id, userPages.pageId))
    .where(eq(userPages.userId, userId));
  return rows.map((r) => r.page);
}

/**
 * SQL for another module's query: what access checks need of a user as JSON — `roles` (their role codes)
 * and `urls` (the urls of every page they hold, through a role or directly).
 */
function accessJsonSql(userId: AnyColumn | SQL | number): SQL {
  return sql`json_build_object(
    'roles', coalesce((select array_agg(${roles.code} order by ${roles.code}) from ${userRoles}
      inner join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${userId}), '{}'),
    'urls', coalesce((select array_agg(distinct ${pages.url}) from ${pages} where ${pages.id} in (
      select ${rolePages.pageId} from ${rolePages} inner join ${userRoles} on ${userRoles.roleId} = ${rolePages.roleId}
        where ${userRoles.userId} = ${userId}
      union select ${userPages.pageId} from ${userPages} where ${userPages.userId} = ${userId})), '{}'))`;
}

/** What access checks need of a user: their role codes and the urls of every page they hold. */
export type UserAccess = { roles: string[]; urls: string[] };

/** SQL for another module's query: the access version as text (null only if access_state lost its row). */
export function accessVersionSql(): SQL<string | null> {
  return sql<string | null>`(select ${accessState.version}::text from ${accessState} where ${accessState.id} = 1)`;
}

/** Users whose access a process keeps per database; the longest unused is dropped beyond this. */
const MAX_KEPT_USERS = 10_000;
/** Per database handle (one per app): each user's access and the version it was read at, least recently used first. */
type KeptAccess = Map<number, { version: string; access: UserAccess }>;
const keptAccess = new WeakMap<Db, KeptAccess>();

/**
 * A user's roles and pages at `version` (read by the caller with accessVersionSql, in the query that found the user):
 * kept from an earlier read while the version is the same, read again when it moved. The version rises in the
 * transaction of every change to roles, pages and who holds them (migration 0020), and the rows are read after the
 * version was, so what is kept under a version is never older than it. Kept lists are frozen: callers share them.
 */
export async function accessAt(db: Db, userId: number, version: string | null): Promise<UserAccess> {
  let kept = keptAccess.get(db);
  if (!kept) keptAccess.set(db, (kept = new Map() as KeptAccess));
  const entry = kept.get(userId);
  if (entry && version !== null && entry.version === version) {
    kept.delete(userId);
    kept.set(userId, entry);
    return entry.access;
  }
  const result = await db.execute(sql`select ${accessJsonSql(userId)} as access`);
  const { roles: codes, urls } = (result as { rows: Array<{ access: UserAccess }> }).rows[0].access;
  const access: UserAccess = Object.freeze({
    roles: Object.freeze(codes) as string[],
    urls: Object.freeze(urls) as string[],
  });
  if (version === null) return access;
  kept.delete(userId);
  kept.set(userId, { version, access });
  if (kept.size > MAX_KEPT_USERS) kept.delete(kept.keys().next().value!);
  return access;
}

/** Urls of every page a user holds, through a role or directly; access checks run against these. */
export async function grantedPageUrls(db: Db, userId: number): Promise<string[]> {
  const [fromRoles, direct] = await Promise.all([rolePageRows(db, userId), directPageRows(db, userId)]);
  return [...new Set([...fromRoles, ...direct].map((p) => p.url))];
}

const userPage = (p: PageRow) => ({ id: p.id, url: p.url, system: p.system as PageSystem });

export async function userPagesOf(db: Db, userId: number) {
  const [fromRoles, direct, roleCodes] = await Promise.all([
    rolePageRows(db, userId),
    directPageRows(db, userId),
    roleCodesOf(db, userId),
  ]);
  return { rolePages: fromRoles.map(userPage), userPages: direct.map(userPage), roles: roleCodes };
}

function presentPage(p: PageRow): Page {
  return {
    id: p.id,
    url: p.url,
    system: p.system as PageSystem,
    hidden: p.hidden,
    name: p.name,
    label: p.label,
    weight: p.weight,
    icon: p.icon,
    group: p.groupId === null ? null : { id: p.groupId },
  };
}

function presentGroup(g: GroupRow): PageGroup {
  return { id: g.id, name: g.name, label: g.label, icon: g.icon, weight: g.weight, system: g.system as PageSystem };
}

const byWeight = <T extends { weight: number; id: number }>(a: T, b: T) => a.weight - b.weight || a.id - b.id;

async function groupsOf(db: Db, pageList: Page[]): Promise<PageGroup[]> {
  const ids = [...new Set(pageList.flatMap((p) => (p.group ? [p.group.id] : [])))];
  if (ids.length === 0) return [];
  const rows = await db.select().from(pageGroups).where(inArray(pageGroups.id, ids));
  return rows.map(presentGroup).sort(byWeight);
}

async function publicPages(db: Db): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.public, true), eq(pages.hidden, false)));
}

/** Who asks for a menu: the account, and whether it administers a company (for the company's own pages). */
export type MenuReader = { userId: number; companyId: number | null; companyAdministrator: boolean };

/**
 * The menu of a signed-in user in one system (or in all: `ALL`): the pages they hold and the public ones, without
 * the company administrator's pages for anyone who administers no company.
 */
async function navigationForUser(db: Db, reader: MenuReader, system: PageSystem): Promise<Navigation> {
  const [fromRoles, direct, open] = await Promise.all([
    rolePageRows(db, reader.userId),
    directPageRows(db, reader.userId),
    publicPages(db),
  ]);
  const unique = new Map<number, PageRow>();
  for (const p of [...open, ...fromRoles, ...direct]) unique.set(p.id, p);
  const administersCompany = reader.companyId !== null && reader.companyAdministrator;
  const list = [...unique.values()]
    .filter((p) => !p.hidden && pageBelongsToSystem(p.system as PageSystem, system))
    .filter((p) => administersCompany || !COMPANY_ADMINISTRATOR_PAGES.includes(p.url))
    .map(presentPage)
    .sort(byWeight);
  return { pages: list, pageGroups: await groupsOf(db, list) };
}

// Category groups and their subcategory pages are not rows of `pages`; their ids live in a range
// of their own so the client can key them next to real pages and groups.
export const CATEGORY_ID_OFFSET = 1_000_000;

/**
 * The anonymous visitor's menu: the public pages of the system, and the product subcategories
 * grouped by category (spec §4, session).
 */
async function anonymousNavigation(db: Db, system: PageSystem): Promise<Navigation> {
  const [open, categories] = await Promise.all([publicPages(db), activeCategoriesWithSubcategories(db)]);
  const list = open
    .filter((p) => pageBelongsToSystem(p.system as PageSystem, system))
    .map(presentPage)
    .sort(byWeight);
  const groups = await groupsOf(db, list);
  categories.forEach((category, index) => {
    const groupId = CATEGORY_ID_OFFSET + category.id;
    groups.push({
      id: groupId,
      name: `category.${category.code}`,
      label: category.labelSQ,
      labels: { sq: category.labelSQ, en: category.labelEN, sr: category.labelSR },
      icon: category.icon ?? 'AppstoreOutlined',
      weight: 1000 + index,
      system: 'ALL',
    });
    category.subcategories.forEach((sub, subIndex) => {
      list.push({
        id: CATEGORY_ID_OFFSET + sub.id,
        url: `/subcategory/${sub.id}/products`,
        system: 'ALL',
        hidden: false,
        name: `subcategory.${sub.code}`,
        label: sub.labelSQ,
        labels: { sq: sub.labelSQ, en: sub.labelEN, sr: sub.labelSR },
        weight: subIndex,
        icon: null,
        group: { id: groupId },
      });
    });
  });
  return { pages: list, pageGroups: groups };
}

/** `GET /pages/navigation`: the signed-in caller's menu, or the visitor's. */
export function navigation(
  { db, caller: { account } }: ServiceContext,
  { system }: { system: PageSystem },
): Promise<Navigation> {
  return account ? navigationForUser(db, account, system) : anonymousNavigation(db, system);
}
