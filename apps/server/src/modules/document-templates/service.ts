import type { PagedFilterQuery } from '@portal/contracts/paging';
import { type Paged } from '@portal/contracts';
import {
  DOCUMENT_TEMPLATE_BEAN,
  DOCUMENT_TEMPLATE_GROUP_CODES,
  DOCUMENT_TEMPLATE_LIST_LIMIT,
  type DocumentTemplateGroupInput,
  type DocumentTemplateGroupRow,
  type DocumentTemplateInput,
  type DocumentTemplateRow,
  type PublicDocumentTemplate,
  type TemplateFile,
} from '@portal/contracts/document-templates';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import { publicDataChanged } from '../../platform/http/public-cache';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sanitizeRichText, richTextIsEmpty } from '../../platform/html/sanitize';
import {
  booleanFilter,
  containsFilter,
  integerFilter,
  pagedRows,
  pagingPlan,
  searchFilter,
} from '../../platform/http/paging';
import type { Readable } from 'node:stream';
import type { Attachment } from '@portal/contracts/attachments';
import { attachmentsOfObjects, detachAllFiles, openAttachment, removeStoredFiles } from '../attachments';
import { documentTemplateGroups, documentTemplates } from './tables';
import type { ServiceContext } from '../../platform/http/context';

/** A paged query with its `filter[...]` parameters. */
type GroupRecord = typeof documentTemplateGroups.$inferSelect;
type TemplateRecord = typeof documentTemplates.$inferSelect;

const BUILT_IN_GROUPS = new Set<string>(DOCUMENT_TEMPLATE_GROUP_CODES);

// Groups ---------------------------------------------------------------------------------------

function presentGroup(row: GroupRecord, templateCount: number): DocumentTemplateGroupRow {
  return {
    ...row,
    templateCount,
    // Seeded groups are what the footer and the documents page read: their code is fixed.
    fieldProperties: { code: { disabled: BUILT_IN_GROUPS.has(row.code) } },
  };
}

async function templateCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: documentTemplates.groupId, total: count() })
    .from(documentTemplates)
    .where(inArray(documentTemplates.groupId, groupIds))
    .groupBy(documentTemplates.groupId);
  return new Map(rows.map((r) => [r.groupId, r.total]));
}

export async function pagedGroups(
  { db }: ServiceContext,
  query: PagedFilterQuery,
): Promise<Paged<DocumentTemplateGroupRow>> {
  const t = documentTemplateGroups;
  const plan = pagingPlan(query, {
    sortable: { id: t.id, code: t.code, nameSQ: t.nameSQ, nameEN: t.nameEN, nameSR: t.nameSR, active: t.active },
    filters: {
      code: containsFilter(t.code),
      name: searchFilter(t.nameSQ, t.nameEN, t.nameSR),
      active: booleanFilter(t.active),
    },
  });
  const page = await pagedRows(db, t, plan, (row) => row);
  const counts = await templateCounts(
    db,
    page.content.map((g) => g.id),
  );
  return {
    content: page.content.map((g) => presentGroup(g, counts.get(g.id) ?? 0)),
    totalElements: page.totalElements,
  };
}

export async function groupById({ db }: ServiceContext, id: number): Promise<DocumentTemplateGroupRow> {
  const [row] = await db.select().from(documentTemplateGroups).where(eq(documentTemplateGroups.id, id));
  if (!row) throw notFound();
  return presentGroup(row, (await templateCounts(db, [id])).get(id) ?? 0);
}

/** Refuses a code another group (or another template) already has: codes are unique in each table. */
async function assertCodeFree(
  db: Db,
  t: typeof documentTemplateGroups | typeof documentTemplates,
  input: { id?: number; code: string },
): Promise<void> {
  const [sameCode] = await db
    .select({ id: t.id })
    .from(t)
    .where(input.id ? and(eq(t.code, input.code), ne(t.id, input.id)) : eq(t.code, input.code));
  if (sameCode) throw badRequest({ code: 'document_template.code_exists' });
}

export function saveGroup(
  { db, caller: { actor } }: ServiceContext,
  input: DocumentTemplateGroupInput,
): Promise<DocumentTemplateGroupRow> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['templates']);
    const t = documentTemplateGroups;
    await assertCodeFree(tx, t, input);
    const values = {
      code: input.code,
      nameSQ: input.nameSQ,
      nameEN: input.nameEN,
      nameSR: input.nameSR,
      active: input.active,
    };
    if (!input.id) {
      const [row] = await tx.insert(t).values(values).returning();
      await writeAudit(tx, {
        ...actor,
        action: 'document_template_group.created',
        entity: 'document_template_group',
        entityId: row.id,
        after: row,
      });
      return presentGroup(row, 0);
    }
    const [before] = await tx.select().from(t).where(eq(t.id, input.id)).for('update');
    if (!before) throw notFound();
    if (BUILT_IN_GROUPS.has(before.code) && before.code !== values.code) {
      throw badRequest({ code: 'document_template.built_in_fixed' });
    }
    const [row] = await tx.update(t).set(values).where(eq(t.id, input.id)).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'document_template_group.updated',
      entity: 'document_template_group',
      entityId: row.id,
      before,
      after: row,
    });
    return presentGroup(row, (await templateCounts(tx, [row.id])).get(row.id) ?? 0);
  });
}

