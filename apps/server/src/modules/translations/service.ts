import type { PagedFilterQuery } from '@portal/contracts/paging';
import {
  type Language,
  type LanguageInput,
  type LanguageRow,
  type Paged,
  type Translation,
  type TranslationInput,
} from '@portal/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit/audit';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { containsFilter, pagedRows, pagingPlan, searchFilter } from '../../platform/http/paging';
import { languages, translations } from './tables';
import { TRANSLATION_COLUMN, type TranslationFiles } from './translation-files';
import type { ServiceContext } from '../../platform/http/context';

/** Bus topic that tells every instance to drop its cached language files. */
export const TRANSLATIONS_CHANGED = 'internal/translations/changed';

/** A paged query with its `filter[...]` parameters. */
type TranslationRow = typeof translations.$inferSelect;

function present(row: TranslationRow): Translation {
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

export function pagedTranslations({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<Translation>> {
  const plan = pagingPlan(query, {
    sortable: { id: translations.id, key: translations.key, updatedAt: translations.updatedAt },
    filters: {
      key: containsFilter(translations.key),
      value: searchFilter(translations.valueSQ, translations.valueEN, translations.valueSR),
    },
  });
  return pagedRows(db, translations, plan, present);
}

export async function translationById({ db }: ServiceContext, id: number): Promise<Translation> {
  const [row] = await db.select().from(translations).where(eq(translations.id, id));
  if (!row) throw notFound();
  return present(row);
}

/** The override of a key, or a blank one carrying the key when there is none. */
export async function translationByKey({ db }: ServiceContext, key: string): Promise<Translation | null> {
  const [row] = await db.select().from(translations).where(eq(translations.key, key));
  return row ? present(row) : null;
}

const blank = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null);

/** Creates or (with an id) updates an override; `insertOnly` refuses an existing key. */
export function saveTranslation(
  { db, bus, caller: { actor } }: ServiceContext,
  input: TranslationInput,
  insertOnly = false,
): Promise<Translation> {
  return db.transaction(async (tx) => {
    const values = {
      key: input.key,
      valueSQ: blank(input.valueSQ),
      valueEN: blank(input.valueEN),
      valueSR: blank(input.valueSR),
    };
    const [sameKey] = await tx.select().from(translations).where(eq(translations.key, input.key));
    if (sameKey && (insertOnly || sameKey.id !== input.id)) throw badRequest({ key: 'translation.key_exists' });
    let row: TranslationRow;
    if (input.id && !insertOnly) {
      const [before] = await tx.select().from(translations).where(eq(translations.id, input.id));
      if (!before) throw notFound();
      [row] = await tx
        .update(translations)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(translations.id, input.id))
        .returning();
      await writeAudit(tx, {
        ...actor,
        action: 'translation.updated',
        entity: 'translation',
        entityId: row.id,
        before: present(before),
        after: present(row),
      });
    } else {
      [row] = await tx.insert(translations).values(values).returning();
      await writeAudit(tx, {
        ...actor,
        action: 'translation.created',
        entity: 'translation',
        entityId: row.id,
        after: present(row),
      });
    }
    await bus.publish(tx, TRANSLATIONS_CHANGED, { key: row.key });
    return present(row);
  });
}

export function deleteTranslation({ db, bus, caller: { actor } }: ServiceContext, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(translations).where(eq(translations.id, id)).returning();
    if (!row) throw notFound();
    await writeAudit(tx, {
      ...actor,
      action: 'translation.deleted',
      entity: 'translation',
      entityId: id,
      before: present(row),
    });
    await bus.publish(tx, TRANSLATIONS_CHANGED, { key: row.key });
  });
}

/**
 * Imports a language file: each key's text becomes that language's override (other languages of
 * the key are kept). Keys whose text equals the static file are not stored.
 */
