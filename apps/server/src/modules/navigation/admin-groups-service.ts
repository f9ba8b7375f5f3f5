import type { PagedFilterQuery } from '@portal/contracts/paging';
import type { Paged, PageGroupInput, PageGroupRow, PageRow, PageSystem } from '@portal/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { publicDataChanged } from '../../platform/http/public-cache';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { ServiceContext } from '../../platform/http/context';
import { containsFilter, oneOfFilter, pagingPlan } from '../../platform/http/paging';
import { pageRow, presentPage, SYSTEM_VALUES } from './admin-service';
import { PAGE_GROUPS } from './catalogue';
import { pageGroups, pages } from './tables';

// Seeded groups carry the client's menu: their name is fixed and they cannot be deleted.
const BUILT_IN_GROUPS = new Set(PAGE_GROUPS.map((g) => g.name));

function presentGroup(row: typeof pageGroups.$inferSelect, pageCount: number): PageGroupRow {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    icon: row.icon,
    weight: row.weight,
    system: row.system as PageSystem,
    pageCount,
    fieldProperties: { name: { disabled: BUILT_IN_GROUPS.has(row.name) } },
  };
}

const pageCountOf = sql<number>`(select count(*)::int from ${pages} where ${pages.groupId} = ${pageGroups.id})`;

export async function pagedGroups({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<PageGroupRow>> {
  const plan = pagingPlan(query, {
    sortable: { id: pageGroups.id, name: pageGroups.name, label: pageGroups.label, weight: pageGroups.weight },
    filters: {
      name: containsFilter(pageGroups.name),
      label: containsFilter(pageGroups.label),
      system: oneOfFilter(pageGroups.system, SYSTEM_VALUES),
    },
  });
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ group: pageGroups, pageCount: pageCountOf })
      .from(pageGroups)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    db.select({ total: count() }).from(pageGroups).where(plan.where),
  ]);
  return { content: rows.map((r) => presentGroup(r.group, Number(r.pageCount))), totalElements: total };
}

async function groupRow(db: Db, id: number): Promise<PageGroupRow> {
  const [row] = await db
    .select({ group: pageGroups, pageCount: pageCountOf })
    .from(pageGroups)
    .where(eq(pageGroups.id, id));
  if (!row) throw notFound();
  return presentGroup(row.group, Number(row.pageCount));
}

export function groupById({ db }: ServiceContext, id: number): Promise<PageGroupRow> {
  return groupRow(db, id);
}

export async function saveGroup(
  { db, caller: { actor } }: ServiceContext,
  input: PageGroupInput,
): Promise<PageGroupRow> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const [sameName] = await tx.select({ id: pageGroups.id }).from(pageGroups).where(eq(pageGroups.name, input.name));
    if (sameName && sameName.id !== input.id) throw badRequest({ name: 'page_group.name_exists' });
    const values = {
      name: input.name,
      label: input.label,
      icon: input.icon || null,
      weight: input.weight,
      system: input.system,
    };
    if (!input.id) {
      const [row] = await tx.insert(pageGroups).values(values).returning();
      await writeAudit(tx, {
        ...actor,
        action: 'page_group.created',
        entity: 'page_group',
        entityId: row.id,
        after: row,
      });
      return groupRow(tx, row.id);
    }
    const [before] = await tx.select().from(pageGroups).where(eq(pageGroups.id, input.id));
    if (!before) throw notFound();
    if (BUILT_IN_GROUPS.has(before.name) && before.name !== input.name)
      throw badRequest({ name: 'page_group.built_in_fixed' });
    await tx.update(pageGroups).set(values).where(eq(pageGroups.id, input.id));
    await writeAudit(tx, {
      ...actor,
      action: 'page_group.updated',
      entity: 'page_group',
      entityId: input.id,
      before,
      after: values,
    });
    return groupRow(tx, input.id);
  });
}

export async function deleteGroup({ db, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const group = await groupRow(tx, id);
    if (BUILT_IN_GROUPS.has(group.name)) throw conflict('page_group.built_in');
    // Its pages stay, outside any group (the foreign key sets them to null).
    await tx.delete(pageGroups).where(eq(pageGroups.id, id));
    await writeAudit(tx, { ...actor, action: 'page_group.deleted', entity: 'page_group', entityId: id, before: group });
  });
}

export async function pagesOfGroup({ db }: ServiceContext, groupId: number): Promise<PageRow[]> {
  await groupRow(db, groupId);
  const rows = await db.select().from(pages).where(eq(pages.groupId, groupId)).orderBy(pages.weight, pages.id);
  return rows.map(presentPage);
}

export async function movePageToGroup(
  { db, caller: { actor } }: ServiceContext,
  { pageId, groupId }: { pageId: number; groupId: number | null },
) {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['navigation']);
    const before = await pageRow(tx, pageId);
    if (groupId !== null) await groupRow(tx, groupId);
    const [row] = await tx.update(pages).set({ groupId }).where(eq(pages.id, pageId)).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'page.group_changed',
      entity: 'page',
      entityId: pageId,
      before: { groupId: before.groupId },
      after: { groupId },
    });
    return presentPage(row);
  });
}