export function deleteGroup({ db, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['templates']);
    const [row] = await tx.select().from(documentTemplateGroups).where(eq(documentTemplateGroups.id, id)).for('update');
    if (!row) throw notFound();
    if (BUILT_IN_GROUPS.has(row.code)) throw conflict('document_template.group_built_in');
    if ((await templateCounts(tx, [id])).get(id)) throw conflict('document_template.group_in_use');
    await tx.delete(documentTemplateGroups).where(eq(documentTemplateGroups.id, id));
    await writeAudit(tx, {
      ...actor,
      action: 'document_template_group.deleted',
      entity: 'document_template_group',
      entityId: id,
      before: row,
    });
  });
}

/** Active groups, for the template form's select. */
export async function activeGroups({ db }: ServiceContext): Promise<DocumentTemplateGroupRow[]> {
  const rows = await db
    .select()
    .from(documentTemplateGroups)
    .where(eq(documentTemplateGroups.active, true))
    .orderBy(asc(documentTemplateGroups.code))
    .limit(DOCUMENT_TEMPLATE_LIST_LIMIT);
  return rows.map((row) => presentGroup(row, 0));
}

// Templates ------------------------------------------------------------------------------------

/** The current file of each template: its newest attachment. */
async function currentFiles(db: Db, templateIds: number[]): Promise<Map<number, TemplateFile & { objectId: number }>> {
  const files = new Map<number, TemplateFile & { objectId: number }>();
  for (const a of await attachmentsOfObjects(db, DOCUMENT_TEMPLATE_BEAN, templateIds)) {
    files.set(a.objectId, {
      id: a.id,
      fileName: a.fileName,
      size: a.size,
      contentType: a.contentType,
      objectId: a.objectId,
    });
  }
  return files;
}

async function presentTemplates(db: Db, rows: TemplateRecord[]): Promise<DocumentTemplateRow[]> {
  const ids = rows.map((r) => r.id);
  // One after the other: `db` may be a transaction, which runs one query at a time.
  const files = await currentFiles(db, ids);
  const groups = rows.length
    ? await db
        .select({ id: documentTemplateGroups.id, code: documentTemplateGroups.code })
        .from(documentTemplateGroups)
        .where(inArray(documentTemplateGroups.id, [...new Set(rows.map((r) => r.groupId))]))
    : [];
  const groupCode = new Map(groups.map((g) => [g.id, g.code]));
  return rows.map((row) => {
    const file = files.get(row.id);
    return {
      ...row,
      groupCode: groupCode.get(row.groupId) ?? '',
      file: file ? { id: file.id, fileName: file.fileName, size: file.size, contentType: file.contentType } : null,
      fieldProperties: {},
    };
  });
}

export async function pagedTemplates(
  { db }: ServiceContext,
  query: PagedFilterQuery,
): Promise<Paged<DocumentTemplateRow>> {
  const t = documentTemplates;
  const plan = pagingPlan(query, {
    sortable: {
      id: t.id,
      code: t.code,
      nameSQ: t.nameSQ,
      nameEN: t.nameEN,
      nameSR: t.nameSR,
      weight: t.weight,
      active: t.active,
    },
    filters: {
      groupId: integerFilter(t.groupId),
      code: containsFilter(t.code),
      name: searchFilter(t.nameSQ, t.nameEN, t.nameSR),
      active: booleanFilter(t.active),
    },
  });
  const page = await pagedRows(db, t, plan, (row) => row);
  return { content: await presentTemplates(db, page.content), totalElements: page.totalElements };
}

export async function templateById({ db }: ServiceContext, id: number): Promise<DocumentTemplateRow> {
  const [row] = await db.select().from(documentTemplates).where(eq(documentTemplates.id, id));
  if (!row) throw notFound();
  return (await presentTemplates(db, [row]))[0];
}

const cleanDescription = (html: string | null) => (richTextIsEmpty(html) ? null : sanitizeRichText(html!));