export async function importLanguage(
  { db, bus, caller: { actor } }: ServiceContext,
  files: TranslationFiles,
  lang: Language,
  file: Record<string, string>,
): Promise<{ saved: number; unchanged: number }> {
  if (Object.keys(file).length > 10_000) throw badRequest({ _error: 'validation.too_big' });
  const staticTexts = (await files.staticFiles())[lang];
  return db.transaction(async (tx) => {
    const column = TRANSLATION_COLUMN[lang];
    let saved = 0;
    let unchanged = 0;
    const keys = Object.keys(file);
    const overrides = keys.length ? await tx.select().from(translations).where(inArray(translations.key, keys)) : [];
    const overrideOf = new Map(overrides.map((row) => [row.key, row]));
    for (const [key, text] of Object.entries(file)) {
      const existing = overrideOf.get(key);
      // A text equal to the static file's is no override: the file's later changes keep applying.
      const value = blank(text) === staticTexts[key] ? null : blank(text);
      if (!existing && value === null) {
        unchanged++;
        continue;
      }
      if (existing) {
        if (existing[column] === value) {
          unchanged++;
          continue;
        }
        await tx
          .update(translations)
          .set({ [column]: value, updatedAt: new Date() })
          .where(eq(translations.id, existing.id));
      } else {
        await tx.insert(translations).values({ key, [column]: value });
      }
      saved++;
    }
    await writeAudit(tx, {
      ...actor,
      action: 'translation.imported',
      entity: 'language',
      entityId: lang,
      after: { saved, unchanged },
    });
    if (saved > 0) await bus.publish(tx, TRANSLATIONS_CHANGED, { lang });
    return { saved, unchanged };
  });
}

// Languages: the product's multilingual fields exist in Albanian, English and Serbian, so these
// three rows are built in; administrators name, order and (except Albanian) deactivate them.

const LANGUAGE_SEEDS: Array<{ code: Language; name: string; weight: number }> = [
  { code: 'sq', name: 'Shqip', weight: 0 },
  { code: 'en', name: 'English', weight: 10 },
  { code: 'sr', name: 'Srpski', weight: 20 },
];

export async function seedLanguages(db: Db): Promise<void> {
  await db.insert(languages).values(LANGUAGE_SEEDS).onConflictDoNothing();
}

function presentLanguage(row: typeof languages.$inferSelect): LanguageRow {
  return {
    id: row.id,
    code: row.code as Language,
    name: row.name,
    active: row.active,
    weight: row.weight,
    fieldProperties: { code: { disabled: true }, active: { disabled: row.code === 'sq' } },
  };
}

export async function listLanguages({ db }: ServiceContext, onlyActive: boolean): Promise<LanguageRow[]> {
  const rows = await db
    .select()
    .from(languages)
    .where(onlyActive ? eq(languages.active, true) : undefined)
    .orderBy(asc(languages.weight), asc(languages.id));
  return rows.map(presentLanguage);
}

export function pagedLanguages({ db }: ServiceContext, query: PagedFilterQuery): Promise<Paged<LanguageRow>> {
  const plan = pagingPlan(query, {
    sortable: { id: languages.id, code: languages.code, name: languages.name, weight: languages.weight },
    filters: { name: containsFilter(languages.name), code: containsFilter(languages.code) },
  });
  return pagedRows(db, languages, plan, presentLanguage);
}

export async function languageById({ db }: ServiceContext, id: number): Promise<LanguageRow> {
  const [row] = await db.select().from(languages).where(eq(languages.id, id));
  if (!row) throw notFound();
  return presentLanguage(row);
}

export function saveLanguage({ db, caller: { actor } }: ServiceContext, input: LanguageInput): Promise<LanguageRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(languages)
      .where(input.id ? eq(languages.id, input.id) : sql`lower(${languages.code}) = ${input.code}`);
    if (!existing) {
      if (input.id) throw notFound();
      // Codes are limited to the three the data model has columns for (contracts enforce it).
      const [row] = await tx
        .insert(languages)
        .values({ code: input.code, name: input.name, active: input.active, weight: input.weight })
        .returning();
      await writeAudit(tx, { ...actor, action: 'language.created', entity: 'language', entityId: row.id, after: row });
      return presentLanguage(row);
    }
    if (existing.code !== input.code) throw badRequest({ code: 'language.code_fixed' });
    if (existing.code === 'sq' && !input.active) throw badRequest({ active: 'language.default_required' });
    const [row] = await tx
      .update(languages)
      .set({ name: input.name, active: input.active, weight: input.weight })
      .where(eq(languages.id, existing.id))
      .returning();
    await writeAudit(tx, {
      ...actor,
      action: 'language.updated',
      entity: 'language',
      entityId: row.id,
      before: existing,
      after: row,
    });
    return presentLanguage(row);
  });
}

export async function deleteLanguage({ db }: ServiceContext, id: number): Promise<never> {
  const [row] = await db.select().from(languages).where(eq(languages.id, id));
  if (!row) throw notFound();
  throw conflict('language.built_in');
}
