import type { RoleCode } from '@portal/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { PAGE_GROUPS, PAGES, ROLE_SEEDS, pageNameKey } from './catalogue';
import { pageGroups, pages, rolePages, roles, userRoles } from './tables';

/**
 * Inserts the roles, page groups and pages that are missing. Role assignments are made only for
 * pages created in this run, so an administrator's later changes survive restarts.
 */
export async function seedNavigation(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLE_SEEDS.map((r) => ({ code: r.code, name: r.name, description: r.description })))
    .onConflictDoNothing();
  await db
    .insert(pageGroups)
    .values(
      PAGE_GROUPS.map((g) => ({ name: g.name, label: g.label, icon: g.icon, weight: g.weight, system: g.system })),
    )
    .onConflictDoNothing();

  const groupRows = await db.select().from(pageGroups);
  const groupId = new Map(groupRows.map((g) => [g.name, g.id]));
  const created = await db
    .insert(pages)
    .values(
      PAGES.map((p) => ({
        url: p.url,
        name: pageNameKey(p.url),
        label: p.label,
        system: p.system,
        hidden: p.hidden ?? false,
        public: p.public ?? false,
        weight: p.weight,
        icon: p.icon ?? null,
        groupId: p.group ? (groupId.get(p.group) ?? null) : null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: pages.id, url: pages.url });
  if (created.length === 0) return;

  const roleRows = await db.select().from(roles);
  const roleId = new Map(roleRows.map((r) => [r.code, r.id]));
  const assignments: Array<{ roleId: number; pageId: number }> = [];
  for (const row of created) {
    const seed = PAGES.find((p) => p.url === row.url);
    if (!seed || seed.public) continue;
    const holders = new Set<RoleCode>(['ADMIN', ...(seed.roles ?? [])]);
    for (const code of holders) {
      const id = roleId.get(code);
      if (id) assignments.push({ roleId: id, pageId: row.id });
    }
  }
  if (assignments.length > 0) await db.insert(rolePages).values(assignments).onConflictDoNothing();
}

export async function assignRoles(db: Db, userId: number, codes: RoleCode[]): Promise<void> {
  const rows = await db.select().from(roles).where(inArray(roles.code, codes));
  if (rows.length === 0) return;
  await db
    .insert(userRoles)
    .values(rows.map((r) => ({ userId, roleId: r.id })))
    .onConflictDoNothing();
}
