import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { multilingualDescriptions, multilingualNames } from '../../platform/db/columns';

/** Groups of downloadable templates (HELP, AUTHORIZATION_TYPE, GOODS_TYPE, IPR, …). */
export const documentTemplateGroups = pgTable(
  'document_template_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    ...multilingualNames(),
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
    ...multilingualNames(),
    /** Rich text (sanitised HTML). */
    ...multilingualDescriptions(),
    weight: integer('weight').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('document_templates_code_idx').on(t.code),
    index('document_templates_group_idx').on(t.groupId, t.weight),
  ],
);
