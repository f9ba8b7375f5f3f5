import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Groups of downloadable templates (HELP, AUTHORIZATION_TYPE, GOODS_TYPE, IPR, …). */
export const documentTemplateGroups = pgTable(
  'document_template_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameSQ: text('name_sq').notNull(),
    nameEN: text('name_en').notNull(),
    nameSR: text('name_sr').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('document_template_groups_code_idx').on(t.code)],
);

/** A template; its file is the attachment of bean `document_template` with objectId = id. */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => documentTemplateGroups.id),
    code: text('code').notNull(),
    nameSQ: text('name_sq').notNull(),
    nameEN: text('name_en').notNull(),
    nameSR: text('name_sr').notNull(),
    /** Rich text (sanitised HTML). */
    descriptionSQ: text('description_sq'),
    descriptionEN: text('description_en'),
    descriptionSR: text('description_sr'),
    weight: integer('weight').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('document_templates_code_idx').on(t.code),
    index('document_templates_group_idx').on(t.groupId, t.weight),
  ],
);