export function saveTemplate(
  { db, caller: { actor } }: ServiceContext,
  input: DocumentTemplateInput,
): Promise<DocumentTemplateRow> {
  return db.transaction(async (tx) => {
    await publicDataChanged(tx, ['templates']);
    const t = documentTemplates;
    const [group] = await tx
      .select({ id: documentTemplateGroups.id })
      .from(documentTemplateGroups)
      .where(eq(documentTemplateGroups.id, input.groupId));
    if (!group) throw badRequest({ groupId: 'validation.not_found' });
    await assertCodeFree(tx, t, input);
    const values = {
      groupId: input.groupId,
      code: input.code,
      nameSQ: input.nameSQ,
      nameEN: input.nameEN,
      nameSR: input.nameSR,
      descriptionSQ: cleanDescription(input.descriptionSQ),
      descriptionEN: cleanDescription(input.descriptionEN),
      descriptionSR: cleanDescription(input.descriptionSR),
      weight: input.weight,
      active: input.active,
    };
    if (!input.id) {
      const [row] = await tx.insert(t).values(values).returning();
      await writeAudit(tx, {
        ...actor,
        action: 'document_template.created',
        entity: 'document_template',
        entityId: row.id,
        after: row,
      });
      return (await presentTemplates(tx, [row]))[0];
    }
    const [before] = await tx.select().from(t).where(eq(t.id, input.id)).for('update');
    if (!before) throw notFound();
    const [row] = await tx.update(t).set(values).where(eq(t.id, input.id)).returning();
    await writeAudit(tx, {
      ...actor,
      action: 'document_template.updated',
      entity: 'document_template',
      entityId: row.id,
      before,
      after: row,
    });
    return (await presentTemplates(tx, [row]))[0];
  });
}

/** Deletes a template and its file (rows in one transaction, the stored bytes after the commit). */
export async function deleteTemplate(ctx: ServiceContext, id: number): Promise<void> {
  const { actor } = ctx.caller;
  const keys = await ctx.db.transaction(async (tx) => {
    await publicDataChanged(tx, ['templates']);
    const [row] = await tx.select().from(documentTemplates).where(eq(documentTemplates.id, id)).for('update');
    if (!row) throw notFound();
    const removed = await detachAllFiles(
      tx,
      { bean: DOCUMENT_TEMPLATE_BEAN, objectId: id },
      { actorId: actor.actorId ?? null, actorUsername: actor.actorUsername ?? null, ip: actor.ip ?? null },
    );
    await tx.delete(documentTemplates).where(eq(documentTemplates.id, id));
    await writeAudit(tx, {
      ...actor,
      action: 'document_template.deleted',
      entity: 'document_template',
      entityId: id,
      before: row,
    });
    return removed;
  });
  await removeStoredFiles(ctx.storage, keys);
}

/** `document_template_vocabulary/by_group`: the active templates of an active group, by weight. */
export async function publicTemplatesOfGroup({ db }: ServiceContext, code: string): Promise<PublicDocumentTemplate[]> {
  const rows = await db
    .select({ template: documentTemplates })
    .from(documentTemplates)
    .innerJoin(documentTemplateGroups, eq(documentTemplateGroups.id, documentTemplates.groupId))
    .where(
      and(
        eq(documentTemplateGroups.code, code),
        eq(documentTemplateGroups.active, true),
        eq(documentTemplates.active, true),
      ),
    )
    .orderBy(asc(documentTemplates.weight), asc(documentTemplates.id))
    .limit(DOCUMENT_TEMPLATE_LIST_LIMIT);
  const files = await currentFiles(
    db,
    rows.map((r) => r.template.id),
  );
  return rows.map(({ template }) => {
    const file = files.get(template.id);
    return {
      id: template.id,
      code: template.code,
      groupCode: code,
      nameSQ: template.nameSQ,
      nameEN: template.nameEN,
      nameSR: template.nameSR,
      descriptionSQ: template.descriptionSQ,
      descriptionEN: template.descriptionEN,
      descriptionSR: template.descriptionSR,
      weight: template.weight,
      attachmentId: file?.id ?? null,
      fileName: file?.fileName ?? null,
      size: file?.size ?? null,
    };
  });
}

/**
 * `GET get_document_template_vocabulary_template/{id}`: the file of a template by the template's id (the spec's
 * download); 404 without a file, or when the caller may not see it (an inactive template, to all but its managers).
 */
export async function openTemplateFile(
  ctx: ServiceContext,
  id: number,
): Promise<{ attachment: Attachment; content: Readable }> {
  const file = (await currentFiles(ctx.db, [id])).get(id);
  if (!file) throw notFound();
  const requester = { auth: ctx.caller.account, ip: ctx.caller.address };
  return openAttachment(ctx, requester, file.id, { bean: DOCUMENT_TEMPLATE_BEAN });
}

/** Whether a template exists, and whether everyone may see it (it and its group are active). */
export async function templateVisibility(db: Db, id: number): Promise<'missing' | 'public' | 'hidden'> {
  const [row] = await db
    .select({ active: documentTemplates.active, groupActive: documentTemplateGroups.active })
    .from(documentTemplates)
    .innerJoin(documentTemplateGroups, eq(documentTemplateGroups.id, documentTemplates.groupId))
    .where(eq(documentTemplates.id, id));
  if (!row) return 'missing';
  return row.active && row.groupActive ? 'public' : 'hidden';
}
